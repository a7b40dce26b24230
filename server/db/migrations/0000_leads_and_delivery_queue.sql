CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"fields" jsonb NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"download_token" text,
	"first_downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_download_token_unique" UNIQUE("download_token"),
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('contact', 'ebook', 'quote', 'demo', 'popup')),
	CONSTRAINT "leads_email_lower_case_check" CHECK ("leads"."email" = lower("leads"."email"))
);
--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"payload" json NOT NULL,
	"webhook_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_jobs_webhook_id_unique" UNIQUE("webhook_id"),
	CONSTRAINT "outbox_jobs_kind_check" CHECK ("outbox_jobs"."kind" in ('webhook', 'mail')),
	CONSTRAINT "outbox_jobs_target_check" CHECK ("outbox_jobs"."target" in ('automation_webhook', 'form_service', 'mail')),
	CONSTRAINT "outbox_jobs_status_check" CHECK ("outbox_jobs"."status" in ('pending', 'delivered', 'dead')),
	CONSTRAINT "outbox_jobs_mail_target_check" CHECK (("outbox_jobs"."kind" = 'mail') = ("outbox_jobs"."target" = 'mail'))
);
--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_job_id_outbox_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."outbox_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD CONSTRAINT "outbox_jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_kind_idempotency_key_idx" ON "leads" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_attempts_job_id_idx" ON "outbox_attempts" USING btree ("job_id","attempted_at");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("next_attempt_at") WHERE "outbox_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_jobs_lead_id_idx" ON "outbox_jobs" USING btree ("lead_id");