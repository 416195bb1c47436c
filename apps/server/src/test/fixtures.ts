import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { notifications, tasks, users } from '../db/schema.ts';

export async function userIdOf(
  db: Database,
  email: string,
): Promise<{ id: number; unit: (typeof users.$inferSelect)['unit'] }> {
  const [row] = await db
    .select({ id: users.id, unit: users.unit })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

export async function addTasks(
  db: Database,
  email: string,
  items: {
    status?: (typeof tasks.$inferInsert)['status'];
    dueOn: string;
    type?: (typeof tasks.$inferInsert)['type'];
  }[],
) {
  const user = await userIdOf(db, email);
  await db.insert(tasks).values(
    items.map((item, index) => ({
      unit: user.unit,
      assigneeUserId: user.id,
      type: item.type ?? 'approval',
      status: item.status ?? 'to-do',
      dueOn: item.dueOn,
      title: `Task ${index + 1}`,
    })),
  );
}

export async function addNotifications(db: Database, email: string, count: number, read = false) {
  const user = await userIdOf(db, email);
  await db.insert(notifications).values(
    Array.from({ length: count }, (_, index) => ({
      unit: user.unit,
      userId: user.id,
      kind: 'reply',
      title: `Notification ${index + 1}`,
      link: `/posts/${index + 1}`,
      isRead: read,
    })),
  );
}
