import {
  APPROVAL_TASK_TYPES,
  daysUntilDue,
  isTaskOverdue,
  tokyoDateAfter,
  tokyoToday,
  type TaskStatus,
} from './task-rules.ts';

/**
 * Issue 23's approval reminders and escalation, as pure rules over the Tokyo calendar (SPEC.md
 * section 4): the approver is reminded the day before the task is due and on the day; a task
 * overdue by a full day (isTaskOverdue) goes to the unit's pmo-approvers.
 */
export const APPROVAL_NUDGES = ['dueTomorrow', 'dueToday', 'escalated'] as const;
export type ApprovalNudge = (typeof APPROVAL_NUDGES)[number];

/** The task types that are approvals, and so are reminded and escalated. */
export const REMINDED_TASK_TYPES = APPROVAL_TASK_TYPES;

/**
 * What is due for an approval task now: the reminder of the day before, the reminder of the day,
 * escalation once overdue, or nothing (finished, or more than a day ahead). Only the stage of
 * today is answered: a reminder missed while no process ran is not sent late on a later day (a
 * "due tomorrow" on the due day would be wrong), but escalation always follows.
 */
export function approvalNudgeDue(
  task: { status: TaskStatus; dueOn: string },
  now: Date,
): ApprovalNudge | null {
  if (task.status !== 'to-do') return null;
  if (isTaskOverdue(task, now)) return 'escalated';
  const days = daysUntilDue(task.dueOn, now);
  if (days === 1) return 'dueTomorrow';
  if (days === 0) return 'dueToday';
  return null;
}

/**
 * The latest due date a task can have and still need something now (the SQL twin of
 * approvalNudgeDue's date test: due on or before tomorrow in Tokyo).
 */
export function nudgeLatestDueOn(now: Date): string {
  return tokyoDateAfter(now, 1);
}

/** A delegation of approvals for a period of absence, in Tokyo dates (inclusive). */
export interface DelegationPeriod {
  delegateUserId: number | null;
  delegateFrom: string | null;
  delegateUntil: string | null;
}

/**
 * To whom a new approval task of this approver goes: their delegate while the period covers today
 * in Tokyo, otherwise themselves.
 */
export function approvalAssigneeOf(approver: { id: number } & DelegationPeriod, now: Date): number {
  const { delegateUserId, delegateFrom, delegateUntil } = approver;
  if (delegateUserId === null || delegateFrom === null || delegateUntil === null) {
    return approver.id;
  }
  const today = tokyoToday(now);
  return delegateFrom <= today && today <= delegateUntil ? delegateUserId : approver.id;
}

/**
 * What is wrong with a delegation's period as set (Tokyo dates, inclusive): it ends before it
 * starts, or has already ended; null when it may be saved. The server refuses and the form
 * explains the same.
 */
export function delegationPeriodProblem(
  period: { from: string; until: string },
  now: Date,
): 'untilBeforeFrom' | 'untilPast' | null {
  if (period.until < period.from) return 'untilBeforeFrom';
  return period.until < tokyoToday(now) ? 'untilPast' : null;
}
