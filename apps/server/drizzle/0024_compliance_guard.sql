ALTER TYPE "public"."task_type" ADD VALUE 'safety-case';--> statement-breakpoint
ALTER TYPE "public"."task_type" ADD VALUE 'report';--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit" "business_unit" NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by_user_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit" "business_unit" NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"redacted_by_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"salt" text NOT NULL,
	"removed_hash" text NOT NULL,
	"occurrences" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safety_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit" "business_unit" NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"product" text NOT NULL,
	"what_happened" text NOT NULL,
	"learnt_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_rule_versions" (
	"unit" "business_unit" NOT NULL,
	"version" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"saved_by_user_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_safety_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "safety_case_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redactions" ADD CONSTRAINT "redactions_redacted_by_user_id_users_id_fk" FOREIGN KEY ("redacted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_cases" ADD CONSTRAINT "safety_cases_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_rule_versions" ADD CONSTRAINT "screen_rule_versions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_post_reporter_reason_unique" ON "content_reports" USING btree ("post_id","reporter_user_id","reason");--> statement-breakpoint
CREATE INDEX "redactions_object_idx" ON "redactions" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "safety_cases_unit_created_idx" ON "safety_cases" USING btree ("unit","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_rule_versions_unit_version_unique" ON "screen_rule_versions" USING btree ("unit","version");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_safety_case_id_safety_cases_id_fk" FOREIGN KEY ("safety_case_id") REFERENCES "public"."safety_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_report_id_content_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."content_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_safety_case_idx" ON "tasks" USING btree ("safety_case_id");--> statement-breakpoint
CREATE INDEX "tasks_report_idx" ON "tasks" USING btree ("report_id");--> statement-breakpoint
-- Issue 19: redaction is the one exception to the append-only audit trail (PRODUCT.md). Inside a
-- transaction that has set kizuki.redaction to 'on' (set_config(..., true): that transaction only),
-- an UPDATE may replace a row's before and after and nothing else; everything else stays refused.
CREATE OR REPLACE FUNCTION kizuki_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('kizuki.redaction', true), '') = 'on'
     AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.unit = OLD.unit
     AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id AND NEW.action = OLD.action
     AND NEW.object_type = OLD.object_type AND NEW.object_id = OLD.object_id THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
