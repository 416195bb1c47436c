import { and, eq, ne } from 'drizzle-orm';
import { PERMISSIONS, type Role } from '@kizuki/shared';
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
 * PRODUCT.md: content that needs approval must have someone to approve it. Answers the approvers,
 * or refuses the submission with 409 noApprover.
 */
export async function requireApprovers(db: Database, author: UserRecord): Promise<number[]> {
  const approvers = await eligibleApprovers(db, author);
  if (approvers.length === 0) {
    throw new AppError(
      409,
      'noApprover',
      `there is no ${approverRoleOf(author.role) ?? 'approver'} in ${author.unit} to approve this`,
    );
  }
  return approvers;
}
