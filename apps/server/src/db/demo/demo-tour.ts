import { and, asc, eq } from 'drizzle-orm';
import { BUSINESS_UNITS, nextTokyoWorkingDay, type BusinessUnit } from '@kizuki/shared';
import { sendApprovalNudges } from '../../modules/approvals/approval-reminders.service.ts';
import { complianceRecipients } from '../../modules/tasks/recipients.ts';
import { createReport } from '../../modules/compliance/reports.service.ts';
import { assignTasks } from '../../modules/tasks/assign-tasks.ts';
import { createUsersRepository } from '../../modules/users/users.repository.ts';
import type { Database } from '../database.ts';
import {
  contentReports,
  masterItems,
  organizations,
  posts,
  safetyCases,
  tasks,
  users,
} from '../schema.ts';
import { insertPostInReview } from './demo-work.ts';
import { demoEmail, DEMO_SECOND_APPROVER, DEMO_SECOND_APPROVER_NAMES } from './demo-users.ts';

const DAY_MS = 24 * 3_600_000;

/** An mr's post its approver left too long: the job escalated it to the pmo-approver. */
const OVERDUE =
  '他社が地域の薬剤師向けに勉強会を開催するとの案内が病院の掲示板に貼られていた。テーマは新しい投与方法。';
const REPORT_COMMENT = '他社製品について、根拠の示されていない評価が書かれているように読めます。';
const WHAT_HAPPENED = '服用を始めてから発疹が出た患者がいると薬局で聞いた。詳細は不明。';

/**
 * What the README's tour needs beyond the everyday demo (issue 39), in every unit, at the seed's
 * clock: a second mr-approver (so a delegate can be named), an approval escalated to the
 * pmo-approver by the reminder job itself, an open report with the admin's task, and a safety case
 * with its contacts' tasks. Only `npm start`'s demo has it (startServer's `demoTour`): the tests'
 * demo data stays one approver per office, as their expectations are written.
 */
export async function seedDemoTour(db: Database, now: Date): Promise<void> {
  for (const [index, unit] of BUSINESS_UNITS.entries()) {
    await addSecondApprover(db, unit, index);
    await addOverdueApproval(db, unit, now);
    await addReportAndSafetyCase(db, unit, now);
  }
  // The reminder job's own run: it escalates each overdue approval and tells both approvers.
  await sendApprovalNudges(db, now);
}

async function addSecondApprover(db: Database, unit: BusinessUnit, index: number) {
  const [sales] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.unit, unit), eq(organizations.code, 'sales')));
  const [lastName, firstName] = DEMO_SECOND_APPROVER_NAMES[index]!;
  await db
    .insert(users)
    .values({
      email: DEMO_SECOND_APPROVER(unit),
      lastName,
      firstName,
      role: 'mr-approver',
      unit,
      organizationId: sales?.id ?? null,
      isAdmin: false,
    })
    .onConflictDoNothing();
}

const userOf = async (db: Database, email: string) =>
  (await createUsersRepository(db).findByEmail(email))!;

async function addOverdueApproval(db: Database, unit: BusinessUnit, now: Date) {
  const mr = await userOf(db, demoEmail('mr', unit));
  const approver = await userOf(db, demoEmail('mr-approver', unit));
  const [classified] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.unit, unit), eq(posts.status, 'published'), eq(posts.kind, 'post')))
    .orderBy(asc(posts.id))
    .limit(1);
  // Submitted a week ago: its approval fell due four days ago, a full day and more overdue.
  const submittedAt = new Date(now.getTime() - 7 * DAY_MS);
  await insertPostInReview(db, {
    classifiedLike: classified,
    author: mr,
    approver,
    body: OVERDUE,
    submittedAt,
  });
}

async function addReportAndSafetyCase(db: Database, unit: BusinessUnit, now: Date) {
  const mr = await userOf(db, demoEmail('mr', unit));
  const reader = await userOf(db, demoEmail('rm', unit));
  const [reported] = await db
    .select({ id: posts.id, product: masterItems.nameJa })
    .from(posts)
    .innerJoin(masterItems, eq(masterItems.id, posts.competitiveProductId))
    .where(
      and(
        eq(posts.unit, unit),
        eq(posts.status, 'published'),
        eq(posts.kind, 'post'),
        eq(posts.authorUserId, mr.id),
      ),
    )
    .orderBy(asc(posts.id))
    .limit(1);
  // The reader's report as the app makes it: the admins' tasks, their notices, the audit row;
  // dated by the seed's clock.
  const reportedAt = new Date(now.getTime() - 2 * 3_600_000);
  const { report } = await createReport(
    db,
    reader,
    reported!.id,
    { reason: 'defamation', comment: REPORT_COMMENT },
    reportedAt,
  );
  await db
    .update(contentReports)
    .set({ createdAt: reportedAt })
    .where(eq(contentReports.id, report.id));
  await db
    .update(tasks)
    .set({ createdAt: reportedAt, updatedAt: reportedAt })
    .where(eq(tasks.reportId, report.id));

  // An mr's safety case, with a task for each safety contact (as createSafetyCase writes them;
  // it is not called because it screens through the app's worker pool).
  const caseAt = new Date(now.getTime() - 3_600_000);
  const [safetyCase] = await db
    .insert(safetyCases)
    .values({
      unit,
      reporterUserId: mr.id,
      product: reported!.product,
      whatHappened: WHAT_HAPPENED,
      learntAt: caseAt,
      source: 'post',
      createdAt: caseAt,
    })
    .returning({ id: safetyCases.id });
  await assignTasks(db, {
    unit,
    type: 'safety-case',
    assigneeIds: await complianceRecipients(db, unit, { safetyContacts: true, admins: false }),
    dueOn: nextTokyoWorkingDay(caseAt),
    title: '',
    requestedByUserId: mr.id,
    safetyCaseId: safetyCase!.id,
    at: caseAt,
  });
}
