/**
 * SPEC.md section 4's task rules, in one place for server, client and tests. Days are calendar days
 * in Asia/Tokyo (PRODUCT.md), whatever the device's or the server's time zone.
 */
import { PERMISSIONS, type Role } from './roles.ts';

export const TASK_STATUSES = [
  'to-do',
  'in-progress',
  'done',
  'canceled',
  'approved',
  'rejected',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * approval, comment-approval, inquiry (SPEC.md); safety-case: a possible adverse event reported to
 * the unit's safety contacts; report: published content a reader reported (issue 19).
 */
export const TASK_TYPES = [
  'approval',
  'comment-approval',
  'inquiry',
  'safety-case',
  'report',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** The tasks that decide content in review: its approver reads it whole (issue 39). */
export const APPROVAL_TASK_TYPES = [
  'approval',
  'comment-approval',
] as const satisfies readonly TaskType[];

/**
 * The task types a person can be given, as the server's task writers hand them out: approvals of
 * either kind to the approver roles (a delegate shares the role; escalations go to pmo-approvers),
 * inquiries to the authors of posts (the roles that create them), reports to admins (and to safety
 * contacts for a possible adverse event), safety cases to safety contacts (or to admins when the
 * unit has none). The task tray offers a filter for these only.
 */
export function taskTypesReceivedBy(user: {
  role: Role;
  isAdmin: boolean;
  isSafetyContact: boolean;
}): TaskType[] {
  const approves = PERMISSIONS[user.role].approvesContentOf !== null;
  const compliance = user.isAdmin || user.isSafetyContact;
  return TASK_TYPES.filter((type) => {
    if ((APPROVAL_TASK_TYPES as readonly TaskType[]).includes(type)) return approves;
    if (type === 'inquiry') return PERMISSIONS[user.role].createPost;
    return compliance;
  });
}

/** Japan has no daylight saving time: Tokyo is always UTC+9. */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Tokyo as YYYY-MM-DD. */
export function tokyoToday(now: Date): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from today (Tokyo) to the due date: 0 today, 1 tomorrow, -1 yesterday. */
export function daysUntilDue(dueOn: string, now: Date): number {
  return Math.round(
    (Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${tokyoToday(now)}T00:00:00Z`)) / DAY_MS,
  );
}

/**
 * Statuses in which a task is not finished: it still waits for its assignee (to-do) or for the
 * assignee's answer to be approved (in-progress). Approval, lifecycle and inquiry rules cancel or
 * advance only these; the task tray's "active" tab lists them. (SPEC.md's narrower "open", for
 * the badge, is isTaskOpen below.)
 */
export const UNFINISHED_TASK_STATUSES = [
  'to-do',
  'in-progress',
] as const satisfies readonly TaskStatus[];
/** Statuses in which a task is finished: nothing will change it any more. */
export const FINISHED_TASK_STATUSES = [
  'done',
  'approved',
  'rejected',
  'canceled',
] as const satisfies readonly TaskStatus[];

export function isTaskUnfinished(status: TaskStatus): boolean {
  return (UNFINISHED_TASK_STATUSES as readonly TaskStatus[]).includes(status);
}

/** SPEC.md section 4: open only when the status is to-do and the due date has not passed. */
export function isTaskOpen(task: { status: TaskStatus; dueOn: string }, now: Date): boolean {
  return task.status === 'to-do' && daysUntilDue(task.dueOn, now) >= 0;
}

/** SPEC.md section 4: overdue when the due date is at least one full day in the past (and not finished). */
export function isTaskOverdue(task: { status: TaskStatus; dueOn: string }, now: Date): boolean {
  return isTaskUnfinished(task.status) && daysUntilDue(task.dueOn, now) <= -1;
}

export type DueText =
  { kind: 'answerToday' } | { kind: 'pastDeadline' } | { kind: 'daysRemaining'; days: number };

/** SPEC.md section 4's helper text: "answer today", "past deadline" or "N days remaining". */
export function dueText(dueOn: string, now: Date): DueText {
  const days = daysUntilDue(dueOn, now);
  if (days === 0) return { kind: 'answerToday' };
  if (days < 0) return { kind: 'pastDeadline' };
  return { kind: 'daysRemaining', days };
}

/** The earliest due date an open task can have today: the SQL twin of isTaskOpen's date test. */
export function openTaskEarliestDueOn(now: Date): string {
  return tokyoToday(now);
}

/** PRODUCT.md: an approval task is due this many days after the content was submitted. */
export const APPROVAL_DUE_DAYS = 3;
/** PRODUCT.md: an inquiry is due this many days after it was opened, unless the asker says. */
export const INQUIRY_DUE_DAYS = 14;
/** The furthest ahead an asker may set an inquiry's due date. */
export const INQUIRY_MAX_DUE_DAYS = 365;
/** An inquiry's question, and an approver's reason for returning content. */
export const INQUIRY_QUESTION_MAX = 1000;
export const REJECT_REASON_MAX = 1000;

/** The Tokyo date `days` after today (Tokyo): a task's due date. */
export function tokyoDateAfter(now: Date, days: number): string {
  return tokyoToday(new Date(now.getTime() + days * DAY_MS));
}

/**
 * The next working day after today in Tokyo (Monday to Friday; a safety case is due then, ICH
 * E2D's "act by the next working day"). Public holidays are not counted out: a company's safety
 * department works to its own calendar, and a day early is the safe side of that difference.
 */
export function nextTokyoWorkingDay(now: Date): string {
  for (let days = 1; ; days++) {
    const date = tokyoDateAfter(now, days);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return date;
  }
}
