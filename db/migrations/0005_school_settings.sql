ALTER TABLE "site_settings" ADD COLUMN "map_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "admissions_session" text DEFAULT '2025-26' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "application_form_key" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "notify_visit_requests_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "notify_enquiries_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "notify_contact_email" text DEFAULT '' NOT NULL;