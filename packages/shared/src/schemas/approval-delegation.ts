import { z } from 'zod';
import { CalendarDaySchema } from './common.ts';
import { PersonSchema } from './tasks.ts';

const id = z.number().int().min(1).max(2_147_483_647);

/**
 * GET /approval-delegation: the caller's delegate for a period of absence (issue 23), and whom
 * they may name: the other active users of their unit who approve what they approve.
 */
export const ApprovalDelegationSchema = z.object({
  delegate: PersonSchema.nullable(),
  /** The period, Tokyo dates, both days included; null without a delegate. */
  from: z.iso.date().nullable(),
  until: z.iso.date().nullable(),
  candidates: z.array(PersonSchema),
  /**
   * Where the candidates are sought, so that an empty list can say why: among the caller's own
   * organization (an mr-approver in one) or the whole unit, always of the caller's role.
   */
  candidatesWithin: z.enum(['organization', 'unit']),
});
export type ApprovalDelegation = z.infer<typeof ApprovalDelegationSchema>;

/** PUT /approval-delegation: name a delegate for a period (setting it again changes nothing). */
export const SetApprovalDelegationBodySchema = z.strictObject({
  delegateUserId: id,
  from: CalendarDaySchema,
  until: CalendarDaySchema,
});
export type SetApprovalDelegationBody = z.infer<typeof SetApprovalDelegationBodySchema>;
