CREATE TYPE "public"."data_request_verification" AS ENUM('email_link', 'phone_call');--> statement-breakpoint
CREATE TABLE "data_request_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "verified_how" "data_request_verification";--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "withdrawal_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_request_tokens" ADD CONSTRAINT "data_request_tokens_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;