CREATE TYPE "public"."school_page_place" AS ENUM('about', 'academics', 'admissions', 'menu', 'footer', 'none');--> statement-breakpoint
CREATE TABLE "school_page_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"pages" integer,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_page_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"blocks" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"place" "school_page_place" DEFAULT 'none' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_revision" integer,
	"starter" text,
	"removed_at" timestamp with time zone,
	"redirect_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_pages_address_unique" UNIQUE("address")
);
--> statement-breakpoint
ALTER TABLE "school_page_files" ADD CONSTRAINT "school_page_files_page_id_school_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."school_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_page_revisions" ADD CONSTRAINT "school_page_revisions_page_id_school_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."school_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_page_revisions_number_idx" ON "school_page_revisions" USING btree ("page_id","number");--> statement-breakpoint
CREATE INDEX "school_pages_menu_idx" ON "school_pages" USING btree ("place","position") WHERE "school_pages"."published_revision" is not null;