import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, users } from '../../db/schema.ts';
import { addApprovalTask, insertPost, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ADMIN = 'hq@cimgibu.example.com';
const MR = 'mr@cimgibu.example.com';
const MR_APPROVER = 'mr-approver@cimgibu.example.com';

/**
 * Who receives a task handed on (issue 42): the same rule as a submission's, so an approver away
 * with a delegate does not receive it; their delegate does.
 */
describe('the hand-over of a deactivated approver’s open tasks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('goes to the remaining approvers as a submission would: an absent one’s delegate instead', async () => {
    const db = t.database.db;
    const author = await userIdOf(db, MR);
    const [{ organizationId } = { organizationId: null }] = await db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, author.id));
    const approverOf = async (email: string) => {
      const created = await t.requestAs(ADMIN, 'POST', '/api/users', {
        email,
        firstName: '承認',
        lastName: '者',
        role: 'mr-approver',
        organizationId,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as number;
    };
    const away = await approverOf('away.approver@cimgibu.example.com');
    const delegate = await approverOf('delegate.approver@cimgibu.example.com');
    // Away for any date this test may run on, with the other approver as delegate.
    await db
      .update(users)
      .set({ delegateUserId: delegate, delegateFrom: '2000-01-01', delegateUntil: '2099-12-31' })
      .where(eq(users.id, away));
    const holder = await userIdOf(db, MR_APPROVER);
    const post = await insertPost(db, MR, 'review');
    await addApprovalTask(db, MR_APPROVER, post);

    const deactivated = await t.requestAs(ADMIN, 'PATCH', `/api/users/${holder.id}`, {
      active: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const open = await db
      .select({ assignee: tasks.assigneeUserId })
      .from(tasks)
      .where(and(eq(tasks.postId, post.id), eq(tasks.status, 'to-do')));
    expect(open.map((task) => task.assignee)).toEqual([delegate]);
  });
});
