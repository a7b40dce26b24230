CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	"p75" double precision,
	CONSTRAINT "analytics_daily_pkey" PRIMARY KEY("day","dimension","key","detail","extra"),
	CONSTRAINT "analytics_daily_dimension_check" CHECK ("analytics_daily"."dimension" in ('total', 'page', 'source', 'campaign', 'event', 'vital', 'entry'))
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"form_kind" text,
	"metric" text,
	"value" double precision,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_events_name_check" CHECK ("analytics_events"."name" in ('pageview', 'form_start', 'lead', 'popup_shown', 'chat_opened', 'chat_handoff', 'vital'))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day","name");