import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selfCheckItems, tokyoDateAfter } from '@kizuki/shared';
import { runApprovalNudgesIn } from '../bench/scale-out.ts';
import { notifications, tasks } from '../src/db/schema.ts';
import { validClassification } from '../src/test/fixtures.ts';
import { scaleOutCluster } from './scale-out-cluster.ts';

const MR = 'mr@cimgibu.example.com';

/**
 * Approval reminders and escalation (issue 23) with two server processes behind nginx on one
 * PostgreSQL database, both running the job at the same moment: each nudge is sent once.
 */
describe('scale-out: approval reminders run by two processes at once', () => {
  const cluster = scaleOutCluster();

  it('sends each approval reminder and escalation once when both processes run the job at once (issue 23)', async () => {
    const classification = await validClassification(cluster.database.db, 'cimgibu');
    // Six of the mr's posts in review, submitted through either process; their approval tasks
    // made due tomorrow, today, or a full day ago (Tokyo), two of each.
    const postIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await cluster.call(MR, '/api/posts', {
        method: 'POST',
        body: JSON.stringify({
          body: `他社の新しい説明資材が配布されていた(リマインダー ${i})。`,
          classification,
          selfCheck: selfCheckItems('post'),
          submit: true,
        }),
      });
      expect(created.status).toBe(201);
      postIds.push(created.body!.id as number);
    }
    const now = new Date();
    const dueOn = [1, 1, 0, 0, -1, -1].map((days) => tokyoDateAfter(now, days));
    const taskIds: number[] = [];
    for (const [i, postId] of postIds.entries()) {
      const [task] = await cluster.database.db
        .update(tasks)
        .set({ dueOn: dueOn[i]! })
        .where(eq(tasks.postId, postId))
        .returning({ id: tasks.id });
      taskIds.push(task!.id);
    }

    const runs = await Promise.all(
      [...cluster.servers, ...cluster.servers].map((server) => runApprovalNudgesIn(server, now)),
    );

    const escalated = await cluster.database.db
      .select({ id: tasks.id, postId: tasks.postId, assigneeUserId: tasks.assigneeUserId })
      .from(tasks)
      .where(and(inArray(tasks.postId, postIds), isNotNull(tasks.escalatedAt)));
    // Each overdue post goes once to each of the unit's two pmo-approvers.
    expect(escalated.map((task) => task.postId).sort()).toEqual(
      [postIds[4], postIds[4], postIds[5], postIds[5]].sort(),
    );
    const notices = await cluster.database.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(
        inArray(
          notifications.link,
          [...taskIds, ...escalated.map((task) => task.id)].map((id) => `/tasks/${id}`),
        ),
      );
    const counted = new Map<string, number>();
    for (const notice of notices.filter((n) => n.kind !== 'taskAssigned')) {
      const key = `${notice.kind} ${notice.link}`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(counted)).toEqual(
      Object.fromEntries([
        ...taskIds.slice(0, 2).map((id) => [`approvalDueTomorrow /tasks/${id}`, 1]),
        ...taskIds.slice(2, 4).map((id) => [`approvalDueToday /tasks/${id}`, 1]),
        ...escalated.map((task) => [`approvalEscalated /tasks/${task.id}`, 1]),
        // Issue 39: the original approver is told, once, that their overdue approval went on.
        ...taskIds.slice(4, 6).map((id) => [`approvalEscalatedFromYou /tasks/${id}`, 1]),
      ]),
    );
    // The four runs together sent what exists, each once: no run sent what another had.
    const total = (kind: 'dueTomorrow' | 'dueToday' | 'escalated') =>
      runs.reduce((sum, run) => sum + run[kind], 0);
    expect([total('dueTomorrow'), total('dueToday'), total('escalated')]).toEqual([2, 2, 2]);
  });
});
