-- E-mail addresses are stored lower-cased, as GoTrue stores them. Lookups already ignore case, and the unique
-- index on lower(email) means no two accounts can meet on one address.
UPDATE "auth"."users" SET "email" = lower("email") WHERE "email" <> lower("email");--> statement-breakpoint
UPDATE "auth"."users" SET "email_change" = lower("email_change") WHERE "email_change" <> lower("email_change");
