CREATE TABLE "child_audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"description" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"times" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_audit_entries" ADD CONSTRAINT "child_audit_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_audit_entries" ADD CONSTRAINT "child_audit_entries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_audit_entries" ADD CONSTRAINT "child_audit_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_audit_entries_child_last_at_idx" ON "child_audit_entries" USING btree ("child_id","last_at");--> statement-breakpoint
CREATE INDEX "child_audit_entries_batch_idx" ON "child_audit_entries" USING btree ("actor_user_id","child_id","area","last_at");--> statement-breakpoint
CREATE INDEX "child_audit_entries_last_at_idx" ON "child_audit_entries" USING btree ("last_at");