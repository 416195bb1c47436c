import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PostFilters, SavedSearch } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { savedSearches } from '../../db/schema.ts';
import type { UserRecord } from '../users/users.repository.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export interface NewSavedSearch {
  name: string;
  keyword: string;
  filters: PostFilters;
  notify: boolean;
}

/** A row as the API answers it. */
export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    keyword: row.keyword,
    filters: row.filters,
    notify: row.notify,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A person's own saved searches, in the unit they are in: another person's, or one saved in
 * another unit, is not found (404).
 */
export function createSavedSearchesRepository(db: Database) {
  const own = (owner: UserRecord, id?: number) =>
    and(
      eq(savedSearches.userId, owner.id),
      eq(savedSearches.unit, owner.unit),
      id === undefined ? undefined : eq(savedSearches.id, id),
    );
  return {
    list(owner: UserRecord) {
      return db.select().from(savedSearches).where(own(owner)).orderBy(asc(savedSearches.id));
    },
    /**
     * How many the person keeps, counted under a lock on their user row so that two concurrent
     * saves cannot both pass the limit (the caller's transaction).
     */
    async countLocked(owner: UserRecord) {
      await db.execute(sql`select 1 from users where id = ${owner.id} for update`);
      const [row] = await db.select({ n: count() }).from(savedSearches).where(own(owner));
      return row?.n ?? 0;
    },
    async insert(owner: UserRecord, search: NewSavedSearch) {
      const [row] = await db
        .insert(savedSearches)
        .values({ ...search, userId: owner.id, unit: owner.unit })
        .returning();
      return row!;
    },
    async update(owner: UserRecord, id: number, change: { name?: string; notify?: boolean }) {
      const [row] = await db
        .update(savedSearches)
        .set({ ...change, updatedAt: new Date() })
        .where(own(owner, id))
        .returning();
      return row;
    },
    async remove(owner: UserRecord, id: number) {
      const removed = await db
        .delete(savedSearches)
        .where(own(owner, id))
        .returning({ id: savedSearches.id });
      return removed.length > 0;
    },
  };
}
