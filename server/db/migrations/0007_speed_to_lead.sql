ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_action_check";--> statement-breakpoint
ALTER TABLE "outbox_jobs" DROP CONSTRAINT "outbox_jobs_target_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "respond_by" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reply_met" boolean;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deadline_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text GENERATED ALWAYS AS (regexp_replace(email, '[+][^@]*@', '@')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (nullif(regexp_replace(regexp_replace(coalesce(fields->>'phone', ''), '^[[:space:]]*([+]|00)[[:space:]]*46[[:space:]]*([(]0[)])?', '0'), '[^0-9]', '', 'g'), '')) STORED;--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD COLUMN "mail_stored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_new_respond_by_idx" ON "leads" USING btree ("respond_by") WHERE "leads"."status" = 'new';--> statement-breakpoint
CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_digits_idx" ON "leads" USING btree ("phone_digits","created_at") WHERE "leads"."phone_digits" is not null;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_action_check" CHECK ("lead_events"."action" in ('status', 'assignee', 'note', 'redeliver', 'reply', 'warning', 'retry'));--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD CONSTRAINT "outbox_jobs_target_check" CHECK ("outbox_jobs"."target" in ('automation_webhook', 'form_service', 'slack', 'teams', 'mail'));--> statement-breakpoint
-- Leads stored before deadlines existed: due a day after they arrived, overdue if still new since.
UPDATE "leads" SET "respond_by" = "created_at" + interval '1 day';