import { sql } from 'drizzle-orm';
import type { BusinessUnit, NotificationKind } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/schema.ts';

export interface NewNotification {
  unit: BusinessUnit;
  userId: number;
  kind: NotificationKind;
  /** A short line for the list: the first words of the post or the question. */
  title: string;
  /** The screen it opens, as an app path. */
  link: string;
  /** Events with the same key join one unread notification (reactions on one post). */
  groupKey?: string;
}

/** The longest title stored: the list shows one line of it. */
const TITLE_LENGTH = 80;

/**
 * Tells people about something, in the caller's transaction, so the notice commits with the change
 * it announces. A grouped event joins the recipient's unread notification of its group: counted,
 * and moved to the top.
 */
export async function notify(db: Database, items: NewNotification[]): Promise<void> {
  const single = items.filter((item) => !item.groupKey);
  const grouped = items.filter((item) => item.groupKey);
  const row = (item: NewNotification) => ({ ...item, title: item.title.slice(0, TITLE_LENGTH) });
  if (single.length > 0) await db.insert(notifications).values(single.map(row));
  for (const item of grouped) {
    await db
      .insert(notifications)
      .values(row(item))
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.groupKey],
        targetWhere: sql`not ${notifications.isRead} and ${notifications.groupKey} is not null`,
        set: {
          count: sql`${notifications.count} + 1`,
          title: sql`excluded.title`,
          createdAt: sql`now()`,
        },
      });
  }
}
