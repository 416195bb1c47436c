CREATE TYPE "public"."master_collection" AS ENUM('occupationGroups', 'workplaces', 'occupations', 'diseaseGroups', 'diseases', 'productGroups', 'competitiveProducts', 'categories', 'activities');--> statement-breakpoint
CREATE TABLE "master_item_disease_groups" (
	"item_id" integer NOT NULL,
	"disease_group_id" integer NOT NULL,
	CONSTRAINT "master_item_disease_groups_item_id_disease_group_id_pk" PRIMARY KEY("item_id","disease_group_id")
);
--> statement-breakpoint
CREATE TABLE "master_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "master_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit" "business_unit" NOT NULL,
	"collection" "master_collection" NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"sub_group_id" smallint,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_items_unit_collection_code_unique" UNIQUE("unit","collection","code")
);
--> statement-breakpoint
ALTER TABLE "master_item_disease_groups" ADD CONSTRAINT "master_item_disease_groups_item_id_master_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."master_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_item_disease_groups" ADD CONSTRAINT "master_item_disease_groups_disease_group_id_master_items_id_fk" FOREIGN KEY ("disease_group_id") REFERENCES "public"."master_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "master_item_disease_groups_group_idx" ON "master_item_disease_groups" USING btree ("disease_group_id");--> statement-breakpoint
CREATE INDEX "master_items_unit_collection_order_idx" ON "master_items" USING btree ("unit","collection","sort_order");