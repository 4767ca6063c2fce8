CREATE TYPE "public"."notice_category" AS ENUM('circular', 'news', 'holiday', 'examination', 'admission', 'event', 'result', 'vacancy');--> statement-breakpoint
CREATE TYPE "public"."notice_status" AS ENUM('draft', 'submitted', 'published');--> statement-breakpoint
ALTER TYPE "public"."permission_section" ADD VALUE 'publish_announcements';--> statement-breakpoint
CREATE TABLE "announcement_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"announcement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"pages" integer,
	"width" integer,
	"height" integer,
	"caption" text DEFAULT '' NOT NULL,
	"caption_hi" text,
	"alt" text DEFAULT '' NOT NULL,
	"alt_hi" text,
	"decorative" boolean DEFAULT false NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_files_kind" CHECK ("announcement_files"."kind" in ('attachment', 'photo'))
);
--> statement-breakpoint
DROP INDEX "announcements_active_idx";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ref" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "announcements_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "session" text GENERATED ALWAYS AS (case when extract(month from "date") >= 4 then extract(year from "date")::int::text || '-' || lpad(((extract(year from "date")::int + 1) % 100)::text, 2, '0') else (extract(year from "date")::int - 1)::text || '-' || lpad((extract(year from "date")::int % 100)::text, 2, '0') end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "category" "notice_category" DEFAULT 'news' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "status" "notice_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "send_when_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "photo_consent_by" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "photo_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || E'\n' || coalesce(title_hi, '') || E'\n' || coalesce(content, '') || E'\n' || coalesce(content_hi, '') || E'\n' || coalesce(number, ''))) STORED;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The announcements there were: published when they were added, at an address made of their title's words.
UPDATE "announcements" SET "publish_at" = "created_at", "updated_at" = "created_at",
  "slug" = trim(both '-' from left(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), 60));--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "circular_number_pattern" text DEFAULT 'P/{yy}/{n}' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD CONSTRAINT "announcement_files_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_files_list_idx" ON "announcement_files" USING btree ("announcement_id","kind","position","id");--> statement-breakpoint
CREATE INDEX "announcements_board_idx" ON "announcements" USING btree ("pinned" DESC NULLS FIRST,"date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "announcements"."status" = 'published';--> statement-breakpoint
CREATE INDEX "announcements_board_category_idx" ON "announcements" USING btree ("category","session","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "announcements"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_number_idx" ON "announcements" USING btree ("session",lower("number")) WHERE "announcements"."number" is not null;--> statement-breakpoint
CREATE INDEX "announcements_active_idx" ON "announcements" USING btree ("date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "announcements"."is_active" and "announcements"."status" = 'published';--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_ref_unique" UNIQUE("ref");