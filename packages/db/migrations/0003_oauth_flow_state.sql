ALTER TABLE "auth"."flow_state" ALTER COLUMN "code_challenge" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."flow_state" ALTER COLUMN "code_challenge_method" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."flow_state" ADD COLUMN "oauth_state_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_state_oauth_state_hash_key" ON "auth"."flow_state" USING btree ("oauth_state_hash");