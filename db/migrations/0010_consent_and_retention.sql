ALTER TYPE "public"."history_kind" ADD VALUE 'keep';--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_enquiries" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admission_enquiries" ADD COLUMN "consent_notice_version" integer;--> statement-breakpoint
ALTER TABLE "admission_enquiries" ADD COLUMN "keep_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consent_notice_version" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "keep_reason" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "retention_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "consent_notice_version" integer;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "keep_reason" text;--> statement-breakpoint
ALTER TABLE "admission_enquiries" ADD CONSTRAINT "admission_enquiries_consent_notice_version_privacy_notices_version_fk" FOREIGN KEY ("consent_notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_consent_notice_version_privacy_notices_version_fk" FOREIGN KEY ("consent_notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_consent_notice_version_privacy_notices_version_fk" FOREIGN KEY ("consent_notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;