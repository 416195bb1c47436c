-- The terms in force before they had versions are version 1: whoever accepted them then (agreed_at)
-- has accepted version 1, at that time.
INSERT INTO "terms_versions" ("version", "published_at") VALUES (1, now());
--> statement-breakpoint
UPDATE "users" SET "terms_version" = 1, "terms_accepted_at" = "agreed_at" WHERE "agreed_at" IS NOT NULL;
--> statement-breakpoint
-- A new version (or a changed text) changes what every cached user record knows about the terms:
-- every server process forgets its cached users ('u:*'), as for a change of an organization.
CREATE FUNCTION kizuki_terms_versions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kizuki_changes', 'u:*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER terms_versions_changed AFTER INSERT OR UPDATE OR DELETE ON "terms_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION kizuki_terms_versions_changed();
