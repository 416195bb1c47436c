ALTER TABLE "terms_versions" ADD COLUMN "unit" "business_unit";--> statement-breakpoint
ALTER TABLE "terms_versions" ADD COLUMN "published_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;