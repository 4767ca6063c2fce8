CREATE TYPE "public"."alert_severity" AS ENUM('information', 'warning', 'urgent');--> statement-breakpoint
ALTER TYPE "public"."permission_section" ADD VALUE 'alerts';--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"severity" "alert_severity" NOT NULL,
	"text" text NOT NULL,
	"text_hi" text,
	"link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_end_after_start" CHECK ("alerts"."ends_at" > "alerts"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "alerts_ends_at_idx" ON "alerts" USING btree ("ends_at");