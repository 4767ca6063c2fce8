CREATE TYPE "public"."site_language" AS ENUM('en', 'hi');--> statement-breakpoint
ALTER TABLE "admission_enquiries" ADD COLUMN "language" "site_language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" "site_language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "language" "site_language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "language" "site_language" DEFAULT 'en' NOT NULL;