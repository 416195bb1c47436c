-- The timeline's announcement ('t:<unit>', migration 0030) only for rows a list can show: a post
-- published or archived before or after the change. A draft saved, or a post in review, changes
-- no list, and announced, made every server process forget the unit's remembered pages.
DROP TRIGGER posts_timeline_changed ON "posts";
--> statement-breakpoint
CREATE TRIGGER posts_timeline_inserted AFTER INSERT ON "posts"
  FOR EACH ROW WHEN (NEW.status IN ('published', 'archived'))
  EXECUTE FUNCTION kizuki_timeline_changed();
--> statement-breakpoint
CREATE TRIGGER posts_timeline_updated AFTER UPDATE ON "posts"
  FOR EACH ROW WHEN (OLD.status IN ('published', 'archived') OR NEW.status IN ('published', 'archived'))
  EXECUTE FUNCTION kizuki_timeline_changed();
--> statement-breakpoint
CREATE TRIGGER posts_timeline_deleted AFTER DELETE ON "posts"
  FOR EACH ROW WHEN (OLD.status IN ('published', 'archived'))
  EXECUTE FUNCTION kizuki_timeline_changed();
