-- A new notification for someone with a push subscription enters the push outbox in the
-- transaction that creates it, and the push relays of every server process are woken at commit
-- (NOTIFY kizuki_push). A grouped notification that only counts one more reaction is an UPDATE,
-- not an INSERT: it is not pushed again.
CREATE FUNCTION kizuki_notification_to_push_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = NEW.user_id) THEN
    INSERT INTO push_outbox (notification_id) VALUES (NEW.id);
    PERFORM pg_notify('kizuki_push', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER notifications_to_push_outbox AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION kizuki_notification_to_push_outbox();
