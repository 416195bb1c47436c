CREATE SEQUENCE "public"."kizuki_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "change_seq" bigint DEFAULT nextval('kizuki_change_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "change_seq" bigint DEFAULT nextval('kizuki_change_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_change_idx" ON "notifications" USING btree ("user_id","change_seq");--> statement-breakpoint
CREATE INDEX "tasks_assignee_change_idx" ON "tasks" USING btree ("assignee_user_id","change_seq");--> statement-breakpoint
-- Every write of a notification or a task takes a new change_seq and tells every server process,
-- at commit, whose polls changed (NOTIFY kizuki_changes 'v:<user>'; identical payloads are sent
-- once per transaction). A change of a user or an organization tells them to forget cached users
-- ('u:<user>', or 'u:*'). Deleting rows is not part of the product and is not announced.
CREATE FUNCTION kizuki_poll_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column naming the user whose polls read the row: the trigger's argument.
  owner text := to_jsonb(NEW) ->> TG_ARGV[0];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.change_seq := nextval('kizuki_change_seq');
  END IF;
  PERFORM pg_notify('kizuki_changes', 'v:' || owner);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER notifications_changed BEFORE INSERT OR UPDATE ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION kizuki_poll_rows_changed('user_id');--> statement-breakpoint
CREATE TRIGGER tasks_changed BEFORE INSERT OR UPDATE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION kizuki_poll_rows_changed('assignee_user_id');--> statement-breakpoint
CREATE FUNCTION kizuki_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kizuki_changes', 'u:' || OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION kizuki_users_changed();--> statement-breakpoint
CREATE FUNCTION kizuki_organizations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kizuki_changes', 'u:*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organizations_changed AFTER UPDATE OR DELETE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION kizuki_organizations_changed();
