import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { REDACTION_MARK, type CreateRedactionBody, type Redaction } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { auditLog, contentReports, posts, redactions, users } from '../../db/schema.ts';
import { invalidTransition, notFound, validationError } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { notify } from '../notifications/notify.ts';
import { createPostsRepository } from '../posts/posts.repository.ts';
import { forgetRememberedCounts } from '../posts/remembered-count.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { bodiesIn, createRedactor, occurrencesOf } from './redaction-text.ts';
import {
  relatedRows,
  rewriteIdempotentAnswers,
  rewriteNotifications,
  rewriteTasks,
} from './redaction-copies.ts';
import { resolveReportsByRedaction } from './reports.service.ts';

/**
 * An admin redacts a post, reply or quote of their unit, in any status (issue 19): every
 * occurrence of the passage (or the whole text) is replaced by REDACTION_MARK everywhere the
 * product stored it, in one transaction:
 * - the post's text and its rejection reason (its search columns are generated and follow);
 * - the titles, questions and decision comments of the tasks about it or answered by it, and the
 *   titles of the notices that link to it, its post, or those tasks (titles are the first 80
 *   characters of the text at the time: they are recomputed, so no fragment survives the cut);
 * - the comments of its reports;
 * - the before and after of the audit trail's rows about it, its tasks and its reports (the
 *   drafts' earlier versions live there), string by string: the one change the audit trigger
 *   allows, and only after `kizuki.redaction` is set for this transaction;
 * - the stored answers of idempotent writes that carry it.
 * What stays is a `redactions` row (who, when, why, how many, a salt and SHA-256 of salt and the
 * removed text), a 'post.redact' audit row with the hash and the reason, and a notice to the
 * author without the text. The post's open reports become `redacted`.
 */
export async function redactPost(
  tx: Database,
  admin: UserRecord,
  postId: number,
  input: CreateRedactionBody,
): Promise<Redaction> {
  // Before any statement that could touch the audit trail: this transaction only (is_local).
  await tx.execute(sql`select set_config('kizuki.redaction', 'on', true)`);
  const post = await createPostsRepository(tx).lockInUnit(admin.unit, postId);
  if (!post) throw notFound('post');
  const { passage, reason } = input;
  if (passage !== undefined && passage.trim() === '') {
    throw validationError('body.passage', 'must contain visible text');
  }
  if (passage === undefined && post.body === REDACTION_MARK) {
    throw invalidTransition('the whole text of this post is already redacted', {
      status: post.status,
    });
  }
  const related = await relatedRows(tx, post);
  const versions = [
    post.body,
    // The drafts' earlier versions: the bodies of the post's own audit rows.
    ...related.audit
      .filter((row) => row.objectType === 'post')
      .flatMap((row) => [...bodiesIn(row.before), ...bodiesIn(row.after)]),
  ];
  // A passage the writer already took out of the text still lives in its earlier versions (the
  // pre-screen made them take it out): it may be redacted from there. Never echo it: a 400's
  // message reaches logs and screens.
  if (passage !== undefined && !versions.some((version) => version.includes(passage))) {
    throw validationError('body.passage', 'is not in the text of the post or its earlier versions');
  }
  const redactor = createRedactor(versions, passage);
  const now = new Date();

  await tx
    .update(posts)
    .set({
      body: redactor.text(post.body),
      rejectionReason: post.rejectionReason === null ? null : redactor.text(post.rejectionReason),
      updatedAt: now,
    })
    .where(eq(posts.id, post.id));
  await rewriteTasks(tx, redactor, related.tasks, now);
  await rewriteNotifications(tx, redactor, post, related.tasks);
  for (const report of related.reports) {
    const comment = redactor.text(report.comment);
    if (comment !== report.comment) {
      await tx.update(contentReports).set({ comment }).where(eq(contentReports.id, report.id));
    }
  }
  for (const row of related.audit) {
    const before = redactor.json(row.before);
    const after = redactor.json(row.after);
    if (JSON.stringify([before, after]) !== JSON.stringify([row.before, row.after])) {
      await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, row.id));
    }
  }
  await rewriteIdempotentAnswers(tx, redactor, versions, post.unit);

  const removedText = passage ?? post.body;
  const salt = randomBytes(16).toString('hex');
  const removedHash = createHash('sha256').update(salt).update(removedText).digest('hex');
  const occurrences = passage === undefined ? 1 : occurrencesOf(post.body, passage);
  const [record] = await tx
    .insert(redactions)
    .values({
      unit: admin.unit,
      objectType: 'post',
      objectId: post.id,
      redactedByUserId: admin.id,
      reason,
      salt,
      removedHash,
      occurrences,
      at: now,
    })
    .returning();
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action: 'post.redact',
    objectType: 'post',
    objectId: post.id,
    before: { removedHash },
    after: { removedHash, reason, occurrences, redactionId: record!.id, whole: !passage },
  });
  await resolveReportsByRedaction(tx, admin, post.id, now);
  if (post.authorUserId !== admin.id) {
    await notify(tx, [
      {
        unit: admin.unit,
        userId: post.authorUserId,
        kind: 'redacted',
        // The client words it from the kind: no text, removed or kept, in notices and pushes.
        title: '',
        link: `/posts/${post.id}`,
      },
    ]);
  }
  // Counts remembered for a minute are keyed by the searches that made them, which may hold the
  // passage: this process forgets them (the others' expire within the minute).
  forgetRememberedCounts();
  return presentRedaction(tx, record!);
}

async function presentRedaction(
  tx: Database,
  row: typeof redactions.$inferSelect,
): Promise<Redaction> {
  const [by] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.redactedByUserId));
  return {
    id: row.id,
    objectType: row.objectType,
    objectId: row.objectId,
    redactedBy: by!,
    at: row.at.toISOString(),
    reason: row.reason,
    removedHash: row.removedHash,
    occurrences: row.occurrences,
  };
}
