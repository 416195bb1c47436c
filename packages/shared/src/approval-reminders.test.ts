import { describe, expect, it } from 'vitest';
import { approvalAssigneeOf, approvalNudgeDue, nudgeLatestDueOn } from './approval-reminders.ts';
import type { TaskStatus } from './task-rules.ts';

/** Tokyo midnight is 15:00 UTC the day before. */
const at = (iso: string) => new Date(iso);

describe('approvalNudgeDue: reminders and escalation on the Tokyo calendar', () => {
  // [dueOn, now (UTC), expected]
  const cases: [string, string, string | null][] = [
    // Around Tokyo midnight: 14:59:59 UTC is still the day before in Tokyo, 15:00 the next day.
    ['2026-11-23', '2026-11-21T14:59:59Z', null],
    ['2026-11-23', '2026-11-21T15:00:00Z', 'dueTomorrow'],
    ['2026-11-23', '2026-11-22T14:59:59Z', 'dueTomorrow'],
    ['2026-11-23', '2026-11-22T15:00:00Z', 'dueToday'],
    ['2026-11-23', '2026-11-23T14:59:59Z', 'dueToday'],
    // The day after the due date is a full day past it: escalated from its first minute.
    ['2026-11-23', '2026-11-23T15:00:00Z', 'escalated'],
    ['2026-11-23', '2026-11-30T03:00:00Z', 'escalated'],
    // A UTC evening is already the next Tokyo day.
    ['2026-11-23', '2026-11-21T20:00:00Z', 'dueTomorrow'],
    // Month ends: due on the 1st, reminded on the 31st / 30th / 28th (Tokyo).
    ['2026-11-01', '2026-10-30T15:00:00Z', 'dueTomorrow'],
    ['2026-11-01', '2026-10-31T15:00:00Z', 'dueToday'],
    ['2026-12-01', '2026-11-29T15:30:00Z', 'dueTomorrow'],
    ['2026-03-01', '2026-02-27T15:00:00Z', 'dueTomorrow'],
    ['2026-03-01', '2026-02-28T14:59:59Z', 'dueTomorrow'],
    ['2026-03-01', '2026-02-28T15:00:00Z', 'dueToday'],
    ['2028-02-29', '2028-02-27T15:00:00Z', 'dueTomorrow'],
    ['2028-02-29', '2028-02-29T15:00:00Z', 'escalated'],
    // Due on the last day of a month: escalated on the 1st of the next (Tokyo).
    ['2026-11-30', '2026-11-30T14:59:59Z', 'dueToday'],
    ['2026-11-30', '2026-11-30T15:00:00Z', 'escalated'],
    // Year end.
    ['2027-01-01', '2026-12-30T15:00:00Z', 'dueTomorrow'],
    ['2027-01-01', '2026-12-31T15:00:00Z', 'dueToday'],
    ['2026-12-31', '2026-12-31T15:00:00Z', 'escalated'],
    ['2026-12-31', '2026-12-31T14:59:59Z', 'dueToday'],
    // Two days ahead: nothing yet.
    ['2026-11-25', '2026-11-22T16:00:00Z', null],
  ];
  it.each(cases)('due %s at %s: %s', (dueOn, now, expected) => {
    expect(approvalNudgeDue({ status: 'to-do', dueOn }, at(now))).toBe(expected);
  });

  it.each<TaskStatus>(['approved', 'rejected', 'canceled', 'done', 'in-progress'])(
    'a %s task needs nothing',
    (status) => {
      expect(approvalNudgeDue({ status, dueOn: '2026-11-20' }, at('2026-11-23T03:00:00Z'))).toBe(
        null,
      );
    },
  );

  it('the SQL bound is tomorrow in Tokyo, across a month end at Tokyo midnight', () => {
    expect(nudgeLatestDueOn(at('2026-11-30T14:59:59Z'))).toBe('2026-12-01');
    expect(nudgeLatestDueOn(at('2026-11-30T15:00:00Z'))).toBe('2026-12-02');
    expect(nudgeLatestDueOn(at('2026-12-30T15:00:00Z'))).toBe('2027-01-01');
  });
});

describe('approvalAssigneeOf: a delegate while the period covers today in Tokyo', () => {
  const approver = {
    id: 1,
    delegateUserId: 2,
    delegateFrom: '2026-12-01',
    delegateUntil: '2026-12-31',
  };
  it.each([
    ['2026-11-30T14:59:59Z', 1],
    ['2026-11-30T15:00:00Z', 2],
    ['2026-12-31T14:59:59Z', 2],
    ['2026-12-31T15:00:00Z', 1],
  ])('at %s the task goes to %i', (now, expected) => {
    expect(approvalAssigneeOf(approver, at(now))).toBe(expected);
  });
  it('no delegate: the approver', () => {
    expect(
      approvalAssigneeOf(
        { id: 1, delegateUserId: null, delegateFrom: null, delegateUntil: null },
        at('2026-12-05T00:00:00Z'),
      ),
    ).toBe(1);
  });
});
