ALTER TABLE "tasks" ADD COLUMN "answer_post_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_answer_post_id_posts_id_fk" FOREIGN KEY ("answer_post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_answer_post_idx" ON "tasks" USING btree ("answer_post_id");--> statement-breakpoint
CREATE INDEX "tasks_requester_type_idx" ON "tasks" USING btree ("requested_by_user_id","type","created_at");--> statement-breakpoint
-- PRODUCT.md: nothing deletes the audit trail. The triggers refuse every UPDATE, DELETE and
-- TRUNCATE of audit_log, by any role, on PGlite and PostgreSQL alike. Only the table's owner can
-- disable a trigger, so a deployment's application role should not own it (docs/decisions.md).
CREATE FUNCTION kizuki_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION kizuki_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION kizuki_audit_log_append_only();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM PUBLIC;
