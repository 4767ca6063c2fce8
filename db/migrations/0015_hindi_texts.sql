ALTER TABLE "announcements" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "location_hi" text;--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "disclosure_items" ADD COLUMN "information_hi" text;--> statement-breakpoint
ALTER TABLE "disclosure_items" ADD COLUMN "detail_hi" text;--> statement-breakpoint
ALTER TABLE "disclosure_sections" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "category_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "school_name_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tagline_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "short_description_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "address_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "office_hours_weekdays_hi" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "office_hours_saturday_hi" text;