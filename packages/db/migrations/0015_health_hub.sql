CREATE TABLE "health_allergies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"substance" text NOT NULL,
	"reaction" text,
	"severity" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"professional_id" uuid,
	"with_whom" text NOT NULL,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reason" text,
	"outcome" text,
	"follow_up" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"document_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_dose_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"medication_id" uuid NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"scheduled_for" timestamp with time zone,
	"amount" double precision,
	"note" text,
	"recorded_by_user_id" uuid,
	"recorded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer,
	"type" text,
	"triggers" text,
	"rescue_medication" text,
	"recovery" text,
	"notes" text,
	"recorded_by_user_id" uuid,
	"recorded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_growth" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"measured_on" date NOT NULL,
	"height_cm" double precision,
	"weight_kg" double precision,
	"head_circumference_cm" double precision,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_immunisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"vaccine" text NOT NULL,
	"given_on" date NOT NULL,
	"dose_label" text,
	"given_by" text,
	"batch_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"name" text NOT NULL,
	"dose_amount" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"form" text NOT NULL,
	"route" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"start_date" date,
	"stop_date" date,
	"reason" text,
	"instructions" text,
	"prescriber_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_professionals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"organisation" text,
	"phone" text,
	"email" text,
	"address" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_allergies" ADD CONSTRAINT "health_allergies_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_appointments" ADD CONSTRAINT "health_appointments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_appointments" ADD CONSTRAINT "health_appointments_professional_id_health_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."health_professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_documents" ADD CONSTRAINT "health_documents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_documents" ADD CONSTRAINT "health_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_dose_logs" ADD CONSTRAINT "health_dose_logs_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_dose_logs" ADD CONSTRAINT "health_dose_logs_medication_id_health_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."health_medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_dose_logs" ADD CONSTRAINT "health_dose_logs_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_events" ADD CONSTRAINT "health_events_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_events" ADD CONSTRAINT "health_events_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_growth" ADD CONSTRAINT "health_growth_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_immunisations" ADD CONSTRAINT "health_immunisations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_medications" ADD CONSTRAINT "health_medications_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_medications" ADD CONSTRAINT "health_medications_prescriber_id_health_professionals_id_fk" FOREIGN KEY ("prescriber_id") REFERENCES "public"."health_professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_professionals" ADD CONSTRAINT "health_professionals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_allergies_child_id_idx" ON "health_allergies" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "health_appointments_child_starts_idx" ON "health_appointments" USING btree ("child_id","starts_at");--> statement-breakpoint
CREATE INDEX "health_documents_child_id_idx" ON "health_documents" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_documents_file_id_idx" ON "health_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "health_dose_logs_child_occurred_idx" ON "health_dose_logs" USING btree ("child_id","occurred_at");--> statement-breakpoint
CREATE INDEX "health_dose_logs_medication_occurred_idx" ON "health_dose_logs" USING btree ("medication_id","occurred_at");--> statement-breakpoint
CREATE INDEX "health_events_child_occurred_idx" ON "health_events" USING btree ("child_id","occurred_at");--> statement-breakpoint
CREATE INDEX "health_growth_child_measured_idx" ON "health_growth" USING btree ("child_id","measured_on");--> statement-breakpoint
CREATE INDEX "health_immunisations_child_given_idx" ON "health_immunisations" USING btree ("child_id","given_on");--> statement-breakpoint
CREATE INDEX "health_medications_child_id_idx" ON "health_medications" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "health_professionals_child_id_idx" ON "health_professionals" USING btree ("child_id");