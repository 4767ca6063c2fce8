DROP INDEX "announcements_list_idx";--> statement-breakpoint
DROP INDEX "announcements_active_idx";--> statement-breakpoint
DROP INDEX "audit_log_list_idx";--> statement-breakpoint
DROP INDEX "gallery_images_list_idx";--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "announcements_active_idx" ON "announcements" USING btree ("date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "announcements"."is_active";--> statement-breakpoint
CREATE INDEX "audit_log_list_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_images_list_idx" ON "gallery_images" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);