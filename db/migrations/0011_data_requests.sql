CREATE TYPE "public"."data_request_kind" AS ENUM('access', 'correction', 'erasure', 'withdrawal');--> statement-breakpoint
CREATE TYPE "public"."data_request_status" AS ENUM('new', 'in_progress', 'done', 'refused');--> statement-breakpoint
ALTER TYPE "public"."mail_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."permission_section" ADD VALUE 'data_requests';--> statement-breakpoint
ALTER TYPE "public"."request_type" ADD VALUE 'data_request';--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "data_request_kind" NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"details" text,
	"status" "data_request_status" DEFAULT 'new' NOT NULL,
	"due_on" date NOT NULL,
	"follow_up_on" date,
	"consented_at" timestamp with time zone,
	"consent_notice_version" integer,
	"keep_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_consent_notice_version_privacy_notices_version_fk" FOREIGN KEY ("consent_notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_list_idx" ON "data_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "data_requests_follow_up_idx" ON "data_requests" USING btree ("follow_up_on") WHERE "data_requests"."follow_up_on" is not null;