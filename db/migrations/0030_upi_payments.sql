CREATE TYPE "public"."payment_purpose" AS ENUM('registration', 'admission');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('awaiting', 'reported', 'confirmed', 'cancelled');--> statement-breakpoint
CREATE TABLE "payment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"utr" text NOT NULL,
	"amount" bigint,
	"paid_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reports_utr_unique" UNIQUE("utr")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"amount" bigint NOT NULL,
	"default_amount" bigint NOT NULL,
	"first_instalment" bigint DEFAULT 0 NOT NULL,
	"amount_reason" text,
	"reference" text NOT NULL,
	"due_on" date,
	"state" "payment_state" DEFAULT 'awaiting' NOT NULL,
	"reported_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" >= 0 and "payments"."default_amount" >= 0 and "payments"."first_instalment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_numbers" (
	"session" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"session" text NOT NULL,
	"sequence" integer NOT NULL,
	"payment_id" uuid,
	"application_id" uuid,
	"application_number" text NOT NULL,
	"child_name" text NOT NULL,
	"class_name" text NOT NULL,
	"parent_name" text NOT NULL,
	"parent_mobile" text NOT NULL,
	"email" text,
	"language" "site_language" DEFAULT 'en' NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"amount" bigint NOT NULL,
	"mode" "fee_mode" NOT NULL,
	"payment_reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"issued_by" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	CONSTRAINT "receipts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"bank_name" text,
	"credits" integer NOT NULL,
	"debits" integer NOT NULL,
	"matched" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"seen_before" integer NOT NULL,
	"problems" integer NOT NULL,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"payment_id" uuid,
	"line" integer NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"narration" text NOT NULL,
	"utr" text,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"signature" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "upi_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "upi_payee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "bank_account_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "bank_ifsc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "auto_confirm_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "payment_retention_years" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reports_payment_idx" ON "payment_reports" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_idx" ON "payments" USING btree ("application_id","purpose") WHERE "payments"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_session_sequence_idx" ON "receipts" USING btree ("session","sequence");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "statement_lines_payment_idx" ON "statement_lines" USING btree ("payment_id");