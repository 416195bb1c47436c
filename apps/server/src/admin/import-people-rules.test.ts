import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { tasks, users } from '../db/schema.ts';
import { addApprovalTask, insertPost, userIdOf } from '../test/fixtures.ts';
import { createSeededTestDatabase } from '../test/test-database.ts';
import { COLUMNS, importCsv, readStoredLines } from './import.ts';

const MR = 'mr@cimgibu.example.com';
const MR_APPROVER = 'mr-approver@cimgibu.example.com';
const ADMIN = 'hq@cimgibu.example.com';
const OPERATOR = { actorUserId: null, operator: 'ops@example.com' };

/**
 * The command line's import changes a person under the people list's rules (issue 42): the open
 * tasks of someone whose role changes are handed on, and a unit keeps an active admin.
 */
describe('the command line’s people import', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createSeededTestDatabase();
  });
  afterAll(() => database.close());

  /** The people file with one person's line changed. */
  const fileChanging = async (email: string, change: Record<string, string>) => {
    const lines = await readStoredLines(database.db, 'users', 'cimgibu');
    const columns = COLUMNS.users;
    const rows = lines.map((line) =>
      columns.map(
        (column) =>
          (line.email === email && column in change ? change[column] : line[column]) ?? '',
      ),
    );
    return [columns.join(','), ...rows.map((row) => row.join(','))].join('\n') + '\n';
  };

  it('hands on the open approval tasks of an approver made an mr', async () => {
    const db = database.db;
    const approver = await userIdOf(db, MR_APPROVER);
    const post = await insertPost(db, MR, 'review');
    const held = await addApprovalTask(db, MR_APPROVER, post);
    const outcome = await importCsv(
      db,
      'users',
      await fileChanging(MR_APPROVER, { role: 'mr' }),
      OPERATOR,
    );
    expect(outcome).toMatchObject({ ok: true, counts: { updated: 1 } });
    const [old] = await db.select().from(tasks).where(eq(tasks.id, held.id));
    expect(old!.status).toBe('canceled');
    const open = await db
      .select({ assignee: tasks.assigneeUserId })
      .from(tasks)
      .where(and(eq(tasks.postId, post.id), eq(tasks.status, 'to-do')));
    expect(open).toHaveLength(1);
    expect(open[0]!.assignee).not.toBe(approver.id);
  });

  it('refuses a file that leaves a unit without an active admin, changing nothing', async () => {
    await expect(
      importCsv(database.db, 'users', await fileChanging(ADMIN, { isAdmin: 'false' }), OPERATOR),
    ).rejects.toMatchObject({ statusCode: 409 });
    const [admin] = await database.db.select().from(users).where(eq(users.email, ADMIN));
    expect(admin!.isAdmin).toBe(true);
  });
});
