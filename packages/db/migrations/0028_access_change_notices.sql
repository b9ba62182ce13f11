-- Who may reach a child's data is known in memory on every instance of the server (decision record 0039). Every
-- change to what the child access check reads (a person's role, family or child sign-in; a family member's grants;
-- the family a child belongs to) announces the person or child concerned on this channel when its transaction
-- commits, whichever code or cascade made it, so each instance forgets what it knew of them.
CREATE FUNCTION tedi_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'children' THEN
    PERFORM pg_notify('tedi_access_changed', 'c:' || COALESCE(OLD.id, NEW.id)::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('tedi_access_changed', 'u:' || OLD.user_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('tedi_access_changed', 'u:' || NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_access_changed AFTER INSERT OR DELETE OR UPDATE OF role, family_id ON profiles
  FOR EACH ROW EXECUTE FUNCTION tedi_access_changed();
--> statement-breakpoint
CREATE TRIGGER child_grants_access_changed AFTER INSERT OR DELETE OR UPDATE ON child_grants
  FOR EACH ROW EXECUTE FUNCTION tedi_access_changed();
--> statement-breakpoint
CREATE TRIGGER child_sign_ins_access_changed AFTER INSERT OR DELETE OR UPDATE OF user_id, child_id ON child_sign_ins
  FOR EACH ROW EXECUTE FUNCTION tedi_access_changed();
--> statement-breakpoint
CREATE TRIGGER children_access_changed AFTER DELETE OR UPDATE OF family_id ON children
  FOR EACH ROW EXECUTE FUNCTION tedi_access_changed();
