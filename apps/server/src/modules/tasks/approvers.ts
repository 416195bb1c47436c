import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { approvalAssigneeOf, PERMISSIONS, type BusinessUnit, type Role } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UserRecord } from '../users/users.repository.ts';

function approverRoleOf(role: Role): Role | undefined {
  return (Object.keys(PERMISSIONS) as Role[]).find(
    (candidate) => PERMISSIONS[candidate].approvesContentOf === role,
  );
}

/**
 * Who may approve the author's content (PRODUCT.md): an mr's mr-approvers of the same
 * organization, a pmo's pmo-approvers of the unit. An mr whose organization has no approver falls
 * back to the unit's, so that content never waits for nobody (docs/decisions.md). A deactivated
 * user approves nothing (issue 20).
 */
export async function eligibleApprovers(db: Database, author: UserRecord): Promise<number[]> {
  const approverRole = approverRoleOf(author.role);
  if (!approverRole) return [];
  const ofUnit = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(
      and(
        eq(users.unit, author.unit),
        eq(users.role, approverRole),
        eq(users.active, true),
        ne(users.id, author.id),
      ),
    );
  const sameOrganization = ofUnit.filter(
    (approver) =>
      author.organizationId !== null && approver.organizationId === author.organizationId,
  );
  const chosen =
    approverRole === 'mr-approver' && sameOrganization.length > 0 ? sameOrganization : ofUnit;
  return chosen.map((approver) => approver.id);
}

/**
 * The unit's active pmo-approvers, in id order, but for the people left out (an author, someone
 * leaving): who receives an escalated approval (issue 23) and the approvers of last resort.
 */
export async function activePmoApprovers(
  db: Database,
  unit: BusinessUnit,
  leftOut: number[] = [],
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.unit, unit),
        eq(users.role, 'pmo-approver'),
        eq(users.active, true),
        leftOut.length > 0 ? notInArray(users.id, leftOut) : undefined,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/**
 * Who receives the approval tasks of these approvers today (issue 23): an approver's delegate
 * while their period of absence covers today in Tokyo, the approver otherwise; each person once,
 * never the author. The delegate is checked now, not only when the delegation was saved: they must
 * be one of `approverIds` (the people who may approve this content today: active, of the unit and
 * role, and for an mr's content of the author's organization, see eligibleApprovers), so an
 * admin's later change of their role, unit or organization, or their deactivation, sends the
 * tasks back to the approver.
 */
export async function assigneesOf(
  db: Database,
  approverIds: number[],
  authorId: number | null,
  now: Date,
): Promise<number[]> {
  if (approverIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      delegateUserId: users.delegateUserId,
      delegateFrom: users.delegateFrom,
      delegateUntil: users.delegateUntil,
    })
    .from(users)
    .where(inArray(users.id, approverIds));
  const mayApprove = new Set(approverIds);
  const assignees = rows.map((row) => {
    const assignee = approvalAssigneeOf(row, now);
    return mayApprove.has(assignee) && assignee !== authorId ? assignee : row.id;
  });
  return [...new Set(assignees)];
}

/**
 * PRODUCT.md: content that needs approval must have someone to approve it. Answers who receives
 * the approval tasks (the approvers, or their delegates while they are away), or refuses the
 * submission with 409 noApprover.
 */
export async function requireApprovers(
  db: Database,
  author: UserRecord,
  now: Date,
): Promise<number[]> {
  const approvers = await eligibleApprovers(db, author);
  if (approvers.length === 0) {
    throw new AppError(
      409,
      'noApprover',
      `there is no ${approverRoleOf(author.role) ?? 'approver'} in ${author.unit} to approve this`,
    );
  }
  return assigneesOf(db, approvers, author.id, now);
}
