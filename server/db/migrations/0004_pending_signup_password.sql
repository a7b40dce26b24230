ALTER TABLE "auth_one_time_tokens" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD COLUMN "pending_user_metadata" jsonb;