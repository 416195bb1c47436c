CREATE TABLE "insight_week_counts" (
	"unit" "business_unit" NOT NULL,
	"week" date NOT NULL,
	"organization_id" integer,
	"occupation_group_id" integer,
	"workplace_id" integer,
	"occupation_id" integer,
	"disease_group_id" integer,
	"disease_id" integer,
	"product_group_id" integer,
	"competitive_product_id" integer,
	"category_id" integer,
	"activity_id" integer,
	"post_count" integer NOT NULL,
	"like_count" integer NOT NULL,
	"same_count" integer NOT NULL,
	"more_count" integer NOT NULL,
	CONSTRAINT "insight_week_counts_key" UNIQUE NULLS NOT DISTINCT("unit","week","organization_id","occupation_group_id","workplace_id","occupation_id","disease_group_id","disease_id","product_group_id","competitive_product_id","category_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "organization_id" integer;--> statement-breakpoint
CREATE INDEX "insight_week_counts_product_idx" ON "insight_week_counts" USING btree ("unit","competitive_product_id","week");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_unit_status_more_idx" ON "posts" USING btree ("unit","status","more_count","published_at","id");