CREATE TABLE "post_reads" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_quoted_idx" ON "posts" USING btree ("quoted_id");--> statement-breakpoint
CREATE INDEX "posts_unit_status_same_idx" ON "posts" USING btree ("unit","status","same_count","published_at","id");--> statement-breakpoint
CREATE INDEX "posts_unit_status_like_idx" ON "posts" USING btree ("unit","status","like_count","published_at","id");--> statement-breakpoint
CREATE INDEX "posts_disease_status_idx" ON "posts" USING btree ("disease_id","status");