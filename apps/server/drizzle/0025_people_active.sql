ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A change of a user (an admin's edit, a deactivation, an acceptance of the terms) moves that
-- user's poll version too (scope 'user:<id>'), so that their next 30-second poll answers 200 and
-- the client reads its own record again: a changed role changes the menu on the next poll.
CREATE OR REPLACE FUNCTION kizuki_poll_version(for_user integer) RETURNS bigint
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT greatest(
    (SELECT max(change_seq) FROM notifications WHERE user_id = for_user),
    (SELECT max(change_seq) FROM tasks WHERE assignee_user_id = for_user),
    (SELECT change_seq FROM poll_changes WHERE scope = 'reads:' || for_user),
    (SELECT change_seq FROM poll_changes WHERE scope = 'user:' || for_user),
    (SELECT poll_changes.change_seq FROM poll_changes JOIN users ON users.id = for_user
      WHERE poll_changes.scope = 'unit:' || users.unit::text),
    0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kizuki_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kizuki_changes', 'u:' || OLD.id);
  IF TG_OP = 'UPDATE' THEN
    PERFORM kizuki_poll_scope_changed('user:' || OLD.id, 'v:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
