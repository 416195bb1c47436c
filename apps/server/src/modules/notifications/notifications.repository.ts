import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Notification } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/schema.ts';
import { containsKeyword } from '../../db/text-match.ts';

export function createNotificationsRepository(db: Database) {
  /** How many of the user's notifications are unread, for the notification badge. */
  async function countUnread(userId: number): Promise<number> {
    const [unread] = await db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return unread?.unread ?? 0;
  }

  return {
    countUnread,
    async listForUser(userId: number, page: { limit: number; offset: number; keyword?: string }) {
      const mine = eq(notifications.userId, userId);
      // A person's notices are a few hundred at most: a direct, case- and width-blind test.
      const listed = page.keyword
        ? and(mine, containsKeyword(notifications.title, page.keyword))
        : mine;
      const [rows, [totals], unreadCount] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(listed)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(notifications).where(listed),
        countUnread(userId),
      ]);
      return { rows, total: totals?.total ?? 0, unreadCount };
    },

    /** One of the user's notifications, or null (someone else's is not found). */
    async findForUser(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row ?? null;
    },

    /**
     * Marks the user's notifications read: one (by id) or all. Idempotent: what is read stays as
     * it was read. Answers whether the one asked for exists, and the unread count after.
     */
    async markRead(userId: number, id: number | null) {
      const mine = eq(notifications.userId, userId);
      const [found] = await db
        .update(notifications)
        .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(mine, id === null ? eq(notifications.isRead, false) : eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return { found: id === null || found !== undefined, unreadCount: await countUnread(userId) };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

export function presentNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    count: row.count,
    title: row.title,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
