CREATE TABLE "consent_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"action" text NOT NULL,
	"categories" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_decisions_action_check" CHECK ("consent_decisions"."action" in ('first_choice', 'change', 'withdrawal'))
);
--> statement-breakpoint
CREATE INDEX "consent_decisions_consent_id_idx" ON "consent_decisions" USING btree ("consent_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_decisions_created_at_idx" ON "consent_decisions" USING btree ("created_at");