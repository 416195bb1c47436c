CREATE TABLE "usage_events" (
	"user_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"unit" "business_unit" NOT NULL,
	"role" "user_role" NOT NULL,
	"action" text NOT NULL,
	"screen" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_events_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_events_unit_occurred_idx" ON "usage_events" USING btree ("unit","occurred_at");