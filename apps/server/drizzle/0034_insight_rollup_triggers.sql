-- The insights' rollup (insight_week_counts, issue 22) kept current by the writes themselves:
-- every statement that inserts, updates or deletes posts nets its rows (old out, new in) per
-- week and combination, inside its own transaction, so the rollup never differs from a count over
-- the posts and no job has to catch up. Statement triggers with transition tables: a bulk insert
-- (an import, the scale seed) adds one row per combination, not one upsert per post; an update
-- that touches nothing counted (a comment count, a draft) nets to zero and writes nothing.

-- The Monday of the Tokyo week a moment falls in: the insights' weeks follow the company's
-- calendar, not the server's time zone.
CREATE FUNCTION kizuki_tokyo_week(moment timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_trunc('week', moment AT TIME ZONE 'Asia/Tokyo')::date
$$;
--> statement-breakpoint
-- A post keeps the organization its author was in when writing it: the area an observation comes
-- from does not move when the author later changes organization, and the rollup's rows stay
-- those the post was counted in.
CREATE FUNCTION kizuki_posts_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.organization_id IS NULL THEN
    SELECT organization_id INTO NEW.organization_id FROM users WHERE id = NEW.author_user_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_organization BEFORE INSERT ON "posts"
  FOR EACH ROW EXECUTE FUNCTION kizuki_posts_organization();
--> statement-breakpoint
-- The posts written before this migration: their author's organization now. The timeline's row
-- trigger would announce each of them; nothing a list shows changes here.
ALTER TABLE "posts" DISABLE TRIGGER posts_timeline_updated;
--> statement-breakpoint
UPDATE "posts" SET organization_id = users.organization_id
  FROM users WHERE users.id = posts.author_user_id AND users.organization_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ENABLE TRIGGER posts_timeline_updated;
--> statement-breakpoint
-- Nets a statement's rows into the rollup: each counted old row taken away (sign -1), each counted
-- new row added (sign 1), per week and combination; a combination whose shares cancel (an update
-- of something not counted) is not written. What counts is what the timeline holds: published
-- posts and quotes. The transition tables are read through EXECUTE so that one statement serves
-- the three operations.
CREATE FUNCTION kizuki_insight_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted constant text := 'SELECT %s AS sign, unit, published_at, organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id, like_count, same_count, more_count FROM %I WHERE status = ''published'' AND kind IN (''post'', ''quote'')';
  changed text;
BEGIN
  changed := CASE TG_OP
    WHEN 'INSERT' THEN format(counted, 1, 'new_rows')
    WHEN 'DELETE' THEN format(counted, -1, 'old_rows')
    ELSE format(counted, -1, 'old_rows') || ' UNION ALL ' || format(counted, 1, 'new_rows')
  END;
  EXECUTE format($statement$
    INSERT INTO insight_week_counts AS counts
      (unit, week, organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id, post_count, like_count, same_count, more_count)
    SELECT unit, kizuki_tokyo_week(published_at), organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id,
           sum(sign), sum(sign * like_count), sum(sign * same_count), sum(sign * more_count)
    FROM (%s) AS changed
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
    HAVING sum(sign) <> 0 OR sum(sign * like_count) <> 0 OR sum(sign * same_count) <> 0
        OR sum(sign * more_count) <> 0
    ON CONFLICT ON CONSTRAINT insight_week_counts_key DO UPDATE SET
      post_count = counts.post_count + excluded.post_count,
      like_count = counts.like_count + excluded.like_count,
      same_count = counts.same_count + excluded.same_count,
      more_count = counts.more_count + excluded.more_count
  $statement$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_insight_counts_inserted AFTER INSERT ON "posts"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kizuki_insight_counts_changed();
--> statement-breakpoint
CREATE TRIGGER posts_insight_counts_updated AFTER UPDATE ON "posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kizuki_insight_counts_changed();
--> statement-breakpoint
CREATE TRIGGER posts_insight_counts_deleted AFTER DELETE ON "posts"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kizuki_insight_counts_changed();
--> statement-breakpoint
-- The posts already there, counted once; the triggers above hold writes back until this commits.
INSERT INTO insight_week_counts
  (unit, week, organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id, post_count, like_count, same_count, more_count)
SELECT unit, kizuki_tokyo_week(published_at), organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id,
       count(*), sum(like_count), sum(same_count), sum(more_count)
FROM posts WHERE status = 'published' AND kind IN ('post', 'quote')
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12;
