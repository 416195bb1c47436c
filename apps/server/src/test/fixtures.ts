import { eq } from 'drizzle-orm';
import {
  COLLECTION_OF,
  wizardSteps,
  type BusinessUnit,
  type Classification,
  type PostStatus,
} from '@kizuki/shared';
import { createMasterDataRepository } from '../modules/master-data/master-data.repository.ts';
import type { Database } from '../db/database.ts';
import { notifications, posts, tasks, users } from '../db/schema.ts';
import { testClock } from './test-clock.ts';

/** The person of the e-mail: their first registration, where a test made a second (issue 41). */
export async function userIdOf(
  db: Database,
  email: string,
): Promise<{ id: number; unit: (typeof users.$inferSelect)['unit'] }> {
  const [row] = await db
    .select({ id: users.id, unit: users.unit })
    .from(users)
    .where(eq(users.email, email))
    .orderBy(users.id)
    .limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** An open approval task of the post, held by the person of `assigneeEmail`: the row. */
export async function addApprovalTask(
  db: Database,
  assigneeEmail: string,
  post: { id: number; unit: (typeof posts.$inferSelect)['unit']; authorUserId: number },
) {
  const assignee = await userIdOf(db, assigneeEmail);
  const [row] = await db
    .insert(tasks)
    .values({
      unit: post.unit,
      assigneeUserId: assignee.id,
      type: 'approval',
      status: 'to-do',
      dueOn: '2099-01-01',
      title: 'approve',
      postId: post.id,
      requestedByUserId: post.authorUserId,
    })
    .returning();
  return row!;
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
  const now = testClock.now();
  await db.insert(tasks).values(
    items.map((item, index) => ({
      unit: user.unit,
      assigneeUserId: user.id,
      type: item.type ?? 'approval',
      status: item.status ?? 'to-do',
      dueOn: item.dueOn,
      title: `Task ${index + 1}`,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

export async function addNotifications(db: Database, email: string, count: number, read = false) {
  const user = await userIdOf(db, email);
  const now = testClock.now();
  await db.insert(notifications).values(
    Array.from({ length: count }, (_, index) => ({
      unit: user.unit,
      userId: user.id,
      kind: 'reply' as const,
      title: `Notification ${index + 1}`,
      link: `/posts/${index + 1}`,
      isRead: read,
      createdAt: now,
    })),
  );
}

/** A complete, valid classification for a unit: its first disease group and the first fitting items. */
export async function validClassification(
  db: Database,
  unit: BusinessUnit,
  diseaseGroupCode?: string,
) {
  const masterData = createMasterDataRepository(db);
  const groups = (await masterData.list(unit, 'diseaseGroups', { limit: 100, offset: 0 })).rows;
  const group = groups.find((g) => !diseaseGroupCode || g.code === diseaseGroupCode)!;
  const classification: Classification = { diseaseGroupId: group.id };
  for (const step of wizardSteps(unit)) {
    if (step.key === 'diseaseGroup') continue;
    const items = await masterData.list(unit, COLLECTION_OF[step.key], {
      limit: 1,
      offset: 0,
      diseaseGroupId: group.id,
    });
    classification[`${step.key}Id`] = items.rows[0]!.id;
  }
  return classification;
}

/**
 * A post of the author's in the given status, written straight to the table: for tests of what
 * happens to content in a status, without walking the workflow to get there.
 */
export async function insertPost(
  db: Database,
  email: string,
  status: PostStatus,
  extra: Partial<typeof posts.$inferInsert> = {},
) {
  const author = await userIdOf(db, email);
  const now = testClock.now();
  const [row] = await db
    .insert(posts)
    .values({
      unit: author.unit,
      authorUserId: author.id,
      kind: 'post',
      status,
      body: `競合品の新しい患者向け資料が配布されていた(${status})。`,
      publishedAt: status === 'published' || status === 'archived' ? now : null,
      createdAt: now,
      updatedAt: now,
      ...extra,
    })
    .returning();
  return row!;
}

/**
 * What the process does on its own while a test counts a request's statements: the job queue's
 * polling (pg-boss, every few seconds, through the same client) and the outbox relays' sweeps. A
 * count that took them in failed now and then, when a poll fell inside the request.
 */
const BACKGROUND_STATEMENT = /\bpgboss\.|_outbox\b/;

/**
 * Counts the statements the database client (the pool's, or PGlite's) is given from now until
 * `stop()`: how a test sees that something was answered without asking the database.
 */
export function countStatements(db: Database): {
  count(): number;
  /** The statements' SQL, in order. */
  texts(): string[];
  stop(): void;
} {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const texts: string[] = [];
  client.query = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
    if (!BACKGROUND_STATEMENT.test(text)) texts.push(text);
    return query.apply(client, args);
  };
  return {
    count: () => texts.length,
    texts: () => [...texts],
    stop: () => {
      client.query = query;
    },
  };
}
