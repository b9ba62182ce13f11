CREATE TABLE "dla_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"text" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" uuid,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dla_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"nation" text DEFAULT 'england' NOT NULL,
	"call_date" date,
	"form_sent_on" date,
	"form_returned_on" date,
	"needs_began_on" date,
	"claim_reference" text,
	"decision_date" date,
	"care_award" text,
	"mobility_award" text,
	"award_until" date,
	"decision_notes" text,
	"reconsideration_requested_on" date,
	"reconsideration_notice_date" date,
	"appeal_lodged_on" date,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" uuid,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dla_diary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"date" date NOT NULL,
	"period" text NOT NULL,
	"help" text NOT NULL,
	"minutes" integer,
	"times" integer DEFAULT 1 NOT NULL,
	"what_happened" text,
	"origin" text DEFAULT 'parent' NOT NULL,
	"origin_id" uuid,
	"recorded_by_user_id" uuid,
	"recorded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dla_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"health_document_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dla_answers" ADD CONSTRAINT "dla_answers_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dla_answers" ADD CONSTRAINT "dla_answers_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dla_claims" ADD CONSTRAINT "dla_claims_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dla_claims" ADD CONSTRAINT "dla_claims_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dla_diary_entries" ADD CONSTRAINT "dla_diary_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dla_diary_entries" ADD CONSTRAINT "dla_diary_entries_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dla_evidence" ADD CONSTRAINT "dla_evidence_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dla_evidence" ADD CONSTRAINT "dla_evidence_health_document_id_health_documents_id_fk" FOREIGN KEY ("health_document_id") REFERENCES "public"."health_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dla_answers_child_question_idx" ON "dla_answers" USING btree ("child_id","question_key");--> statement-breakpoint
CREATE UNIQUE INDEX "dla_claims_child_id_idx" ON "dla_claims" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "dla_diary_entries_child_date_idx" ON "dla_diary_entries" USING btree ("child_id","date");--> statement-breakpoint
CREATE INDEX "dla_evidence_child_id_idx" ON "dla_evidence" USING btree ("child_id");