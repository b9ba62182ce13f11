CREATE TABLE "health_passports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"nhs_number" text,
	"written" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reasonable_adjustments" text[] DEFAULT '{}' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_due_on" date,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_passports_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
ALTER TABLE "health_passports" ADD CONSTRAINT "health_passports_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_passports" ADD CONSTRAINT "health_passports_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;