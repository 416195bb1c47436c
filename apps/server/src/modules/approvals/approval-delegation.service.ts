import { and, asc, eq, ne } from 'drizzle-orm';
import {
  PERMISSIONS,
  delegationPeriodProblem,
  type ApprovalDelegation,
  type SetApprovalDelegationBody,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { forbidden, validationError } from '../../plugins/errors.ts';
import type { UserRecord } from '../users/users.repository.ts';

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/** Only someone who approves content has approvals to hand on. */
function requireApprover(caller: UserRecord) {
  if (PERMISSIONS[caller.role].approvesContentOf === null) {
    throw forbidden('only an approver can name a delegate');
  }
}

/**
 * Who may stand in for the caller: the other active users of the unit with the same role, and for
 * an mr-approver of the same organization, since an mr's content is approved by the mr-approvers
 * of the mr's organization (PRODUCT.md). New tasks follow the delegate only while they still are
 * such a person (assigneesOf checks it again at each assignment).
 */
function candidatesWithin(caller: UserRecord): ApprovalDelegation['candidatesWithin'] {
  return caller.role === 'mr-approver' && caller.organizationId !== null ? 'organization' : 'unit';
}

function candidatesOf(db: Database, caller: UserRecord) {
  const sameOrganization =
    candidatesWithin(caller) === 'organization'
      ? eq(users.organizationId, caller.organizationId!)
      : undefined;
  return db
    .select(person)
    .from(users)
    .where(
      and(
        eq(users.unit, caller.unit),
        eq(users.role, caller.role),
        eq(users.active, true),
        ne(users.id, caller.id),
        sameOrganization,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The caller's delegation as it stands, with whom they could name. */
export async function readApprovalDelegation(
  db: Database,
  caller: UserRecord,
): Promise<ApprovalDelegation> {
  requireApprover(caller);
  const [own] = await db
    .select({
      delegateUserId: users.delegateUserId,
      from: users.delegateFrom,
      until: users.delegateUntil,
    })
    .from(users)
    .where(eq(users.id, caller.id));
  const [delegate] = own?.delegateUserId
    ? await db.select(person).from(users).where(eq(users.id, own.delegateUserId))
    : [];
  return {
    delegate: delegate ?? null,
    from: delegate ? (own?.from ?? null) : null,
    until: delegate ? (own?.until ?? null) : null,
    candidates: await candidatesOf(db, caller),
    candidatesWithin: candidatesWithin(caller),
  };
}

/**
 * Names (or changes) the caller's delegate and period (issue 23): another active approver of the
 * same unit and role; the period in order and not over (its end today or later, Tokyo). New
 * approval tasks follow it while it covers today; tasks already open stay. Audited.
 */
export async function setApprovalDelegation(
  db: Database,
  caller: UserRecord,
  body: SetApprovalDelegationBody,
  now: Date,
): Promise<ApprovalDelegation> {
  requireApprover(caller);
  if (body.delegateUserId === caller.id) {
    throw validationError('body.delegateUserId', 'may not be yourself');
  }
  const candidates = await candidatesOf(db, caller);
  if (!candidates.some((candidate) => candidate.id === body.delegateUserId)) {
    throw validationError(
      'body.delegateUserId',
      `is not an active ${caller.role} of your unit who could approve in your place`,
    );
  }
  const periodProblem = delegationPeriodProblem(body, now);
  if (periodProblem === 'untilBeforeFrom') {
    throw validationError('body.until', 'is before body.from');
  }
  if (periodProblem === 'untilPast') throw validationError('body.until', 'is in the past');
  await writeDelegation(db, caller, {
    delegateUserId: body.delegateUserId,
    delegateFrom: body.from,
    delegateUntil: body.until,
  });
  return readApprovalDelegation(db, caller);
}

/** Ends the caller's delegation (nothing to end changes nothing). */
export async function clearApprovalDelegation(db: Database, caller: UserRecord): Promise<void> {
  requireApprover(caller);
  await writeDelegation(db, caller, {
    delegateUserId: null,
    delegateFrom: null,
    delegateUntil: null,
  });
}

async function writeDelegation(
  db: Database,
  caller: UserRecord,
  after: {
    delegateUserId: number | null;
    delegateFrom: string | null;
    delegateUntil: string | null;
  },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        delegateUserId: users.delegateUserId,
        delegateFrom: users.delegateFrom,
        delegateUntil: users.delegateUntil,
      })
      .from(users)
      .where(eq(users.id, caller.id))
      .for('update');
    const same =
      before?.delegateUserId === after.delegateUserId &&
      before.delegateFrom === after.delegateFrom &&
      before.delegateUntil === after.delegateUntil;
    // A retry, or the same setting again: nothing changes, nothing is audited.
    if (same) return;
    await tx.update(users).set(after).where(eq(users.id, caller.id));
    await appendAudit(tx, {
      unit: caller.unit,
      actorUserId: caller.id,
      action: 'user.delegate',
      objectType: 'user',
      objectId: caller.id,
      before: before ?? null,
      after,
    });
  });
}
