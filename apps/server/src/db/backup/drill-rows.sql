-- The restore drill's rows for the tables the demo data leaves empty, so that every table the app
-- owns is compared with rows in it (jsonb, uuid, bytea-free text, timestamps and enums included).
-- Each row hangs off the demo's first user, post, notification and task.
INSERT INTO audit_log (unit, action, object_type, object_id)
  SELECT unit, 'restore-drill', 'user', id::text FROM users ORDER BY id LIMIT 1;
INSERT INTO content_reports (unit, post_id, reporter_user_id, reason, comment)
  SELECT p.unit, p.id, u.id, 'other', 'restore drill'
    FROM posts p JOIN users u ON u.unit = p.unit ORDER BY p.id, u.id LIMIT 1;
INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
  SELECT id, 'restore-drill', 'hash', 201, '{"id": 1, "note": "restore drill"}' FROM users ORDER BY id LIMIT 1;
INSERT INTO post_reads (user_id, post_id)
  SELECT u.id, p.id FROM posts p JOIN users u ON u.unit = p.unit ORDER BY p.id, u.id LIMIT 1;
INSERT INTO push_outbox (notification_id) SELECT id FROM notifications ORDER BY id LIMIT 1;
INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
  SELECT id, 'https://push.example.com/restore-drill', 'p256dh', 'auth' FROM users ORDER BY id LIMIT 1;
INSERT INTO redactions (unit, object_type, object_id, redacted_by_user_id, reason, salt, removed_hash, occurrences)
  SELECT p.unit, 'post', p.id, u.id, 'restore drill', 'salt', 'hash', 1
    FROM posts p JOIN users u ON u.unit = p.unit ORDER BY p.id, u.id LIMIT 1;
INSERT INTO safety_cases (unit, reporter_user_id, product, what_happened, learnt_at, source)
  SELECT unit, id, 'product', 'restore drill', '2026-11-27T09:00:00Z', 'other' FROM users ORDER BY id LIMIT 1;
INSERT INTO saved_searches (user_id, unit, name) SELECT id, unit, 'restore drill' FROM users ORDER BY id LIMIT 1;
INSERT INTO saved_search_notices (user_id, post_id)
  SELECT u.id, p.id FROM posts p JOIN users u ON u.unit = p.unit ORDER BY p.id, u.id LIMIT 1;
INSERT INTO saved_search_outbox (post_id) SELECT id FROM posts ORDER BY id LIMIT 1;
INSERT INTO screen_rule_versions (unit, version, rules) SELECT unit, 1, '{"rules": []}' FROM users ORDER BY id LIMIT 1;
INSERT INTO server_settings (key, value) VALUES ('restore-drill', '{"kept": true}');
INSERT INTO task_nudges (task_id, kind) SELECT id, 'reminder' FROM tasks ORDER BY id LIMIT 1;
INSERT INTO usage_events (user_id, event_id, unit, role, action, occurred_at)
  SELECT id, '00000000-0000-4000-8000-000000000024', unit, role, 'restore-drill', '2026-11-27T09:00:00Z'
    FROM users ORDER BY id LIMIT 1;
INSERT INTO oidc_models (model, id, payload, grant_id, uid, expires_at)
  VALUES ('Session', 'restore-drill', '{"accountId": "restore-drill"}', 'grant-restore-drill',
          'uid-restore-drill', '2026-11-28T09:00:00Z');
