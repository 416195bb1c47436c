import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckItems, TaskListResponseSchema, tokyoDateAfter } from '@kizuki/shared';
import { auditLog, notifications, taskNudges, tasks, users } from '../../db/schema.ts';
import { userIdOf, validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { resetTestClock, setTestClock } from '../../test/test-clock.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;
/** Tokyo midnight is 15:00 UTC of the day before. */
const at = (iso: string) => new Date(iso);

describe('approval reminders and escalation (issue 23), on the Tokyo calendar', () => {
  let t: TestApp;
  const call = async (
    email: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: await t.authAs(email), payload });

  /** An mr's post in review; its approval task (the mr-approver's) due on `dueOn`. */
  async function taskDueOn(dueOn: string) {
    const response = await call(GI('mr'), 'POST', '/api/posts', {
      body: `他社の説明会が予定されている (${dueOn})。`,
      classification: await validClassification(t.database.db, 'cimgibu'),
      selfCheck: selfCheckItems('post'),
      submit: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const postId = response.json<{ id: number }>().id;
    const [task] = await t.database.db
      .update(tasks)
      .set({ dueOn })
      .where(eq(tasks.postId, postId))
      .returning();
    return task!;
  }

  /** The notices that link to these tasks, as kind and recipient. */
  const noticesOf = async (taskIds: number[]) =>
    (
      await t.database.db
        .select({
          kind: notifications.kind,
          userId: notifications.userId,
          link: notifications.link,
        })
        .from(notifications)
        .where(
          inArray(
            notifications.link,
            taskIds.map((id) => `/tasks/${id}`),
          ),
        )
        .orderBy(notifications.id)
    ).filter((notice) => notice.kind !== 'taskAssigned');

  const escalatedOf = (postId: number) =>
    t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.postId, postId), eq(tasks.status, 'to-do')))
      .then((rows) => rows.filter((row) => row.escalatedAt !== null));

  beforeAll(async () => {
    // The demo data's world begins where the first run does (29 November 2026, 23:00 in Tokyo):
    // its open approvals fall due three days later, whatever day the test runs on, and are not
    // among what the first test's runs escalate.
    // Reset even when the app fails to start: the server files share their workers' modules.
    setTestClock('2026-11-29T14:00:00Z');
    try {
      t = await createTestApp();
    } finally {
      resetTestClock();
    }
  });
  afterAll(() => t.close());

  it('reminds the day before and on the day, and escalates a full day late, at Tokyo midnights across a month end', async () => {
    const task = await taskDueOn('2026-12-01');
    const approver = await userIdOf(t.database.db, GI('mr-approver'));
    const pmoApprover = await userIdOf(t.database.db, GI('pmo-approver'));
    const run = (iso: string) => t.app.approvalReminders.runNow(at(iso));

    // 23:59:59 in Tokyo on 29 November: two days ahead, nothing yet.
    await run('2026-11-29T14:59:59Z');
    expect(await noticesOf([task.id])).toEqual([]);
    // Tokyo midnight, 30 November (the month's last day): due tomorrow.
    await run('2026-11-29T15:00:00Z');
    await run('2026-11-30T03:00:00Z');
    expect(await noticesOf([task.id])).toEqual([
      { kind: 'approvalDueTomorrow', userId: approver.id, link: `/tasks/${task.id}` },
    ]);
    // Tokyo midnight, 1 December: due today, once however often the job runs.
    await run('2026-11-30T15:00:00Z');
    await run('2026-12-01T14:59:59Z');
    expect((await noticesOf([task.id])).map((notice) => notice.kind)).toEqual([
      'approvalDueTomorrow',
      'approvalDueToday',
    ]);
    expect(await escalatedOf(task.postId!)).toEqual([]);

    // Tokyo midnight, 2 December: a full day past the due date, escalated to the pmo-approver.
    const result = await run('2026-12-01T15:00:00Z');
    expect(result.escalated).toBe(1);
    const [escalated, ...more] = await escalatedOf(task.postId!);
    expect(more).toEqual([]);
    expect(escalated).toMatchObject({
      assigneeUserId: pmoApprover.id,
      type: 'approval',
      status: 'to-do',
      dueOn: '2026-12-02',
    });
    expect(await noticesOf([escalated!.id])).toEqual([
      { kind: 'approvalEscalated', userId: pmoApprover.id, link: `/tasks/${escalated!.id}` },
    ]);
    // The original approver is told, on their own task, that it went to the pmo-approvers.
    expect((await noticesOf([task.id])).slice(2)).toEqual([
      { kind: 'approvalEscalatedFromYou', userId: approver.id, link: `/tasks/${task.id}` },
    ]);
    // The original approver's task stays to decide; the escalation is audited.
    const [original] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(original!.status).toBe('to-do');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'task.escalate'), eq(auditLog.objectId, String(task.id))));
    expect(audit).toHaveLength(1);
    // Later runs send nothing more for it, and the escalated task is not escalated again.
    await run('2026-12-05T03:00:00Z');
    expect(await escalatedOf(task.postId!)).toHaveLength(1);
    // Later runs send nothing more: two reminders, the escalation, and its word to the approver.
    expect((await noticesOf([task.id, escalated!.id])).map((notice) => notice.kind)).toEqual([
      'approvalDueTomorrow',
      'approvalDueToday',
      'approvalEscalated',
      'approvalEscalatedFromYou',
    ]);
  });

  it('the pmo-approver sees the escalated task in the tray and decides it; nobody else may', async () => {
    const task = await taskDueOn('2027-01-01');
    // Year end: 31 December in Tokyo is the day before; 2 January (Tokyo) escalates.
    await t.app.approvalReminders.runNow(at('2026-12-30T15:00:00Z'));
    await t.app.approvalReminders.runNow(at('2026-12-31T15:00:00Z'));
    expect((await noticesOf([task.id])).map((notice) => notice.kind)).toEqual([
      'approvalDueTomorrow',
      'approvalDueToday',
    ]);
    await t.app.approvalReminders.runNow(at('2027-01-01T15:00:00Z'));
    const [escalated] = await escalatedOf(task.postId!);
    expect(escalated!.dueOn).toBe('2027-01-02');

    const tray = await call(GI('pmo-approver'), 'GET', '/api/tasks?status=to-do&limit=100');
    const listed = TaskListResponseSchema.parse(tray.json()).data.find(
      (item) => item.id === escalated!.id,
    );
    expect(listed).toMatchObject({ escalated: true, reference: { postId: task.postId } });
    const originalInTray = TaskListResponseSchema.parse(
      (await call(GI('mr-approver'), 'GET', '/api/tasks?status=to-do&limit=100')).json(),
    ).data.find((item) => item.id === task.id);
    expect(originalInTray).toMatchObject({ escalated: false });

    // The same unit's hq, another unit's pmo-approver: not theirs, not found.
    for (const email of [GI('hq'), 'pmo-approver@cimjobu.example.com']) {
      expect((await call(email, 'POST', `/api/tasks/${escalated!.id}/approve`)).statusCode).toBe(
        404,
      );
    }
    const approved = await call(GI('pmo-approver'), 'POST', `/api/tasks/${escalated!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    // The first decision wins: the original approver's task is canceled with it.
    const [original] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(original!.status).toBe('canceled');
    expect(
      (await call(GI('mr-approver'), 'POST', `/api/tasks/${task.id}/approve`)).statusCode,
    ).toBe(409);
  });

  it('two runs at once send each reminder and escalation once', async () => {
    const dueTomorrow = await Promise.all([taskDueOn('2027-03-01'), taskDueOn('2027-03-01')]);
    const now = '2027-02-27T15:30:00Z'; // 28 February in Tokyo: due tomorrow.
    const runs = await Promise.all(
      Array.from({ length: 3 }, () => t.app.approvalReminders.runNow(at(now))),
    );
    expect(await noticesOf(dueTomorrow.map((task) => task.id))).toHaveLength(2);
    const recorded = await t.database.db
      .select()
      .from(taskNudges)
      .where(
        inArray(
          taskNudges.taskId,
          dueTomorrow.map((task) => task.id),
        ),
      );
    expect(recorded.map((row) => row.kind)).toEqual(['dueTomorrow', 'dueTomorrow']);
    // What the runs counted adds up to what was sent: no run counted a reminder another sent.
    expect(runs.reduce((sum, run) => sum + run.dueTomorrow, 0)).toBe(2);
    const escalateAt = at('2027-03-01T15:00:00Z');
    await Promise.all(Array.from({ length: 3 }, () => t.app.approvalReminders.runNow(escalateAt)));
    for (const task of dueTomorrow) expect(await escalatedOf(task.postId!)).toHaveLength(1);
  });

  it('escalates content again after it was rejected and submitted again', async () => {
    // The job's clock before the real one, so that the resubmission (at the real time) follows
    // the first escalation, as it would.
    const task = await taskDueOn('2026-01-05');
    await t.app.approvalReminders.runNow(at('2026-01-05T15:00:00Z'));
    expect(await escalatedOf(task.postId!)).toHaveLength(1);
    const rejected = await call(GI('mr-approver'), 'POST', `/api/tasks/${task.id}/reject`, {
      reason: '施設名が特定できる表現があります',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await escalatedOf(task.postId!)).toEqual([]);
    const resubmitted = await call(GI('mr'), 'POST', `/api/posts/${task.postId}/submit`);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const [again] = await t.database.db
      .update(tasks)
      .set({ dueOn: '2027-06-01' })
      .where(and(eq(tasks.postId, task.postId!), eq(tasks.status, 'to-do')))
      .returning();

    const result = await t.app.approvalReminders.runNow(at('2027-06-01T15:00:00Z'));
    expect(result.escalated).toBe(1);
    const [escalated, ...more] = await escalatedOf(task.postId!);
    expect(more).toEqual([]);
    expect(escalated).toMatchObject({ dueOn: '2027-06-02', status: 'to-do' });
    expect(await noticesOf([escalated!.id])).toHaveLength(1);
    expect(again!.id).not.toBe(task.id);
  });

  it('an admin’s edit of a pmo-approver keeps their escalated task; taking their role hands it on', async () => {
    const task = await taskDueOn('2027-05-10');
    await t.app.approvalReminders.runNow(at('2027-05-10T15:00:00Z'));
    const [escalated] = await escalatedOf(task.postId!);
    const pmoApprover = await userIdOf(t.database.db, GI('pmo-approver'));
    expect(escalated!.assigneeUserId).toBe(pmoApprover.id);
    const statusOf = async (id: number) =>
      (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!.status;

    const renamed = await t.requestAs(GI('hq'), 'PATCH', `/api/users/${pmoApprover.id}`, {
      firstName: '改名',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await statusOf(escalated!.id)).toBe('to-do');

    // No longer a pmo-approver: the original approver's task still waits, so theirs is canceled.
    const moved = await t.requestAs(GI('hq'), 'PATCH', `/api/users/${pmoApprover.id}`, {
      role: 'pmo',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statusOf(escalated!.id)).toBe('canceled');
    expect(await statusOf(task.id)).toBe('to-do');
    await t.requestAs(GI('hq'), 'PATCH', `/api/users/${pmoApprover.id}`, { role: 'pmo-approver' });
  });

  it('escalates to a pmo-approver’s delegate while they are away', async () => {
    const pmoApprover = await userIdOf(t.database.db, GI('pmo-approver'));
    const [standIn] = await t.database.db
      .insert(users)
      .values({
        email: 'pmo.standin@cimgibu.example.com',
        firstName: '代理',
        lastName: 'PMO',
        role: 'pmo-approver',
        unit: 'cimgibu',
      })
      .returning();
    const now = new Date();
    const delegated = await call(GI('pmo-approver'), 'PUT', '/api/approval-delegation', {
      delegateUserId: standIn!.id,
      from: tokyoDateAfter(now, 0),
      until: tokyoDateAfter(now, 2),
    });
    expect(delegated.statusCode, delegated.body).toBe(200);
    const task = await taskDueOn(tokyoDateAfter(now, -2));
    expect((await t.app.approvalReminders.runNow(now)).escalated).toBe(1);
    expect((await escalatedOf(task.postId!)).map((row) => row.assigneeUserId)).toEqual([
      standIn!.id,
    ]);
    expect(pmoApprover.id).not.toBe(standIn!.id);
  });

  it('counts a post escalated once however many of its approval tasks are overdue', async () => {
    const escalateAt = at('2027-08-02T15:00:00Z');
    // Whatever else was overdue then (the demo data's, the earlier tests') is escalated first.
    await t.app.approvalReminders.runNow(escalateAt);
    const task = await taskDueOn('2027-08-02');
    const [secondApprover] = await t.database.db
      .insert(users)
      .values({
        email: 'approver.second@cimgibu.example.com',
        firstName: '二人目',
        lastName: '承認者',
        role: 'mr-approver',
        unit: 'cimgibu',
      })
      .returning();
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = task;
    const [sibling] = await t.database.db
      .insert(tasks)
      .values({ ...copy, assigneeUserId: secondApprover!.id })
      .returning();
    const result = await t.app.approvalReminders.runNow(escalateAt);
    expect(result.escalated).toBe(1);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'task.escalate'),
          inArray(auditLog.objectId, [String(task.id), String(sibling!.id)]),
        ),
      );
    expect(audited).toHaveLength(1);
  });
});
