CREATE TABLE "board_usage_settings" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_word_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"word" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "board_word_uses_child_day_word_unique" UNIQUE("child_id","day","word")
);
--> statement-breakpoint
ALTER TABLE "board_usage_settings" ADD CONSTRAINT "board_usage_settings_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_usage_settings" ADD CONSTRAINT "board_usage_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_word_uses" ADD CONSTRAINT "board_word_uses_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_word_uses_day_idx" ON "board_word_uses" USING btree ("day");