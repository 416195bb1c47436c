-- 't:<unit>' on the changes channel (docs/decisions.md, "The timeline's first page from memory"):
-- something a unit's timeline shows changed: a post's text, status or counters (a reaction, a
-- reply), a new post, or a classification item's name. Every server process then forgets the first
-- pages of that unit's timeline it remembers. Authors' and organizations' names are announced
-- already ('u:').
CREATE FUNCTION kizuki_timeline_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kizuki_changes', 't:' || OLD.unit::text);
  ELSE
    PERFORM pg_notify('kizuki_changes', 't:' || NEW.unit::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_timeline_changed AFTER INSERT OR UPDATE OR DELETE ON "posts"
  FOR EACH ROW EXECUTE FUNCTION kizuki_timeline_changed();
--> statement-breakpoint
CREATE TRIGGER master_items_timeline_changed AFTER UPDATE ON "master_items"
  FOR EACH ROW EXECUTE FUNCTION kizuki_timeline_changed();
