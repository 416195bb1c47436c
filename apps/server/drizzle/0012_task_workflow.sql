ALTER TABLE "tasks" ADD COLUMN "post_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "requested_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "question" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "decided_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_post_idx" ON "tasks" USING btree ("post_id");