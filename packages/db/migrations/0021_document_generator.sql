CREATE TABLE "generator_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"saved_by_user_id" uuid,
	"produced_at" timestamp with time zone,
	"library_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generator_drafts_child_template_unique" UNIQUE("child_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "generator_senders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_lines" text[] DEFAULT '{}' NOT NULL,
	"phone" text,
	"email" text,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generator_senders_family_id_unique" UNIQUE("family_id")
);
--> statement-breakpoint
ALTER TABLE "generator_drafts" ADD CONSTRAINT "generator_drafts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_drafts" ADD CONSTRAINT "generator_drafts_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_drafts" ADD CONSTRAINT "generator_drafts_library_document_id_library_documents_id_fk" FOREIGN KEY ("library_document_id") REFERENCES "public"."library_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_senders" ADD CONSTRAINT "generator_senders_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_senders" ADD CONSTRAINT "generator_senders_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;