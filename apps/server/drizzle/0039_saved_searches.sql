-- Saved searches (issue 23): the searches (with the keyword's LIKE pattern as the timeline builds
-- it), the (user, post) pairs already notified (so a post notifies a person once even when its
-- matching job runs twice) and the outbox of published posts waiting to be matched, written in the
-- publishing transaction.
CREATE TABLE "saved_search_notices" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"saved_search_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_notices_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_outbox" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"unit" "business_unit" NOT NULL,
	"name" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"keyword_pattern" text GENERATED ALWAYS AS ('%' || replace(replace(replace(kizuki_fold(keyword), '\', '\\'), '%', '\%'), '_', '\_') || '%') STORED,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_notices" ADD CONSTRAINT "saved_search_notices_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_outbox" ADD CONSTRAINT "saved_search_outbox_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_unit_notify_idx" ON "saved_searches" USING btree ("unit") WHERE "saved_searches"."notify";