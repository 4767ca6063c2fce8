CREATE TABLE "breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"what_happened" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"data_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_other" text,
	"people_affected" integer,
	"board_told_at" timestamp with time zone,
	"parents_told_at" timestamp with time zone,
	"actions_taken" text,
	"recorded_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "breaches_detected_at_idx" ON "breaches" USING btree ("detected_at" DESC NULLS LAST);