CREATE TYPE "public"."application_document_kind" AS ENUM('birth_certificate', 'photograph', 'report_card', 'transfer_certificate', 'category_certificate');--> statement-breakpoint
CREATE TYPE "public"."application_stage" AS ENUM('submitted', 'documents_checked', 'interaction', 'offered', 'fee_received', 'admitted', 'waitlisted', 'withdrawn', 'not_offered');--> statement-breakpoint
CREATE TYPE "public"."fee_mode" AS ENUM('cash', 'cheque', 'upi', 'bank_transfer');--> statement-breakpoint
ALTER TYPE "public"."history_kind" ADD VALUE 'application';--> statement-breakpoint
ALTER TYPE "public"."permission_section" ADD VALUE 'applications';--> statement-breakpoint
ALTER TYPE "public"."request_type" ADD VALUE 'application';--> statement-breakpoint
CREATE TABLE "admission_classes" (
	"session" text NOT NULL,
	"class_name" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"seats" integer NOT NULL,
	"min_age_months" integer,
	"max_age_months" integer,
	"age_cut_off" date NOT NULL,
	"interaction" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_classes_session_class_name_pk" PRIMARY KEY("session","class_name"),
	CONSTRAINT "admission_classes_interaction_from_class_ix" CHECK (not "admission_classes"."interaction" or "admission_classes"."class_name" in ('Class IX', 'Class X', 'Class XI', 'Class XII')),
	CONSTRAINT "admission_classes_seats" CHECK ("admission_classes"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "admission_sessions" (
	"session" text PRIMARY KEY NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"registration_fee" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid,
	"application_id" uuid,
	"kind" "application_document_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"language" "site_language" DEFAULT 'en' NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entered_by" uuid,
	"link_mailed_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_drafts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "application_numbers" (
	"session" text NOT NULL,
	"class_code" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "application_numbers_session_class_code_pk" PRIMARY KEY("session","class_code")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"token_hash" text NOT NULL,
	"session" text NOT NULL,
	"class_sought" text NOT NULL,
	"child_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"apaar_id" text,
	"parent_name" text NOT NULL,
	"parent_relationship" text NOT NULL,
	"parent_mobile" text NOT NULL,
	"parent_occupation" text,
	"second_parent_name" text,
	"second_parent_relationship" text,
	"second_parent_mobile" text,
	"second_parent_occupation" text,
	"email" text,
	"address" text NOT NULL,
	"previous_school" text,
	"previous_board" text,
	"previous_class" text,
	"siblings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "application_stage" DEFAULT 'submitted' NOT NULL,
	"entered_by" uuid,
	"consent_on_paper" boolean DEFAULT false NOT NULL,
	"duplicate_of" uuid,
	"documents_verified" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"waitlist_position" integer,
	"not_offered_reason" text,
	"interaction_at" timestamp with time zone,
	"fee_due_on" date,
	"fee_amount" integer,
	"fee_paid_on" date,
	"fee_receipt" text,
	"fee_mode" "fee_mode",
	"language" "site_language" DEFAULT 'en' NOT NULL,
	"follow_up_on" date,
	"consented_at" timestamp with time zone,
	"consent_notice_version" integer,
	"keep_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_number_unique" UNIQUE("number"),
	CONSTRAINT "applications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "admission_classes" ADD CONSTRAINT "admission_classes_session_admission_sessions_session_fk" FOREIGN KEY ("session") REFERENCES "public"."admission_sessions"("session") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_draft_id_application_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."application_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_consent_notice_version_privacy_notices_version_fk" FOREIGN KEY ("consent_notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_draft_idx" ON "application_documents" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "application_documents_application_idx" ON "application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_drafts_updated_idx" ON "application_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "applications_list_idx" ON "applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_class_idx" ON "applications" USING btree ("session","class_sought","status");--> statement-breakpoint
CREATE INDEX "applications_follow_up_idx" ON "applications" USING btree ("follow_up_on") WHERE "applications"."follow_up_on" is not null;