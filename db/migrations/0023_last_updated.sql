CREATE TABLE "page_area_changes" (
	"area" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
