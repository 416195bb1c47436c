import { describe, expect, it } from 'vitest';
import {
  daysUntilDue,
  dueText,
  isTaskOpen,
  isTaskOverdue,
  taskTypesReceivedBy,
  tokyoToday,
  type TaskStatus,
} from './task-rules.ts';

/** 2026-11-22 10:00 in Tokyo is 01:00 UTC; 23:30 in Tokyo is 14:30 UTC the same UTC day. */
const MORNING = new Date('2026-11-22T01:00:00Z');
const LATE_NIGHT = new Date('2026-11-22T14:30:00Z');
/** 2026-11-21 20:00 UTC is already 2026-11-22 05:00 in Tokyo. */
const UTC_EVENING_BEFORE = new Date('2026-11-21T20:00:00Z');

describe('tokyoToday', () => {
  it.each([
    [MORNING, '2026-11-22'],
    [LATE_NIGHT, '2026-11-22'],
    [UTC_EVENING_BEFORE, '2026-11-22'],
    [new Date('2026-11-22T15:00:00Z'), '2026-11-23'],
    [new Date('2026-12-31T15:00:00Z'), '2027-01-01'],
  ])('%s is %s in Tokyo', (now, expected) => {
    expect(tokyoToday(now)).toBe(expected);
  });
});

describe('the task rules of SPEC.md section 4', () => {
  // [dueOn, status, now, open, overdue, due text]
  const cases: [string, TaskStatus, Date, boolean, boolean, string][] = [
    ['2026-11-22', 'to-do', MORNING, true, false, 'answerToday'],
    ['2026-11-22', 'to-do', LATE_NIGHT, true, false, 'answerToday'],
    ['2026-11-22', 'to-do', UTC_EVENING_BEFORE, true, false, 'answerToday'],
    ['2026-11-23', 'to-do', MORNING, true, false, 'daysRemaining:1'],
    ['2026-12-06', 'to-do', MORNING, true, false, 'daysRemaining:14'],
    ['2026-11-21', 'to-do', MORNING, false, true, 'pastDeadline'],
    ['2026-11-21', 'in-progress', MORNING, false, true, 'pastDeadline'],
    ['2026-11-01', 'to-do', MORNING, false, true, 'pastDeadline'],
    ['2026-11-23', 'in-progress', MORNING, false, false, 'daysRemaining:1'],
    ['2026-11-23', 'done', MORNING, false, false, 'daysRemaining:1'],
    ['2026-11-20', 'done', MORNING, false, false, 'pastDeadline'],
    ['2026-11-20', 'canceled', MORNING, false, false, 'pastDeadline'],
    ['2026-11-20', 'approved', MORNING, false, false, 'pastDeadline'],
    ['2026-11-20', 'rejected', MORNING, false, false, 'pastDeadline'],
  ];

  it.each(cases)(
    'due %s, %s, at %s: open %s, overdue %s, %s',
    (dueOn, status, now, open, overdue, text) => {
      expect(isTaskOpen({ status, dueOn }, now)).toBe(open);
      expect(isTaskOverdue({ status, dueOn }, now)).toBe(overdue);
      const due = dueText(dueOn, now);
      expect(due.kind === 'daysRemaining' ? `daysRemaining:${due.days}` : due.kind).toBe(text);
    },
  );

  it('counts calendar days across a month and a year end', () => {
    expect(daysUntilDue('2027-01-02', new Date('2026-12-30T03:00:00Z'))).toBe(3);
    expect(daysUntilDue('2026-02-28', new Date('2026-03-01T03:00:00Z'))).toBe(-1);
  });
});

describe('taskTypesReceivedBy: the types a person can be given', () => {
  const plain = { isAdmin: false, isSafetyContact: false };
  it.each([
    ['mr', plain, ['inquiry']],
    ['mr-approver', plain, ['approval', 'comment-approval']],
    ['rm', plain, []],
    ['pmo', plain, ['inquiry']],
    ['pmo-approver', plain, ['approval', 'comment-approval', 'inquiry']],
    ['hq', plain, ['inquiry']],
    ['rm', { isAdmin: true, isSafetyContact: false }, ['safety-case', 'report']],
    ['mr', { isAdmin: false, isSafetyContact: true }, ['inquiry', 'safety-case', 'report']],
  ] as const)('%s %o: %o', (role, flags, types) => {
    expect(taskTypesReceivedBy({ role, ...flags })).toEqual(types);
  });
});
