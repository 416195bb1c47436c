ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_open_group_unique" ON "notifications" USING btree ("user_id","group_key") WHERE not "notifications"."is_read" and "notifications"."group_key" is not null;