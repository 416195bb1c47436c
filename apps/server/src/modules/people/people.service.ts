import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_FIELDS,
  normalEmail,
  type AdminUpdateUserBody,
  type BusinessUnit,
  type CreateUserBody,
  type Role,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { containsKeyword } from '../../db/text-match.ts';
import { users } from '../../db/schema.ts';
import { assertOrganizationOfUnit } from '../users/organizations.service.ts';
import { conflictOn, notFound } from '../../plugins/errors.ts';
import { appendAudit, auditedFields } from '../audit/audit.repository.ts';
import { reassignOpenTasks } from '../tasks/hand-over.ts';
import { selectUsers, type UserRecord } from '../users/users.repository.ts';

/** What an admin looks for on the people screen (GET /users without an e-mail). */
export interface PeopleFilter {
  q?: string | undefined;
  role?: Role | undefined;
  organizationId?: number | undefined;
  active?: boolean | undefined;
  limit: number;
  offset: number;
}

/**
 * The unit's people, by name or e-mail, role, organization and active, sorted by name. The words
 * are matched as every search matches them (containsKeyword: NFKC and lower case on both sides,
 * so full-width Latin and half-width kana find what they look like; a LIKE character is a
 * character); issue 42: this was the one search that compared with ilike.
 */
export async function listPeople(db: Database, unit: BusinessUnit, filter: PeopleFilter) {
  const conditions: (SQL | undefined)[] = [eq(users.unit, unit)];
  if (filter.q) {
    const words = filter.q;
    conditions.push(
      or(
        containsKeyword(users.lastName, words),
        containsKeyword(users.firstName, words),
        containsKeyword(users.email, words),
      ),
    );
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.organizationId) conditions.push(eq(users.organizationId, filter.organizationId));
  if (filter.active !== undefined) conditions.push(eq(users.active, filter.active));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The fields an admin sets and the audit trail records, of a stored user. */
function personOf(user: UserRecord) {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organizationId: user.organizationId,
    isAdmin: user.isAdmin,
    active: user.active,
  };
}

/**
 * Creates a person of the admin's unit, who can sign in at once with the e-mail. The same request
 * again answers the user it created (a retry creates nobody twice: `created` is false); an e-mail
 * registered in the unit with other details is a 409. One registered in another unit is
 * registered here too (the sign-in keeps using the first active registration).
 */
export async function createPerson(
  tx: Database,
  admin: UserRecord,
  body: Required<CreateUserBody>,
): Promise<{ user: UserRecord; created: boolean }> {
  const email = normalEmail(body.email);
  await assertOrganizationOfUnit(tx, admin.unit, body.organizationId);
  const wanted = {
    email,
    firstName: body.firstName,
    lastName: body.lastName,
    role: body.role,
    organizationId: body.organizationId,
    isAdmin: body.isAdmin,
    active: true,
  };
  // Only the admin's unit is looked at: a registration of the e-mail in another unit is no
  // conflict (issue 41), so that the answer tells nothing of other units' people.
  const inUnit = and(eq(users.unit, admin.unit), eq(users.email, email));
  const [existing] = await selectUsers(tx).where(inUnit);
  if (existing) {
    if (JSON.stringify(personOf(existing)) === JSON.stringify(wanted)) {
      return { user: existing, created: false };
    }
    throw conflictOn({
      field: 'body.email',
      code: 'taken',
      message: 'this e-mail is already registered in the unit',
    });
  }
  const [inserted] = await tx
    .insert(users)
    .values({ ...wanted, unit: admin.unit })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted) {
    // Another request created it between the read and the insert: the same person (a retry that
    // overlapped the first) answers as a retry does; anything else is the 409.
    const [raced] = await selectUsers(tx).where(inUnit);
    if (raced && JSON.stringify(personOf(raced)) === JSON.stringify(wanted)) {
      return { user: raced, created: false };
    }
    throw conflictOn({
      field: 'body.email',
      code: 'taken',
      message: 'this e-mail is already registered in the unit',
    });
  }
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action: 'user.create',
    objectType: 'user',
    objectId: inserted.id,
    before: null,
    after: wanted,
  });
  const [user] = await selectUsers(tx).where(eq(users.id, inserted.id));
  return { user: user!, created: true };
}

/**
 * Changes a person of the admin's unit (another unit's is not found). Setting what is set changes
 * nothing and writes no audit row. An admin cannot deactivate themselves or take away their own
 * admin flag (409): a unit must not lock its last admin out by a slip of the finger. A person who
 * can no longer decide their open approval tasks (deactivated, another role or organization) hands
 * them on, see reassignOpenTasks.
 */
export async function updatePerson(
  tx: Database,
  admin: UserRecord,
  targetId: number,
  body: AdminUpdateUserBody,
  now: Date,
): Promise<UserRecord> {
  const [locked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, targetId), eq(users.unit, admin.unit)))
    .for('update');
  if (!locked) throw notFound('user');
  const [current] = await selectUsers(tx).where(eq(users.id, targetId));
  const before = personOf(current!);
  await assertOrganizationOfUnit(tx, admin.unit, body.organizationId, before.organizationId);
  if (targetId === admin.id && body.active === false) {
    throw conflictOn({
      field: 'body.active',
      code: 'ownAccount',
      message: 'you cannot deactivate yourself',
    });
  }
  if (targetId === admin.id && body.isAdmin === false) {
    throw conflictOn({
      field: 'body.isAdmin',
      code: 'ownAccount',
      message: 'you cannot take away your own admin rights',
    });
  }
  const removesAnAdmin = body.isAdmin === false || body.active === false;
  if (removesAnAdmin) {
    // Two admins taking each other's rights at once must not leave the unit with none: the
    // unit's admins are locked in id order, so the second waits and then counts the first.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.unit, admin.unit), eq(users.isAdmin, true)))
      .orderBy(asc(users.id))
      .for('update');
  }
  const changes: Partial<typeof before> = {};
  for (const key of ADMIN_FIELDS) {
    const value = body[key];
    if (value !== undefined && value !== before[key]) Object.assign(changes, { [key]: value });
  }
  if (Object.keys(changes).length === 0) return current!;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, targetId));
  const action =
    changes.active === false
      ? 'user.deactivate'
      : changes.active === true
        ? 'user.reactivate'
        : 'user.update';
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action,
    objectType: 'user',
    objectId: targetId,
    before: auditedFields(Object.keys(changes) as (keyof typeof changes)[], before),
    after: changes,
  });
  if (removesAnAdmin) {
    const [remaining] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.unit, admin.unit), eq(users.isAdmin, true), eq(users.active, true)));
    if (remaining!.n === 0) {
      throw conflictOn({
        field: body.active === false ? 'body.active' : 'body.isAdmin',
        code: 'lastAdmin',
        message: 'the unit would have no active admin left',
      });
    }
  }
  const [updated] = await selectUsers(tx).where(eq(users.id, targetId));
  await reassignOpenTasks(tx, admin.id, updated!, now);
  return updated!;
}
