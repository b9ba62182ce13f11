CREATE TABLE "ehcp_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"nation" text NOT NULL,
	"local_authority" text,
	"case_officer" text,
	"case_officer_contact" text,
	"proposed_school" text,
	"dates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ehcp_cases_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "ehcp_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"happened_on" date NOT NULL,
	"who" text NOT NULL,
	"method" text NOT NULL,
	"summary" text,
	"promise" text,
	"promised_by" date,
	"promise_kept_on" date,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ehcp_cases" ADD CONSTRAINT "ehcp_cases_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ehcp_cases" ADD CONSTRAINT "ehcp_cases_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ehcp_contacts" ADD CONSTRAINT "ehcp_contacts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ehcp_contacts" ADD CONSTRAINT "ehcp_contacts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ehcp_contacts_child_idx" ON "ehcp_contacts" USING btree ("child_id","happened_on");