CREATE TYPE "public"."content_kind" AS ENUM('post', 'reply', 'quote');--> statement-breakpoint
CREATE TYPE "public"."post_status" AS ENUM('draft', 'review', 'published', 'archived', 'unpublished', 'deleted');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit" "business_unit" NOT NULL,
	"author_user_id" integer NOT NULL,
	"kind" "content_kind" NOT NULL,
	"parent_id" integer,
	"quoted_id" integer,
	"status" "post_status" NOT NULL,
	"body" text NOT NULL,
	"occupation_group_id" integer,
	"workplace_id" integer,
	"occupation_id" integer,
	"disease_group_id" integer,
	"disease_id" integer,
	"product_group_id" integer,
	"competitive_product_id" integer,
	"category_id" integer,
	"activity_id" integer,
	"self_check" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_quoted_id_posts_id_fk" FOREIGN KEY ("quoted_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_occupation_group_id_master_items_id_fk" FOREIGN KEY ("occupation_group_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_workplace_id_master_items_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_occupation_id_master_items_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_disease_group_id_master_items_id_fk" FOREIGN KEY ("disease_group_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_disease_id_master_items_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_product_group_id_master_items_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_competitive_product_id_master_items_id_fk" FOREIGN KEY ("competitive_product_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_master_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_activity_id_master_items_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_author_status_idx" ON "posts" USING btree ("author_user_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "posts_unit_status_published_idx" ON "posts" USING btree ("unit","status","published_at");--> statement-breakpoint
CREATE INDEX "posts_parent_idx" ON "posts" USING btree ("parent_id");