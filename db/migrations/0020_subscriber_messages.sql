CREATE TYPE "public"."message_channel" AS ENUM('email', 'webhook');--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid,
	"announcement_id" uuid,
	"calendar_event_id" uuid,
	"emails" integer NOT NULL,
	"mobiles" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcasts_one_source" CHECK (num_nonnulls("broadcasts"."alert_id", "broadcasts"."announcement_id", "broadcasts"."calendar_event_id") = 1)
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" "message_channel" DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "broadcast_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "webhook_payload" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "mail_per_hour" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "gateway_per_hour" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "gateway_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "alert_dlt_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "alert_whatsapp_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "announcement_dlt_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "announcement_whatsapp_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "calendar_dlt_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "calendar_whatsapp_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_calendar_event_id_calendar_events_id_fk" FOREIGN KEY ("calendar_event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_alert_idx" ON "broadcasts" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "broadcasts_announcement_idx" ON "broadcasts" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "broadcasts_calendar_event_idx" ON "broadcasts" USING btree ("calendar_event_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_broadcast_idx" ON "mail_outbox" USING btree ("broadcast_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("channel","sent_at") WHERE "mail_outbox"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("channel",("broadcast_id" is not null),"next_attempt_at") WHERE "mail_outbox"."status" = 'pending';