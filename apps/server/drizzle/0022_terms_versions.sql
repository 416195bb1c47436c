CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text_ja" text,
	"text_en" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_terms_version_terms_versions_version_fk" FOREIGN KEY ("terms_version") REFERENCES "public"."terms_versions"("version") ON DELETE no action ON UPDATE no action;