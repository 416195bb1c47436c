import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type {
  BusinessUnit,
  CreateOrganizationBody,
  Organization,
  UpdateOrganizationBody,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { organizations, users } from '../../db/schema.ts';
import { conflictOn, notFound, validationError } from '../../plugins/errors.ts';
import { appendAudit, auditedFields } from '../audit/audit.repository.ts';
import type { UserRecord } from './users.repository.ts';

/**
 * An organization's fields with the count of its active people. A join, not a subquery: in a
 * one-table select Drizzle leaves column names unqualified, which a subquery would misread.
 */
function selectOrganizations(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: organizations.id,
      code: organizations.code,
      name: organizations.name,
      active: organizations.active,
      activePeople: sql<number>`count(${users.id})::int`,
    })
    .from(organizations)
    .leftJoin(users, and(eq(users.organizationId, organizations.id), eq(users.active, true)))
    .where(where)
    .groupBy(organizations.id);
}

/** The unit's organizations, retired ones too, by name. */
export function listOrganizations(db: Database, unit: BusinessUnit): Promise<Organization[]> {
  return selectOrganizations(db, eq(organizations.unit, unit)).orderBy(
    asc(organizations.name),
    asc(organizations.id),
  );
}

async function readOrganization(
  db: Database,
  unit: BusinessUnit,
  where: { id: number } | { code: string },
): Promise<Organization | null> {
  const [row] = await selectOrganizations(
    db,
    and(
      eq(organizations.unit, unit),
      'id' in where ? eq(organizations.id, where.id) : eq(organizations.code, where.code),
    ),
  );
  return row ?? null;
}

/**
 * Whether a person may be filed under an organization: an active one, or a retired one they are
 * filed under already (a retired organization takes no one new; those under it keep it). The people
 * list, the import's check and its write all ask this (issue 42: the rule was written three times).
 */
export function mayBeFiledUnder(
  organization: { id: number; active: boolean },
  currentOrganizationId: number | null | undefined,
): boolean {
  return organization.active || organization.id === currentOrganizationId;
}

/**
 * 400 naming the field unless the organization is one of the unit's, and active when it is a new
 * one for the person (`current`: the one they are filed under now, which they may keep). The row is
 * share-locked, so that an admin retiring it at the same moment waits and then counts this person.
 */
export async function assertOrganizationOfUnit(
  db: Database,
  unit: BusinessUnit,
  organizationId: number | null | undefined,
  current: number | null = null,
) {
  if (organizationId === null || organizationId === undefined) return;
  const [found] = await db
    .select({ id: organizations.id, active: organizations.active })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.unit, unit)))
    .for('share');
  if (!found) throw validationError('body.organizationId', 'is not an organization of your unit');
  if (!mayBeFiledUnder(found, current)) throw validationError('body.organizationId', 'is retired');
}

/**
 * Adds an organization to the admin's unit, audited as organization.create. The same body again
 * answers the one created (`created` false); another of that code is 409.
 */
export async function createOrganization(
  tx: Database,
  admin: UserRecord,
  body: CreateOrganizationBody,
): Promise<{ organization: Organization; created: boolean }> {
  const [inserted] = await tx
    .insert(organizations)
    .values({ unit: admin.unit, code: body.code, name: body.name })
    .onConflictDoNothing()
    .returning({ id: organizations.id });
  if (!inserted) {
    // The code is taken: by this request's first try (a retry answers what it made), or another.
    const existing = await readOrganization(tx, admin.unit, { code: body.code });
    if (existing && existing.name === body.name) return { organization: existing, created: false };
    throw conflictOn({
      field: 'body.code',
      code: 'taken',
      message: 'an organization of this code exists',
    });
  }
  const organization = (await readOrganization(tx, admin.unit, { id: inserted.id }))!;
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action: 'organization.create',
    objectType: 'organization',
    objectId: organization.id,
    before: null,
    after: { code: organization.code, name: organization.name, active: true },
  });
  return { organization, created: true };
}

/**
 * Renames, retires or brings back an organization of the admin's unit (another unit's is not
 * found), audited as organization.update with what changed. Retiring is refused while active
 * people are filed under it: they move first (their approvers follow their organization).
 */
export async function updateOrganization(
  tx: Database,
  admin: UserRecord,
  id: number,
  body: UpdateOrganizationBody,
): Promise<Organization> {
  const [locked] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.unit, admin.unit)))
    .for('update');
  if (!locked) throw notFound('organization');
  const current = (await readOrganization(tx, admin.unit, { id }))!;
  const changed = (['name', 'active'] as const).filter(
    (key) => body[key] !== undefined && body[key] !== current[key],
  );
  if (changed.length === 0) return current;
  if (body.active === false && changed.includes('active')) {
    const [people] = await tx
      .select({ count: count() })
      .from(users)
      .where(and(eq(users.organizationId, id), eq(users.active, true)));
    if ((people?.count ?? 0) > 0) {
      throw conflictOn({
        field: 'body.active',
        code: 'hasActivePeople',
        message: `active people filed under it: ${people!.count}; move them first`,
        activePeople: people!.count,
      });
    }
  }
  await tx
    .update(organizations)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(organizations.id, id));
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action: 'organization.update',
    objectType: 'organization',
    objectId: id,
    before: auditedFields(changed, current),
    after: auditedFields(changed, body),
  });
  return { ...current, ...body };
}
