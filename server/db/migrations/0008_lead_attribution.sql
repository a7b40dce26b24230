CREATE TABLE "analytics_report_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_dimension_check";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_action_check";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "entry_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "won_value" integer;--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source","created_at");--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_dimension_check" CHECK ("analytics_daily"."dimension" in ('total', 'page', 'source', 'campaign', 'event', 'vital', 'entry', 'source_leads', 'campaign_leads', 'device', 'browser'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_action_check" CHECK ("lead_events"."action" in ('status', 'assignee', 'note', 'redeliver', 'reply', 'warning', 'retry', 'won_value'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_won_value_check" CHECK ("leads"."won_value" >= 0);