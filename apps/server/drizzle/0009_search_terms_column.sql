ALTER TABLE "posts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (kizuki_search_terms(body)) STORED;--> statement-breakpoint
-- drizzle-kit drops the column's GIN index with the column but does not recreate it (its snapshot
-- still lists the index), so this statement is added by hand before the migration landed.
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");
