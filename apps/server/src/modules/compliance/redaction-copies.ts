import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  auditLog,
  contentReports,
  idempotencyKeys,
  notifications,
  tasks,
  users,
} from '../../db/schema.ts';
import type { PostRow } from '../posts/post-rows.ts';
import { TITLE_LENGTH, type Redactor } from './redaction-text.ts';

/*
 * Where the product keeps copies of a post's text, beside the post itself, and how each is
 * rewritten when a passage is redacted (redaction.service.ts): the tasks about it or answered by
 * it, the notices that link to them, the reports' comments, and the stored answers of idempotent
 * writes. A new place that copies post text belongs here.
 */

/** The rows that may hold copies of the post's text, read once. */
export async function relatedRows(tx: Database, post: { id: number }) {
  const taskRows = await tx
    .select()
    .from(tasks)
    .where(or(eq(tasks.postId, post.id), eq(tasks.answerPostId, post.id)));
  const reportRows = await tx
    .select({ id: contentReports.id, comment: contentReports.comment })
    .from(contentReports)
    .where(eq(contentReports.postId, post.id));
  /** The audit rows about objects of one type among `rows`; none when there are no such rows. */
  const auditOf = (objectType: 'task' | 'report', rows: { id: number }[]) =>
    rows.length > 0
      ? and(
          eq(auditLog.objectType, objectType),
          inArray(
            auditLog.objectId,
            rows.map((row) => String(row.id)),
          ),
        )
      : undefined;
  const objects = [
    and(eq(auditLog.objectType, 'post'), eq(auditLog.objectId, String(post.id))),
    auditOf('task', taskRows),
    auditOf('report', reportRows),
  ];
  const audit = await tx
    .select({
      id: auditLog.id,
      objectType: auditLog.objectType,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(or(...objects));
  return { tasks: taskRows, reports: reportRows, audit };
}

export async function rewriteTasks(
  tx: Database,
  redactor: Redactor,
  rows: (typeof tasks.$inferSelect)[],
  now: Date,
) {
  for (const task of rows) {
    const changes = {
      title: redactor.text(task.title),
      question: task.question === null ? null : redactor.text(task.question),
      decisionComment: task.decisionComment === null ? null : redactor.text(task.decisionComment),
    };
    if (
      changes.title !== task.title ||
      changes.question !== task.question ||
      changes.decisionComment !== task.decisionComment
    ) {
      await tx
        .update(tasks)
        .set({ ...changes, updatedAt: now })
        .where(eq(tasks.id, task.id));
    }
  }
}

/**
 * Notices about the post link to it (its author's approvals, reactions, quotes), to its parent
 * (a reply's notice goes to the parent's author, linked to the parent) or to a task about it.
 */
export async function rewriteNotifications(
  tx: Database,
  redactor: Redactor,
  post: Pick<PostRow, 'id' | 'unit' | 'parentId' | 'quotedId'>,
  taskRows: { id: number }[],
) {
  const links = [
    `/posts/${post.id}`,
    ...(post.parentId ? [`/posts/${post.parentId}`] : []),
    ...(post.quotedId ? [`/posts/${post.quotedId}`] : []),
    ...taskRows.flatMap((task) => [`/tasks/${task.id}`, `/inquiries/${task.id}`]),
  ];
  const rows = await tx
    .select({ id: notifications.id, title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.unit, post.unit), inArray(notifications.link, links)));
  for (const row of rows) {
    const title = redactor.text(row.title);
    if (title !== row.title) {
      await tx.update(notifications).set({ title }).where(eq(notifications.id, row.id));
    }
  }
}

/**
 * The stored answers of writes sent with an Idempotency-Key (a created draft, an opened inquiry's
 * task with its title) by users of the post's unit that hold a removed string or a title cut from
 * a version of the text. Another unit's answers are not this admin's to touch, whatever they say.
 */
export async function rewriteIdempotentAnswers(
  tx: Database,
  redactor: Redactor,
  versions: readonly string[],
  unit: PostRow['unit'],
) {
  const needles = new Set(redactor.removed);
  for (const version of versions) {
    if (version.length > TITLE_LENGTH) needles.add(version.slice(0, TITLE_LENGTH));
  }
  // jsonb prints strings JSON-escaped, as JSON.stringify does: search for the escaped form.
  const found = [...needles].map(
    (needle) =>
      sql`strpos(${idempotencyKeys.response}::text, ${JSON.stringify(needle).slice(1, -1)}) > 0`,
  );
  if (found.length === 0) return;
  const rows = await tx
    .select({
      userId: idempotencyKeys.userId,
      key: idempotencyKeys.key,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .innerJoin(users, eq(users.id, idempotencyKeys.userId))
    .where(and(eq(users.unit, unit), or(...found)));
  for (const row of rows) {
    const response = redactor.json(row.response);
    await tx
      .update(idempotencyKeys)
      .set({ response })
      .where(and(eq(idempotencyKeys.userId, row.userId), eq(idempotencyKeys.key, row.key)));
  }
}
