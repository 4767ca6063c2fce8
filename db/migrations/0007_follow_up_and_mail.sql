CREATE TYPE "public"."contact_message_status" AS ENUM('new', 'read', 'replied', 'closed');--> statement-breakpoint
CREATE TYPE "public"."history_kind" AS ENUM('note', 'status', 'follow_up', 'email');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."request_type" AS ENUM('visit_request', 'enquiry', 'contact_message');--> statement-breakpoint
ALTER TYPE "public"."permission_section" ADD VALUE 'contact_messages';--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"status" "contact_message_status" DEFAULT 'new' NOT NULL,
	"follow_up_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"to" text[] NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_id" text NOT NULL,
	"record_type" "request_type",
	"record_id" uuid,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_type" "request_type" NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" "history_kind" NOT NULL,
	"body" text,
	"details" jsonb,
	"mail_id" uuid,
	"actor_user_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_enquiries" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_list_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_follow_up_idx" ON "contact_messages" USING btree ("follow_up_on") WHERE "contact_messages"."follow_up_on" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_record_idx" ON "mail_outbox" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "request_history_record_idx" ON "request_history" USING btree ("record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "admission_enquiries_follow_up_idx" ON "admission_enquiries" USING btree ("follow_up_on") WHERE "admission_enquiries"."follow_up_on" is not null;--> statement-breakpoint
CREATE INDEX "visit_requests_follow_up_idx" ON "visit_requests" USING btree ("follow_up_on") WHERE "visit_requests"."follow_up_on" is not null;