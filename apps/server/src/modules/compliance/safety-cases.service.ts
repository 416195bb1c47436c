import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LEARNT_AT_OLDEST_DAYS,
  learntAtProblem,
  nextTokyoWorkingDay,
  type CreateSafetyCaseBody,
  type SafetyCase,
  type TaskType,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { safetyCases, tasks, users } from '../../db/schema.ts';
import { AppError, invalidTransition, notFound, validationError } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { createTasksRepository } from '../tasks/tasks.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { complianceRecipients } from '../tasks/recipients.ts';
import { assignTasks } from '../tasks/assign-tasks.ts';
import { refuseScreenFindings, type ScreenContext } from '../screening/screening.ts';

const handler = alias(users, 'safety_case_handler');
const handledTask = alias(tasks, 'safety_case_handled_task');

/** The case as the API answers it, with its reporter and who handled it, by name; or null. */
export async function findSafetyCase(db: Database, id: number): Promise<SafetyCase | null> {
  const [row] = await db
    .select({
      safetyCase: safetyCases,
      reporter: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      handler: { id: handler.id, firstName: handler.firstName, lastName: handler.lastName },
      handledAt: handledTask.decidedAt,
    })
    .from(safetyCases)
    .innerJoin(users, eq(users.id, safetyCases.reporterUserId))
    .leftJoin(
      handledTask,
      and(eq(handledTask.safetyCaseId, safetyCases.id), eq(handledTask.status, 'done')),
    )
    .leftJoin(handler, eq(handler.id, handledTask.decidedByUserId))
    .where(eq(safetyCases.id, id))
    .limit(1);
  if (!row) return null;
  const { safetyCase } = row;
  return {
    id: safetyCase.id,
    product: safetyCase.product,
    whatHappened: safetyCase.whatHappened,
    learntAt: safetyCase.learntAt.toISOString(),
    reportedAt: safetyCase.createdAt.toISOString(),
    reporter: row.reporter,
    source: safetyCase.source,
    handledBy: row.handler?.id ? row.handler : null,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/**
 * A case as its reporter or a contact it was sent to may read it: anyone else, like another unit,
 * gets 404. Safety data is need-to-know: admins who are not among its contacts do not read it.
 */
export async function safetyCaseVisibleTo(
  db: Database,
  reader: UserRecord,
  id: number,
): Promise<SafetyCase> {
  const [row] = await db
    .select({ unit: safetyCases.unit, reporterUserId: safetyCases.reporterUserId })
    .from(safetyCases)
    .where(eq(safetyCases.id, id));
  if (!row || row.unit !== reader.unit) throw notFound('safety case');
  if (row.reporterUserId !== reader.id) {
    const [assigned] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.safetyCaseId, id), eq(tasks.assigneeUserId, reader.id)))
      .limit(1);
    if (!assigned) throw notFound('safety case');
  }
  return (await findSafetyCase(db, id))!;
}

/** Day 0 as given, or now; never in the future, never more than a year ago. */
function learntAtOf(input: CreateSafetyCaseBody, now: Date): Date {
  if (input.learntAt === undefined) return now;
  const learntAt = new Date(input.learntAt);
  const problem = learntAtProblem(learntAt, now);
  if (problem === 'future') throw validationError('body.learntAt', 'may not be in the future');
  if (problem === 'tooOld') {
    throw validationError('body.learntAt', `must be within the last ${LEARNT_AT_OLDEST_DAYS} days`);
  }
  return learntAt;
}

/**
 * A possible adverse event reported to the safety department (issue 19), in the caller's
 * transaction: minimal data with no identifiers (the pre-screen refuses them, 400 naming the
 * field), day 0 in UTC, one safety-case task for each of the unit's safety contacts (its admins
 * when it has none; 409 noSafetyContact when it has neither) due the next Tokyo working day, a
 * notice for each at once (and so a push), and an audit row without the text.
 */
export async function createSafetyCase(
  tx: Database,
  reporter: UserRecord,
  input: CreateSafetyCaseBody,
  now: Date,
  screen: ScreenContext,
): Promise<SafetyCase> {
  const learntAt = learntAtOf(input, now);
  for (const [field, text] of [
    ['body.product', input.product],
    ['body.whatHappened', input.whatHappened],
  ] as const) {
    await refuseScreenFindings(tx, reporter.unit, { text, kind: 'safetyCase', field }, screen);
  }
  const assigneeIds = await complianceRecipients(tx, reporter.unit, {
    safetyContacts: true,
    admins: false,
  });
  if (assigneeIds.length === 0) {
    throw new AppError(
      409,
      'noSafetyContact',
      'your unit has no safety contact and no admin to send this to',
    );
  }
  const [inserted] = await tx
    .insert(safetyCases)
    .values({
      unit: reporter.unit,
      reporterUserId: reporter.id,
      product: input.product,
      whatHappened: input.whatHappened,
      learntAt,
      source: input.source,
      createdAt: now,
    })
    .returning({ id: safetyCases.id });
  const created = await assignTasks(tx, {
    unit: reporter.unit,
    type: 'safety-case',
    assigneeIds,
    dueOn: nextTokyoWorkingDay(now),
    // Read by its id: neither the task, its notice nor its push carries the case.
    title: '',
    requestedByUserId: reporter.id,
    safetyCaseId: inserted!.id,
  });
  await appendAudit(tx, {
    unit: reporter.unit,
    actorUserId: reporter.id,
    action: 'safetyCase.create',
    objectType: 'safetyCase',
    objectId: inserted!.id,
    before: null,
    after: {
      source: input.source,
      learntAt: learntAt.toISOString(),
      taskCount: created.length,
    },
  });
  return (await findSafetyCase(tx, inserted!.id))!;
}

/** The task types their assignee finishes with POST /tasks/:id/complete. */
const COMPLETABLE: readonly TaskType[] = ['safety-case', 'report'];

/**
 * The assignee marks one of their tasks done (issue 19): a safety case handled (the other
 * contacts' tasks of the case are canceled: one contact enters it into the safety system), or a
 * report seen to by a safety contact who is not an admin (an admin resolves the report instead,
 * which finishes every task of it). The same again answers the task as it is; a task that is
 * canceled or of another type answers 409 invalidTransition.
 */
export async function completeTask(db: Database, assignee: UserRecord, taskId: number) {
  return db.transaction(async (tx) => {
    const tasksRepository = createTasksRepository(tx);
    const peek = await tasksRepository.findOf(assignee, taskId);
    if (!peek) throw notFound('task');
    // The case's tasks all at once, in id order, before this one's status is read: the contact
    // who comes second sees their task canceled (409), never a deadlock.
    if (peek.safetyCaseId !== null) await tasksRepository.lockSafetyCaseTasks(peek.safetyCaseId);
    const task = (await tasksRepository.lockOf(assignee, taskId))!;
    if (!COMPLETABLE.includes(task.type)) {
      throw invalidTransition(`a ${task.type} task is finished by its own action`, {
        type: task.type,
      });
    }
    if (task.status === 'done') return task;
    if (task.status === 'canceled') {
      throw invalidTransition('this task is canceled', { status: task.status });
    }
    if (task.type === 'report' && assignee.isAdmin) {
      throw invalidTransition('an admin resolves the report: dismiss, unpublish or redact', {
        type: task.type,
      });
    }
    const now = new Date();
    await tasksRepository.complete(task, now);
    if (task.safetyCaseId !== null) {
      await tasksRepository.cancelOtherSafetyCaseTasks(task.safetyCaseId, task.id, now);
    }
    await appendAudit(tx, {
      unit: assignee.unit,
      actorUserId: assignee.id,
      action: 'task.complete',
      objectType: 'task',
      objectId: task.id,
      before: { status: task.status },
      after: {
        status: 'done',
        type: task.type,
        safetyCaseId: task.safetyCaseId,
        reportId: task.reportId,
      },
    });
    return (await tasksRepository.findById(task.id))!;
  });
}
