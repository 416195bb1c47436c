import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskType } from '@kizuki/shared';
import { notifications, tasks } from '../../db/schema.ts';
import { insertPost, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assignTasks, type TaskAssignment } from './assign-tasks.ts';

const MR = 'mr@cimgibu.example.com';
const APPROVER = 'mr-approver@cimgibu.example.com';
const PMO = 'pmo@cimgibu.example.com';

/**
 * Giving tasks (issue 42): one place inserts them and chooses the notice each kind sends, for
 * every path that gives one (these were chosen in six places before).
 */
describe('assignTasks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives one task per assignee and tells each with the notice of its kind', async () => {
    const db = t.database.db;
    const author = await userIdOf(db, MR);
    const assignees = [(await userIdOf(db, APPROVER)).id, (await userIdOf(db, PMO)).id];
    const post = await insertPost(db, MR, 'review');
    const base = {
      unit: author.unit,
      assigneeIds: assignees,
      dueOn: '2030-01-10',
      requestedByUserId: author.id,
      postId: post.id,
    } satisfies Partial<TaskAssignment>;
    const cases: { assignment: TaskAssignment; kind: string; noticeTitle: string }[] = [
      {
        assignment: { ...base, type: 'approval', title: '承認してほしい観察' },
        kind: 'taskAssigned',
        noticeTitle: '承認してほしい観察',
      },
      {
        assignment: { ...base, type: 'comment-approval', title: 'コメント' },
        kind: 'taskAssigned',
        noticeTitle: 'コメント',
      },
      {
        assignment: {
          ...base,
          type: 'approval',
          title: '期限を過ぎた承認',
          escalatedAt: new Date('2030-01-11T00:00:00Z'),
        },
        kind: 'approvalEscalated',
        noticeTitle: '期限を過ぎた承認',
      },
      {
        assignment: {
          ...base,
          type: 'inquiry',
          title: '観察の冒頭',
          question: '詳しく教えてください',
        },
        kind: 'inquiryAssigned',
        noticeTitle: '詳しく教えてください',
      },
      {
        // Compliance work carries no text, whatever a caller gives it.
        assignment: { ...base, type: 'report', title: '通報された投稿の冒頭' },
        kind: 'contentReported',
        noticeTitle: '',
      },
      {
        assignment: { ...base, type: 'safety-case', postId: null, title: '' },
        kind: 'safetyCase',
        noticeTitle: '',
      },
    ];
    const seenTypes = new Set<TaskType>();
    for (const { assignment, kind, noticeTitle } of cases) {
      const created = await db.transaction((tx) => assignTasks(tx, assignment));
      seenTypes.add(assignment.type);
      expect(created.map((task) => [task.assigneeUserId, task.type, task.status])).toEqual(
        assignees.map((id) => [id, assignment.type, 'to-do']),
      );
      // A report's or a safety case's task keeps no text; the others the title given.
      const compliance = assignment.type === 'report' || assignment.type === 'safety-case';
      expect(created.map((task) => task.title)).toEqual(
        assignees.map(() => (compliance ? '' : assignment.title)),
      );
      const notices = await db
        .select()
        .from(notifications)
        .where(
          inArray(
            notifications.link,
            created.map((task) => `/tasks/${task.id}`),
          ),
        );
      expect(
        notices
          .map((notice) => [notice.userId, notice.kind, notice.title, notice.unit])
          .sort((a, b) => Number(a[0]) - Number(b[0])),
      ).toEqual(
        [...assignees].sort((a, b) => a - b).map((id) => [id, kind, noticeTitle, author.unit]),
      );
    }
    expect(seenTypes.size).toBe(5);
  });

  it('gives nothing and tells nobody when there is no assignee', async () => {
    const db = t.database.db;
    const author = await userIdOf(db, MR);
    const before = await db.$count(notifications);
    const created = await db.transaction((tx) =>
      assignTasks(tx, {
        unit: author.unit,
        type: 'report',
        assigneeIds: [],
        dueOn: '2030-01-10',
        title: '',
        requestedByUserId: author.id,
      }),
    );
    expect(created).toEqual([]);
    expect(await db.$count(notifications)).toBe(before);
  });

  it('dates the task when asked (the demo’s history), the database’s clock otherwise', async () => {
    const db = t.database.db;
    const author = await userIdOf(db, MR);
    const at = new Date('2030-01-09T03:00:00Z');
    const pmo = await userIdOf(db, PMO);
    const [dated] = await db.transaction((tx) =>
      assignTasks(tx, {
        unit: author.unit,
        type: 'safety-case',
        assigneeIds: [pmo.id],
        dueOn: '2030-01-10',
        title: '',
        requestedByUserId: author.id,
        at,
      }),
    );
    const [row] = await db.select().from(tasks).where(eq(tasks.id, dated!.id));
    expect([row!.createdAt.toISOString(), row!.updatedAt.toISOString()]).toEqual([
      at.toISOString(),
      at.toISOString(),
    ]);
  });
});
