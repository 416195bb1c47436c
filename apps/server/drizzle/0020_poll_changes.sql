CREATE TABLE "poll_changes" (
	"scope" text PRIMARY KEY NOT NULL,
	"change_seq" bigint DEFAULT nextval('kizuki_change_seq') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" drop column "search_text";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (kizuki_fold(body)) STORED;