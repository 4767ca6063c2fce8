CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"body_en" text NOT NULL,
	"body_hi" text NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_contact_phone" text DEFAULT '' NOT NULL;