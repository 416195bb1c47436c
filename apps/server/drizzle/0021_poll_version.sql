-- One poll version (docs/architecture.md, "Polls"): which rows make up a user's version lives here
-- and only here. It moves with the user's notifications and tasks (migration 0015's triggers
-- stamp their change_seq), with the posts the user marks read, and with any post of the user's
-- unit entering or leaving the published state: together they cover the three polls of every tab
-- (notifications, tasks and badges, the unread count). All values come from one sequence, so the
-- greatest of them moves whenever any of them does.
CREATE FUNCTION kizuki_poll_version(for_user integer) RETURNS bigint
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT greatest(
    (SELECT max(change_seq) FROM notifications WHERE user_id = for_user),
    (SELECT max(change_seq) FROM tasks WHERE assignee_user_id = for_user),
    (SELECT change_seq FROM poll_changes WHERE scope = 'reads:' || for_user),
    (SELECT poll_changes.change_seq FROM poll_changes JOIN users ON users.id = for_user
      WHERE poll_changes.scope = 'unit:' || users.unit::text),
    0)
$$;
--> statement-breakpoint
-- Moves a poll scope to a new change_seq and tells every server process at commit: 'v:<user>'
-- for one user's scope, 'n:<unit>' for a unit's (each process forgets the versions of that unit's
-- users it remembers).
CREATE FUNCTION kizuki_poll_scope_changed(changed_scope text, announcement text) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO poll_changes (scope) VALUES (changed_scope)
    ON CONFLICT (scope) DO UPDATE SET change_seq = nextval('kizuki_change_seq');
  SELECT pg_notify('kizuki_changes', announcement);
$$;
--> statement-breakpoint
CREATE FUNCTION kizuki_posts_published_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.status = 'published')
     OR (TG_OP = 'UPDATE' AND OLD.status IS DISTINCT FROM NEW.status
         AND 'published' IN (OLD.status, NEW.status)) THEN
    PERFORM kizuki_poll_scope_changed('unit:' || NEW.unit::text, 'n:' || NEW.unit::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_published_changed AFTER INSERT OR UPDATE OF status ON "posts"
  FOR EACH ROW EXECUTE FUNCTION kizuki_posts_published_changed();
--> statement-breakpoint
-- Once per statement and reader, however many posts one PUT /posts/reads marked.
CREATE FUNCTION kizuki_post_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reader integer;
BEGIN
  FOR reader IN SELECT DISTINCT user_id FROM inserted LOOP
    PERFORM kizuki_poll_scope_changed('reads:' || reader, 'v:' || reader);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_reads_changed AFTER INSERT ON "post_reads"
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION kizuki_post_reads_changed();
