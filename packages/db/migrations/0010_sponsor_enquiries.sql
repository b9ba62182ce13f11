ALTER TABLE "contact_messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "organisation_name" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "organisation_type" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "families_estimate" text;--> statement-breakpoint
CREATE INDEX "contact_messages_kind_idx" ON "contact_messages" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_enquiry_has_organisation" CHECK ("contact_messages"."kind" <> 'sponsor_enquiry' or ("contact_messages"."organisation_name" is not null and "contact_messages"."organisation_type" is not null and "contact_messages"."families_estimate" is not null));