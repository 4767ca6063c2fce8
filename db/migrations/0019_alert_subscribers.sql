CREATE TABLE "alert_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"mobile" text,
	"mobile_key" text,
	"wants_announcements" boolean DEFAULT false NOT NULL,
	"wants_calendar" boolean DEFAULT false NOT NULL,
	"language" "site_language" DEFAULT 'en' NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_notice_version" integer,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"pending_choices" jsonb,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscribers_one_channel" CHECK (("alert_subscribers"."email" is not null and "alert_subscribers"."mobile" is null) or ("alert_subscribers"."email" is null and "alert_subscribers"."mobile" is not null and "alert_subscribers"."mobile_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_subscribers" ADD CONSTRAINT "alert_subscribers_consent_notice_version_privacy_notices_version_fk" FOREIGN KEY ("consent_notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_email_idx" ON "alert_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_mobile_idx" ON "alert_subscribers" USING btree ("mobile_key");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_unsubscribe_idx" ON "alert_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_confirm_idx" ON "alert_subscribers" USING btree ("confirm_token_hash");