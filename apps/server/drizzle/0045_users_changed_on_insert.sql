-- Issue 41: a person may be registered in several units, and a sign-in uses the first active
-- registration; a new registration can change whom an e-mail signs in as, so every process's
-- memory of users by e-mail (modules/changes/poll-versions.ts) hears of an insert too.
CREATE OR REPLACE FUNCTION kizuki_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kizuki_changes', 'u:' || NEW.id);
    RETURN NULL;
  END IF;
  PERFORM pg_notify('kizuki_changes', 'u:' || OLD.id);
  IF TG_OP = 'UPDATE' THEN
    PERFORM kizuki_poll_scope_changed('user:' || OLD.id, 'v:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "users_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION kizuki_users_changed();
