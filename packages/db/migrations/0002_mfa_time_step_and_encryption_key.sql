CREATE TABLE "auth"."encryption_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"key_material" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."mfa_factors" ADD COLUMN "last_totp_time_step" bigint;