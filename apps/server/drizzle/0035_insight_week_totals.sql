CREATE TABLE "insight_week_totals" (
	"unit" "business_unit" NOT NULL,
	"week" date NOT NULL,
	"grouping" text NOT NULL,
	"item_id" integer,
	"other_item_id" integer,
	"post_count" integer NOT NULL,
	"like_count" integer NOT NULL,
	"same_count" integer NOT NULL,
	"more_count" integer NOT NULL,
	CONSTRAINT "insight_week_totals_key" UNIQUE NULLS NOT DISTINCT("unit","week","grouping","item_id","other_item_id")
);
--> statement-breakpoint
-- The triggers of migration 0034 now net each statement's rows into both rollups: the
-- combinations (insight_week_counts) and, for a period read without filters, the groupings the
-- screen shows (insight_week_totals: each post counted once per grouping).
CREATE OR REPLACE FUNCTION kizuki_insight_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted constant text := 'SELECT %s AS sign, unit, kizuki_tokyo_week(published_at) AS week, organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id, like_count, same_count, more_count FROM %I WHERE status = ''published'' AND kind IN (''post'', ''quote'')';
  changed text;
BEGIN
  changed := CASE TG_OP
    WHEN 'INSERT' THEN format(counted, 1, 'new_rows')
    WHEN 'DELETE' THEN format(counted, -1, 'old_rows')
    ELSE format(counted, -1, 'old_rows') || ' UNION ALL ' || format(counted, 1, 'new_rows')
  END;
  EXECUTE format($statement$
    WITH changed AS (%s),
    combinations AS (
      INSERT INTO insight_week_counts AS counts
        (unit, week, organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id, post_count, like_count, same_count, more_count)
      SELECT unit, week, organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id,
             sum(sign), sum(sign * like_count), sum(sign * same_count), sum(sign * more_count)
      FROM changed
      GROUP BY unit, week, organization_id, occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id, product_group_id, competitive_product_id, category_id, activity_id
      HAVING sum(sign) <> 0 OR sum(sign * like_count) <> 0 OR sum(sign * same_count) <> 0
          OR sum(sign * more_count) <> 0
      ON CONFLICT ON CONSTRAINT insight_week_counts_key DO UPDATE SET
        post_count = counts.post_count + excluded.post_count,
        like_count = counts.like_count + excluded.like_count,
        same_count = counts.same_count + excluded.same_count,
        more_count = counts.more_count + excluded.more_count
    )
    INSERT INTO insight_week_totals AS totals
      (unit, week, grouping, item_id, other_item_id, post_count, like_count, same_count, more_count)
    SELECT unit, week, grouping, item_id, other_item_id,
           sum(sign), sum(sign * like_count), sum(sign * same_count), sum(sign * more_count)
    FROM changed CROSS JOIN LATERAL (VALUES ('all', NULL::integer, NULL::integer),
        ('competitiveProductId', competitive_product_id, NULL),
        ('diseaseGroupId', disease_group_id, NULL),
        ('diseaseId', disease_id, NULL),
        ('categoryId', category_id, NULL),
        ('activityId', activity_id, NULL),
        ('organizationId', organization_id, NULL),
        ('productDiseaseGroup', competitive_product_id, disease_group_id)) AS g (grouping, item_id, other_item_id)
    GROUP BY unit, week, grouping, item_id, other_item_id
    HAVING sum(sign) <> 0 OR sum(sign * like_count) <> 0 OR sum(sign * same_count) <> 0
        OR sum(sign * more_count) <> 0
    ON CONFLICT ON CONSTRAINT insight_week_totals_key DO UPDATE SET
      post_count = totals.post_count + excluded.post_count,
      like_count = totals.like_count + excluded.like_count,
      same_count = totals.same_count + excluded.same_count,
      more_count = totals.more_count + excluded.more_count
  $statement$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The groupings of what is already counted. Writes to posts wait until this migration commits,
-- so that none is counted twice or missed between the function's change and this copy.
LOCK TABLE "posts" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO insight_week_totals
  (unit, week, grouping, item_id, other_item_id, post_count, like_count, same_count, more_count)
SELECT unit, week, grouping, item_id, other_item_id,
       sum(post_count), sum(like_count), sum(same_count), sum(more_count)
FROM insight_week_counts CROSS JOIN LATERAL (VALUES ('all', NULL::integer, NULL::integer),
        ('competitiveProductId', competitive_product_id, NULL),
        ('diseaseGroupId', disease_group_id, NULL),
        ('diseaseId', disease_id, NULL),
        ('categoryId', category_id, NULL),
        ('activityId', activity_id, NULL),
        ('organizationId', organization_id, NULL),
        ('productDiseaseGroup', competitive_product_id, disease_group_id)) AS g (grouping, item_id, other_item_id)
GROUP BY unit, week, grouping, item_id, other_item_id
HAVING sum(post_count) <> 0 OR sum(like_count) <> 0 OR sum(same_count) <> 0 OR sum(more_count) <> 0;
