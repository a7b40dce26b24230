CREATE TABLE "content_drafts" (
	"document" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document" text NOT NULL,
	"data" jsonb NOT NULL,
	"action" text NOT NULL,
	"reverted_to" integer,
	"publish_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_action_check" CHECK ("content_revisions"."action" in ('publish', 'revert', 'import'))
);
--> statement-breakpoint
CREATE TABLE "content_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"preview_secret" text NOT NULL,
	CONSTRAINT "content_settings_one_row_check" CHECK ("content_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "content_revisions_document_idx" ON "content_revisions" USING btree ("document","publish_at","id");--> statement-breakpoint
CREATE INDEX "content_revisions_publish_at_idx" ON "content_revisions" USING btree ("publish_at");