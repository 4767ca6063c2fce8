CREATE TABLE "link_check_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer,
	"broken" integer,
	CONSTRAINT "link_check_runs_week_unique" UNIQUE("week")
);
--> statement-breakpoint
CREATE TABLE "link_checks" (
	"url" text PRIMARY KEY NOT NULL,
	"used_in" jsonb NOT NULL,
	"broken_since" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	"status" integer,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "link_check_runs_started_idx" ON "link_check_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "link_checks_broken_idx" ON "link_checks" USING btree ("broken_since");