import { BusinessUnitSchema, RoleSchema, type BusinessUnit } from '@kizuki/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { organizations, users } from '../../db/schema.ts';
import { flag, text } from './csv.ts';
import { countUpserts, type Importer } from './importer.ts';
import { problem, type Problem } from './problems.ts';
import { conflict } from '../../plugins/errors.ts';
import { updateWhenChanged } from '../../db/update-when-changed.ts';

const UserRowSchema = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  lastName: text,
  firstName: text,
  role: RoleSchema,
  unit: BusinessUnitSchema,
  organizationCode: z.string().trim().default(''),
  isAdmin: flag.default(false),
});
type UserRow = z.infer<typeof UserRowSchema>;

/**
 * The organizations by `unit/code`, and the organization each registered person is filed under:
 * a retired organization takes no one new, while those filed under it keep it.
 */
interface OrganizationsContext {
  byKey: Map<string, { id: number; active: boolean }>;
  filedUnder: Map<string, number | null>;
}

async function organizationsOf(db: Database): Promise<OrganizationsContext> {
  const rows = await db
    .select({
      id: organizations.id,
      unit: organizations.unit,
      code: organizations.code,
      active: organizations.active,
    })
    .from(organizations);
  const retiredIds = rows.filter((row) => !row.active).map((row) => row.id);
  const filed =
    retiredIds.length === 0
      ? []
      : await db
          .select({ email: users.email, organizationId: users.organizationId })
          .from(users)
          .where(inArray(users.organizationId, retiredIds));
  return {
    byKey: new Map(rows.map((row) => [`${row.unit}/${row.code}`, row])),
    filedUnder: new Map(filed.map((person) => [person.email, person.organizationId])),
  };
}

/** People, by e-mail: their name, role, unit, organization and admin flag. */
export const usersImporter: Importer<UserRow, OrganizationsContext> = {
  kind: 'users',
  columns: ['email', 'lastName', 'firstName', 'role', 'unit', 'organizationCode', 'isAdmin'],
  optionalColumns: ['organizationCode', 'isAdmin'],
  rowSchema: UserRowSchema,
  keyOf: (row) => row.email,
  prepare: organizationsOf,
  check(row, { byKey, filedUnder }) {
    if (!row.organizationCode) return [];
    const organization = byKey.get(`${row.unit}/${row.organizationCode}`);
    if (!organization) {
      return [
        problem('organizationCode', 'unknownOrganization', {
          code: row.organizationCode,
          unit: row.unit,
        }),
      ];
    }
    return !organization.active && filedUnder.get(row.email) !== organization.id
      ? [problem('organizationCode', 'retiredOrganization', { code: row.organizationCode })]
      : [];
  },
  async upsert(tx, rows, { byKey }, { onlyUnit }) {
    await refuseRetiredMeanwhile(tx, rows, byKey);
    return countUpserts(rows, (row) =>
      tx
        .insert(users)
        .values({
          email: row.email,
          lastName: row.lastName,
          firstName: row.firstName,
          role: row.role,
          unit: row.unit,
          organizationId: row.organizationCode
            ? byKey.get(`${row.unit}/${row.organizationCode}`)!.id
            : null,
          isAdmin: row.isAdmin,
        })
        .onConflictDoUpdate({
          target: users.email,
          // From the screen nobody is moved from another unit, even by a race with its check.
          ...updateWhenChanged(
            users,
            onlyUnit === undefined
              ? ['lastName', 'firstName', 'role', 'unit', 'organizationId', 'isAdmin']
              : ['lastName', 'firstName', 'role', 'organizationId', 'isAdmin'],
            onlyUnit === undefined ? undefined : eq(users.unit, onlyUnit),
          ),
        })
        .returning({ inserted: sql<boolean>`xmax = 0` }),
    );
  },
  async read(db: Database, unit: BusinessUnit) {
    const rows = await db
      .select({
        email: users.email,
        lastName: users.lastName,
        firstName: users.firstName,
        role: users.role,
        organizationCode: organizations.code,
        isAdmin: users.isAdmin,
      })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.unit, unit))
      .orderBy(asc(users.email));
    return rows.map((row) => ({
      email: row.email,
      lastName: row.lastName,
      firstName: row.firstName,
      role: row.role,
      unit,
      organizationCode: row.organizationCode ?? '',
      isAdmin: String(row.isAdmin),
    }));
  },
  async refuseOnScreen(db: Database, rows: UserRow[], unit: BusinessUnit) {
    const refused = new Map<string, Problem[]>();
    const emails = rows.map((row) => row.email);
    if (emails.length === 0) return refused;
    const stored = await db
      .select({
        email: users.email,
        unit: users.unit,
        role: users.role,
        isAdmin: users.isAdmin,
        organizationCode: organizations.code,
      })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(inArray(users.email, emails));
    const byEmail = new Map(stored.map((person) => [person.email, person]));
    for (const row of rows) {
      const person = byEmail.get(row.email);
      if (!person) continue;
      if (person.unit !== unit) {
        refused.set(row.email, [problem('email', 'registeredInOtherUnit')]);
      } else {
        // The people list changes these under the rules of a change of a person: one's own admin
        // flag, the unit's last admin, and the open approval tasks handed on.
        const changed = changedFields(person, row);
        if (changed.length > 0) {
          refused.set(
            row.email,
            changed.map((field) => problem(field, 'changeInPeopleList')),
          );
        }
      }
    }
    return refused;
  },
};

/** The fields the screen leaves to the people list that a line would change. */
function changedFields(
  person: { role: string; isAdmin: boolean; organizationCode: string | null },
  row: UserRow,
): string[] {
  return [
    ...(person.role !== row.role ? ['role'] : []),
    ...((person.organizationCode ?? '') !== row.organizationCode ? ['organizationCode'] : []),
    ...(person.isAdmin !== row.isAdmin ? ['isAdmin'] : []),
  ];
}

/**
 * The check read the organizations before the import's transaction: one an admin retired since is
 * read again here, share-locked (a retirement waits for the import), and a line that would file
 * someone new under it refuses the whole file (409: check it again), as the person dialog would.
 */
async function refuseRetiredMeanwhile(
  tx: Database,
  rows: UserRow[],
  byKey: OrganizationsContext['byKey'],
) {
  const named = rows.flatMap((row) => {
    const organization = row.organizationCode
      ? byKey.get(`${row.unit}/${row.organizationCode}`)
      : undefined;
    return organization ? [{ row, id: organization.id }] : [];
  });
  if (named.length === 0) return;
  const locked = await tx
    .select({ id: organizations.id, active: organizations.active })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(named.map(({ id }) => id))]))
    .for('share');
  const retired = new Set(locked.filter((one) => !one.active).map((one) => one.id));
  const filingUnderRetired = named.filter(({ id }) => retired.has(id));
  if (filingUnderRetired.length === 0) return;
  const current = await tx
    .select({ email: users.email, organizationId: users.organizationId })
    .from(users)
    .where(
      inArray(
        users.email,
        filingUnderRetired.map(({ row }) => row.email),
      ),
    );
  const filedUnder = new Map(current.map((person) => [person.email, person.organizationId]));
  const late = filingUnderRetired.find(({ row, id }) => filedUnder.get(row.email) !== id);
  if (late) {
    throw conflict(
      `the organization "${late.row.organizationCode}" was retired meanwhile: check the file again`,
      { field: 'body.csv' },
    );
  }
}
