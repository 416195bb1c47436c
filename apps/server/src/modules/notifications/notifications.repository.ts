import { and, count, desc, eq } from 'drizzle-orm';
import type { Notification } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/schema.ts';

export function createNotificationsRepository(db: Database) {
  return {
    async listForUser(userId: number, page: { limit: number; offset: number }) {
      const mine = eq(notifications.userId, userId);
      const [rows, [totals], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(notifications).where(mine),
        db
          .select({ unread: count() })
          .from(notifications)
          .where(and(mine, eq(notifications.isRead, false))),
      ]);
      return { rows, total: totals?.total ?? 0, unreadCount: unread?.unread ?? 0 };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

export function presentNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
