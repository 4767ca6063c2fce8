CREATE TABLE "board_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_class" text NOT NULL,
	"year" integer NOT NULL,
	"registered" integer NOT NULL,
	"passed" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_results_class" CHECK ("board_results"."board_class" in ('X', 'XII')),
	CONSTRAINT "board_results_counts" CHECK ("board_results"."registered" >= 0 and "board_results"."passed" >= 0 and "board_results"."passed" <= "board_results"."registered")
);
--> statement-breakpoint
CREATE TABLE "class_sections" (
	"class_name" text PRIMARY KEY NOT NULL,
	"sections" integer NOT NULL,
	"seats" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sections_counts" CHECK ("class_sections"."sections" >= 0 and "class_sections"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "committee_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"committee" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "committee_members_committee" CHECK ("committee_members"."committee" in ('smc', 'pta'))
);
--> statement-breakpoint
CREATE TABLE "disclosure_attestations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"attested_as" text NOT NULL,
	"attested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "fee_heads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session" text NOT NULL,
	"class_name" text NOT NULL,
	"head" text NOT NULL,
	"head_hi" text,
	"per" text NOT NULL,
	"amount" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_heads_per" CHECK ("fee_heads"."per" in ('admission', 'year', 'quarter', 'month')),
	CONSTRAINT "fee_heads_amount" CHECK ("fee_heads"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_sessions" (
	"session" text PRIMARY KEY NOT NULL,
	"form_vi_key" text,
	"form_vi_filed_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"qualification" text NOT NULL,
	"subjects" text DEFAULT '' NOT NULL,
	"trained" boolean NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disclosure_items" ADD COLUMN "shows" text;--> statement-breakpoint
ALTER TABLE "disclosure_items" ADD COLUMN "not_applicable_reason" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "attestation_deadline" text DEFAULT '02-15' NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosure_attestations" ADD CONSTRAINT "disclosure_attestations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_heads" ADD CONSTRAINT "fee_heads_session_fee_sessions_session_fk" FOREIGN KEY ("session") REFERENCES "public"."fee_sessions"("session") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_results_class_year_key" ON "board_results" USING btree ("board_class","year");--> statement-breakpoint
CREATE INDEX "committee_members_list_idx" ON "committee_members" USING btree ("committee","position");--> statement-breakpoint
CREATE INDEX "disclosure_attestations_newest_idx" ON "disclosure_attestations" USING btree ("attested_at");--> statement-breakpoint
CREATE INDEX "fee_heads_list_idx" ON "fee_heads" USING btree ("session","class_name","position");--> statement-breakpoint
CREATE INDEX "staff_members_list_idx" ON "staff_members" USING btree ("position");--> statement-breakpoint
-- Appendix IX's items that a table now answers (docs/specification.md §28) show it, where the school kept the item's
-- words as the template seeded them; an item reworded is left for staff to choose its table.
UPDATE "disclosure_items" SET "shows" = CASE "information"
	WHEN 'Fee structure of the school' THEN 'fees'
	WHEN 'List of School Management Committee (SMC)' THEN 'smc'
	WHEN 'List of Parents Teachers Association (PTA) members' THEN 'pta'
	WHEN 'Last three-year result of the board examination as per applicability' THEN 'results'
	WHEN 'Principal' THEN 'principal'
	WHEN 'Total no. of teachers (PGT, TGT, PRT)' THEN 'teachers'
	WHEN 'Teachers section ratio' THEN 'ratio'
	WHEN 'Details of special educator' THEN 'special_educator'
	WHEN 'Details of counsellor and wellness teacher' THEN 'counsellor'
END
WHERE "shows" IS NULL AND "information" IN (
	'Fee structure of the school',
	'List of School Management Committee (SMC)',
	'List of Parents Teachers Association (PTA) members',
	'Last three-year result of the board examination as per applicability',
	'Principal',
	'Total no. of teachers (PGT, TGT, PRT)',
	'Teachers section ratio',
	'Details of special educator',
	'Details of counsellor and wellness teacher'
);
