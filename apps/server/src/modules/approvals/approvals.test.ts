import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_DUE_DAYS,
  selfCheckItems,
  TaskDetailSchema,
  tokyoDateAfter,
} from '@kizuki/shared';
import { auditLog, notifications, posts, tasks, users } from '../../db/schema.ts';
import { userIdOf, validClassification } from '../../test/fixtures.ts';
import { acceptCurrentTerms, createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;

describe('approvals: tasks on submit, the first decision wins, reject with a reason', () => {
  let t: TestApp;
  /** Extra mr-approvers: two in the mr's organization, one in another. */
  const extraApprovers = ['approver2', 'approver3'].map((name) => `${name}@cimgibu.example.com`);
  const otherOrganizationApprover = 'approver.office@cimgibu.example.com';

  const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.authAs(email), payload });
  const submitPost = async (email = GI('mr'), body = '他社の新しい資材を確認した。') => {
    const response = await call(email, 'POST', '/api/posts', {
      body,
      classification: await validClassification(t.database.db, 'cimgibu'),
      selfCheck: selfCheckItems('post'),
      submit: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; status: string }>();
  };
  const tasksOf = (postId: number) =>
    t.database.db.select().from(tasks).where(eq(tasks.postId, postId)).orderBy(tasks.id);
  const postRow = async (id: number) =>
    (await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [approver] = await db
      .select()
      .from(users)
      .where(eq(users.email, GI('mr-approver')));
    const [officeMate] = await db
      .select()
      .from(users)
      .where(eq(users.email, GI('pmo')));
    const base = {
      role: 'mr-approver' as const,
      unit: 'cimgibu' as const,
      lastName: '承認',
      firstName: '者',
    };
    await db.insert(users).values([
      ...extraApprovers.map((email) => ({
        ...base,
        email,
        organizationId: approver!.organizationId,
      })),
      { ...base, email: otherOrganizationApprover, organizationId: officeMate!.organizationId },
    ]);
    await acceptCurrentTerms(db);
  });
  afterAll(() => t.close());

  it('gives each mr-approver of the author’s organization a task due in 3 days', async () => {
    const post = await submitPost();
    expect(post.status).toBe('review');
    const created = await tasksOf(post.id);
    const assignees = await Promise.all(
      [GI('mr-approver'), ...extraApprovers].map((email) => userIdOf(t.database.db, email)),
    );
    expect(created.map((task) => task.assigneeUserId).sort()).toEqual(
      assignees.map((user) => user.id).sort(),
    );
    expect(new Set(created.map((task) => task.type))).toEqual(new Set(['approval']));
    expect(created[0]!.dueOn).toBe(tokyoDateAfter(new Date(), APPROVAL_DUE_DAYS));
    // The task's detail carries the content in full, for its assignee only.
    const mine = created.find((task) => task.assigneeUserId === assignees[0]!.id)!;
    const detail = await call(GI('mr-approver'), 'GET', `/api/tasks/${mine.id}`);
    expect(detail.statusCode).toBe(200);
    expect(TaskDetailSchema.parse(detail.json())).toMatchObject({
      type: 'approval',
      status: 'to-do',
      reference: { postId: post.id },
      decision: null,
      post: { id: post.id, status: 'review' },
    });
    expect((await call(extraApprovers[0]!, 'GET', `/api/tasks/${mine.id}`)).statusCode).toBe(404);
    // The approver's task list shows it, open, with its reference.
    const list = (await call(GI('mr-approver'), 'GET', '/api/tasks')).json();
    expect(list.openCount).toBeGreaterThanOrEqual(1);
  });

  it('publishes on approve, cancels the siblings, notifies the author, writes the audit row', async () => {
    const post = await submitPost();
    const [task, other] = await tasksOf(post.id);
    const emailOf = async (userId: number) =>
      (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
    const response = await call(
      await emailOf(task!.assigneeUserId),
      'POST',
      `/api/tasks/${task!.id}/approve`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: task!.id, status: 'approved' });
    const published = await postRow(post.id);
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const after = await tasksOf(post.id);
    expect(after.filter((row) => row.status === 'approved')).toHaveLength(1);
    expect(after.filter((row) => row.status === 'canceled')).toHaveLength(after.length - 1);
    const author = await userIdOf(t.database.db, GI('mr'));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.link, `/posts/${post.id}`)));
    expect(told.map((row) => row.kind)).toEqual(['approved']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, String(post.id)), eq(auditLog.action, 'post.approve')));
    expect(audit).toHaveLength(1);
    // The decided task names who decided, and who asked.
    const detail = TaskDetailSchema.parse(
      (await call(await emailOf(task!.assigneeUserId), 'GET', `/api/tasks/${task!.id}`)).json(),
    );
    expect(detail.decidedBy?.id).toBe(task!.assigneeUserId);
    expect(detail.requestedBy?.id).toBe(author.id);
    expect(detail.decision).toMatchObject({ byUserId: task!.assigneeUserId, comment: null });
    // A sibling's assignee is too late: 409, nothing changes.
    const late = await call(
      await emailOf(other!.assigneeUserId),
      'POST',
      `/api/tasks/${other!.id}/reject`,
      {
        reason: '遅すぎた判断',
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('invalidTransition');
    expect((await postRow(post.id)).status).toBe('published');
  });

  it('returns rejected content to draft with the reason, which the author sees; resubmitting asks again', async () => {
    const post = await submitPost();
    const task = (await tasksOf(post.id))[0]!;
    const assignee = (
      await t.database.db.select().from(users).where(eq(users.id, task.assigneeUserId))
    )[0]!;
    const noReason = await call(assignee.email, 'POST', `/api/tasks/${task.id}/reject`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0].field).toBe('body.reason');
    const rejected = await call(assignee.email, 'POST', `/api/tasks/${task.id}/reject`, {
      reason: '施設名が特定できる表現があります',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const seen = (await call(GI('mr'), 'GET', `/api/posts/${post.id}`)).json();
    expect(seen).toMatchObject({
      status: 'draft',
      rejectionReason: '施設名が特定できる表現があります',
    });
    const resubmitted = await call(GI('mr'), 'POST', `/api/posts/${post.id}/submit`);
    expect(resubmitted.json().status).toBe('review');
    expect((await tasksOf(post.id)).filter((row) => row.status === 'to-do')).toHaveLength(3);
  });

  it('answers 404 for another approver’s task and another unit’s, 409 for a decided one', async () => {
    const post = await submitPost();
    const [task] = await tasksOf(post.id);
    expect(
      (await call(otherOrganizationApprover, 'POST', `/api/tasks/${task!.id}/approve`)).statusCode,
    ).toBe(404);
    expect(
      (await call('mr-approver@cimjobu.example.com', 'POST', `/api/tasks/${task!.id}/approve`))
        .statusCode,
    ).toBe(404);
    expect((await call(GI('mr'), 'POST', `/api/tasks/${task!.id}/approve`)).statusCode).toBe(404);
    expect((await call(GI('mr-approver'), 'POST', '/api/tasks/abc/approve')).statusCode).toBe(400);
  });

  it('asks for comment approval of an mr’s reply, and counts it on its post once approved', async () => {
    const parent = await submitPost(GI('hq'));
    const reply = await call(GI('mr'), 'POST', '/api/posts', {
      body: '同じ資材を別の病院でも見かけました。',
      parentId: parent.id,
      selfCheck: selfCheckItems('reply'),
      submit: true,
    });
    const replyId = reply.json().id as number;
    const [task] = await tasksOf(replyId);
    expect(task!.type).toBe('comment-approval');
    const assignee = (
      await t.database.db.select().from(users).where(eq(users.id, task!.assigneeUserId))
    )[0]!;
    expect((await call(assignee.email, 'POST', `/api/tasks/${task!.id}/approve`)).statusCode).toBe(
      200,
    );
    expect((await postRow(parent.id)).commentCount).toBe(1);
  });

  it('gives exactly one decision when 100 approve and reject calls race, and no error but 409', async () => {
    const post = await submitPost();
    const created = await tasksOf(post.id);
    const emails = await Promise.all(
      created.map(
        async (task) =>
          (await t.database.db.select().from(users).where(eq(users.id, task.assigneeUserId)))[0]!
            .email,
      ),
    );
    const calls = Array.from({ length: 100 }, (_, index) => {
      const which = index % created.length;
      return index % 2 === 0
        ? call(emails[which]!, 'POST', `/api/tasks/${created[which]!.id}/approve`)
        : call(emails[which]!, 'POST', `/api/tasks/${created[which]!.id}/reject`, {
            reason: '再確認',
          });
    });
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const after = await tasksOf(post.id);
    expect(
      after.filter((row) => row.status === 'approved' || row.status === 'rejected'),
    ).toHaveLength(1);
    expect(after.filter((row) => row.status === 'canceled')).toHaveLength(created.length - 1);
    const decisions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(post.id)));
    expect(
      decisions.filter((row) => row.action === 'post.approve' || row.action === 'post.reject'),
    ).toHaveLength(1);
  });
});
