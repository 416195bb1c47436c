import { eq } from 'drizzle-orm';
import {
  APPROVAL_DUE_DAYS,
  INQUIRY_DUE_DAYS,
  selfCheckItems,
  tokyoDateAfter,
  type BusinessUnit,
} from '@kizuki/shared';
import { classificationColumns } from '../../modules/posts/posts.repository.ts';
import type { Database } from '../database.ts';
import { titleOf } from '../../modules/tasks/assign-tasks.ts';
import { notifications, posts, tasks, type users } from '../schema.ts';

/** Posts in review, as the field would submit them, and what the PMO office asks. */
const IN_REVIEW = {
  mr: '他社MRが新しい服薬指導せんを調剤薬局に配布していた。患者向けの飲み忘れ対策の記載が中心。',
  pmo: '学会の企業展示で、競合品の新しい投与スケジュール資料が配られていた。前版から用量調整の図が追加されている。',
} as const;
const DEMO_QUESTION =
  'この資料はどのような施設で確認されましたか。配布の対象（医師・薬剤師）も教えてください。';

/**
 * The work a newcomer should find waiting (PRODUCT.md, demo data): an mr's and a pmo's post in
 * review with their approvers' tasks, and an open inquiry from the pmo to the mr about the mr's
 * newest post, with the mr's notification.
 */
export async function seedDemoWork(
  db: Database,
  unit: BusinessUnit,
  inquiredPostId: number,
  byRole: (role: string) => typeof users.$inferSelect,
  now: Date,
) {
  const [inquired] = await db.select().from(posts).where(eq(posts.id, inquiredPostId));
  for (const [role, approverRole] of [
    ['mr', 'mr-approver'],
    ['pmo', 'pmo-approver'],
  ] as const) {
    const author = byRole(role);
    const submittedAt = new Date(now.getTime() - 5 * 3_600_000);
    await insertPostInReview(db, {
      classifiedLike: inquired!,
      author,
      approver: byRole(approverRole),
      body: IN_REVIEW[role],
      submittedAt,
    });
  }
  const mr = byRole('mr');
  const [inquiry] = await db
    .insert(tasks)
    .values({
      unit,
      assigneeUserId: mr.id,
      type: 'inquiry',
      status: 'to-do',
      dueOn: tokyoDateAfter(now, INQUIRY_DUE_DAYS),
      title: inquired!.body.slice(0, 80),
      postId: inquired!.id,
      requestedByUserId: byRole('pmo').id,
      question: DEMO_QUESTION,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await db.insert(notifications).values({
    unit,
    userId: mr.id,
    kind: 'inquiryAssigned',
    title: DEMO_QUESTION.slice(0, 80),
    link: `/tasks/${inquiry!.id}`,
    createdAt: now,
  });
}

/**
 * A post of the author's in review since `submittedAt`, classified like another post, with the
 * approver's approval task as a submission makes it (due in APPROVAL_DUE_DAYS Tokyo days): the
 * demo's waiting work, here and in the tour (demo-tour.ts).
 */
export async function insertPostInReview(
  db: Database,
  input: {
    classifiedLike: typeof posts.$inferSelect | undefined;
    author: Pick<typeof users.$inferSelect, 'id' | 'unit'>;
    approver: Pick<typeof users.$inferSelect, 'id'>;
    body: string;
    submittedAt: Date;
  },
) {
  const { author, submittedAt } = input;
  const [post] = await db
    .insert(posts)
    .values({
      ...classificationColumns(input.classifiedLike),
      unit: author.unit,
      authorUserId: author.id,
      kind: 'post',
      status: 'review',
      body: input.body,
      selfCheck: selfCheckItems('post'),
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    })
    .returning();
  await db.insert(tasks).values({
    unit: author.unit,
    assigneeUserId: input.approver.id,
    type: 'approval',
    status: 'to-do',
    dueOn: tokyoDateAfter(submittedAt, APPROVAL_DUE_DAYS),
    title: titleOf(input.body),
    postId: post!.id,
    requestedByUserId: author.id,
    createdAt: submittedAt,
    updatedAt: submittedAt,
  });
  return post!;
}
