import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPROVAL_DUE_DAYS,
  isReadableByAll,
  nextTokyoWorkingDay,
  tokyoDateAfter,
  type ContentReport,
  type CreateReportBody,
  type ResolveReportBody,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { contentReports, tasks, users } from '../../db/schema.ts';
import { AppError, invalidTransition, notFound } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { takePostAction } from '../posts/post-lifecycle.service.ts';
import { isReadableBy } from '../posts/post-rows.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { createTasksRepository } from '../tasks/tasks.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { complianceRecipients } from '../tasks/recipients.ts';
import { assignTasks } from '../tasks/assign-tasks.ts';
import { reasonsInOrder } from '../posts/report-reasons.ts';

type ReportRow = typeof contentReports.$inferSelect;

const resolver = alias(users, 'report_resolver');

/** The report as the API answers it, with the reporter and the resolver by name; or null. */
export async function findReport(db: Database, id: number): Promise<ContentReport | null> {
  const [row] = await db
    .select({
      report: contentReports,
      reporter: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      resolver: { id: resolver.id, firstName: resolver.firstName, lastName: resolver.lastName },
    })
    .from(contentReports)
    .innerJoin(users, eq(users.id, contentReports.reporterUserId))
    .leftJoin(resolver, eq(resolver.id, contentReports.resolvedByUserId))
    .where(eq(contentReports.id, id));
  if (!row) return null;
  const { report } = row;
  return {
    id: report.id,
    postId: report.postId,
    reason: report.reason,
    comment: report.comment,
    status: report.status,
    reporter: row.reporter,
    reportedAt: report.createdAt.toISOString(),
    resolvedBy: row.resolver?.id ? row.resolver : null,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * A report as one of the people who handle it may read it: the unit's admins and the assignees
 * of its tasks (a safety contact for an adverse event). Anyone else, like another unit, gets 404.
 */
export async function reportVisibleTo(
  db: Database,
  reader: UserRecord,
  id: number,
): Promise<ContentReport> {
  const [row] = await db
    .select({ unit: contentReports.unit })
    .from(contentReports)
    .where(eq(contentReports.id, id));
  if (!row || row.unit !== reader.unit) throw notFound('report');
  if (!reader.isAdmin) {
    const [assigned] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.reportId, id), eq(tasks.assigneeUserId, reader.id)))
      .limit(1);
    if (!assigned) throw notFound('report');
  }
  return (await findReport(db, id))!;
}

/**
 * A reader reports published content (issue 19): one report per reader, post and reason (the same
 * report again answers the first, `created: false`), one 'report' task for each of the unit's
 * admins (and safety contacts, for a possible adverse event), each told at once, and an audit row,
 * in the caller's transaction. Neither the tasks nor the notices carry the post's text.
 */
export async function createReport(
  tx: Database,
  reporter: UserRecord,
  postId: number,
  input: CreateReportBody,
  now: Date,
): Promise<{ created: boolean; report: ContentReport }> {
  const post = await createPostsRepository(tx).lockInUnit(reporter.unit, postId);
  if (!post || !isReadableBy(reporter, post)) throw notFound('post');
  if (post.authorUserId === reporter.id) {
    throw new AppError(403, 'ownContent', 'you cannot report your own content');
  }
  // What readers see can be reported; an admin's view of a colleague's draft cannot.
  if (!isReadableByAll(post.status)) {
    throw invalidTransition(`only published content can be reported; this is ${post.status}`, {
      status: post.status,
    });
  }
  const [inserted] = await tx
    .insert(contentReports)
    .values({
      unit: reporter.unit,
      postId: post.id,
      reporterUserId: reporter.id,
      reason: input.reason,
      comment: input.comment,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [first] = await tx
      .select({ id: contentReports.id })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.postId, post.id),
          eq(contentReports.reporterUserId, reporter.id),
          eq(contentReports.reason, input.reason),
        ),
      );
    return { created: false, report: (await findReport(tx, first!.id))! };
  }

  const adverseEvent = input.reason === 'adverseEvent';
  const recipients = await complianceRecipients(tx, reporter.unit, {
    admins: true,
    safetyContacts: adverseEvent,
  });
  // An admin who reports something has no task of their own report, unless nobody else would.
  const others = recipients.filter((id) => id !== reporter.id);
  const assigneeIds = others.length > 0 ? others : recipients;
  const created = await assignTasks(tx, {
    unit: reporter.unit,
    type: 'report',
    assigneeIds,
    // A possible adverse event starts the reporting clock: the next working day (ICH E2D).
    dueOn: adverseEvent ? nextTokyoWorkingDay(now) : tokyoDateAfter(now, APPROVAL_DUE_DAYS),
    // The client words the task from its report: no copy of the post's text for a redaction to find.
    title: '',
    postId: post.id,
    requestedByUserId: reporter.id,
    reportId: inserted.id,
  });
  await appendAudit(tx, {
    unit: reporter.unit,
    actorUserId: reporter.id,
    action: 'report.create',
    objectType: 'report',
    objectId: inserted.id,
    before: null,
    after: { status: 'open', postId: post.id, reason: input.reason, taskCount: created.length },
  });
  return { created: true, report: (await findReport(tx, inserted.id))! };
}

/** What each action of an admin makes of an open report. */
const RESOLUTION = { dismiss: 'dismissed', unpublish: 'unpublished' } as const;

/**
 * An admin resolves a report of their unit (issue 19): dismiss it, or unpublish the post through
 * the post lifecycle (its author is told as for any unpublish). Unpublishing resolves every open
 * report of the post, since readers no longer see what they reported. The report's tasks become
 * done, decided by the admin. The same action again answers the report as it is; another action on
 * a resolved report is a 409.
 */
export async function resolveReport(
  db: Database,
  admin: UserRecord,
  id: number,
  input: ResolveReportBody,
): Promise<ContentReport> {
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ postId: contentReports.postId })
      .from(contentReports)
      .where(and(eq(contentReports.id, id), eq(contentReports.unit, admin.unit)));
    if (!peek) throw notFound('report');
    // The post first, then its reports: the order every change of a post takes.
    const post = (await createPostsRepository(tx).lockInUnit(admin.unit, peek.postId))!;
    const [locked] = await tx
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, id))
      .for('update');
    const report = locked!;
    const status = RESOLUTION[input.action];
    if (report.status === status) return (await findReport(tx, id))!;
    if (report.status !== 'open') {
      throw invalidTransition(`this report is already ${report.status}`, {
        status: report.status,
        action: input.action,
      });
    }

    const now = new Date();
    let resolved: ReportRow[] = [report];
    if (input.action === 'unpublish') {
      resolved = await tx
        .select()
        .from(contentReports)
        .where(and(eq(contentReports.postId, report.postId), eq(contentReports.status, 'open')))
        .for('update');
    }
    const ids = resolved.map((one) => one.id);
    // Done first: the unpublish below cancels the post's unfinished tasks, which these are not.
    await createTasksRepository(tx).finishReportTasks(ids, admin.id, now);
    if (input.action === 'unpublish' && post.status !== 'unpublished') {
      // Only published content can be unpublished (an archived or deleted post answers 409, the
      // report stays open); admins may unpublish anyone's post in the unit, whatever their role.
      if (post.status !== 'published') {
        throw invalidTransition(`a ${post.status} post cannot be unpublished`, {
          status: post.status,
          action: input.action,
        });
      }
      // The author is told why (the reports' reasons), never by whom nor what they wrote.
      await takePostAction(tx, admin, report.postId, 'unpublish', {
        authorNotice: { kind: 'unpublishedAfterReport', title: reasonsInOrder(resolved).join(' ') },
      });
    }
    await tx
      .update(contentReports)
      .set({ status, resolvedByUserId: admin.id, resolvedAt: now })
      .where(inArray(contentReports.id, ids));
    for (const one of resolved) {
      await appendAudit(tx, {
        unit: admin.unit,
        actorUserId: admin.id,
        action: `report.${input.action}`,
        objectType: 'report',
        objectId: one.id,
        before: { status: 'open' },
        after: { status, postId: one.postId },
      });
    }
    return (await findReport(tx, id))!;
  });
}

/**
 * The post's open reports become `redacted` and their tasks done (a redaction resolves them), in
 * the redaction's transaction.
 */
export async function resolveReportsByRedaction(
  tx: Database,
  admin: UserRecord,
  postId: number,
  now: Date,
): Promise<void> {
  const open = await tx
    .update(contentReports)
    .set({ status: 'redacted', resolvedByUserId: admin.id, resolvedAt: now })
    .where(and(eq(contentReports.postId, postId), eq(contentReports.status, 'open')))
    .returning({ id: contentReports.id });
  await createTasksRepository(tx).finishReportTasks(
    open.map((one) => one.id),
    admin.id,
    now,
  );
  for (const one of open) {
    await appendAudit(tx, {
      unit: admin.unit,
      actorUserId: admin.id,
      action: 'report.redact',
      objectType: 'report',
      objectId: one.id,
      before: { status: 'open' },
      after: { status: 'redacted', postId },
    });
  }
}
