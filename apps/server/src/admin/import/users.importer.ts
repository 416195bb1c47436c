import { BusinessUnitSchema, RoleSchema, type BusinessUnit } from '@kizuki/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { organizations, users } from '../../db/schema.ts';
import { flag, text } from './csv.ts';
import { countUpserts, type Importer } from './importer.ts';
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

/** Organization ids by `unit/code`. */
type OrganizationIds = Map<string, number>;

async function organizationIdsOf(db: Database): Promise<OrganizationIds> {
  const rows = await db
    .select({ id: organizations.id, unit: organizations.unit, code: organizations.code })
    .from(organizations);
  return new Map(rows.map((row) => [`${row.unit}/${row.code}`, row.id]));
}

/** People, by e-mail: their name, role, unit, organization and admin flag. */
export const usersImporter: Importer<UserRow, OrganizationIds> = {
  kind: 'users',
  columns: ['email', 'lastName', 'firstName', 'role', 'unit', 'organizationCode', 'isAdmin'],
  optionalColumns: ['organizationCode', 'isAdmin'],
  rowSchema: UserRowSchema,
  keyOf: (row) => row.email,
  prepare: organizationIdsOf,
  check: (row, organizationIds) =>
    row.organizationCode && !organizationIds.has(`${row.unit}/${row.organizationCode}`)
      ? [`organizationCode: no organization "${row.organizationCode}" in ${row.unit}`]
      : [],
  upsert: (tx, rows, organizationIds, { onlyUnit }) =>
    countUpserts(rows, (row) =>
      tx
        .insert(users)
        .values({
          email: row.email,
          lastName: row.lastName,
          firstName: row.firstName,
          role: row.role,
          unit: row.unit,
          organizationId: row.organizationCode
            ? organizationIds.get(`${row.unit}/${row.organizationCode}`)!
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
    ),
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
    const refused = new Map<string, string>();
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
        refused.set(row.email, 'email: is registered in another unit');
      } else if (
        person.role !== row.role ||
        person.isAdmin !== row.isAdmin ||
        (person.organizationCode ?? '') !== row.organizationCode
      ) {
        // The people list changes these under the rules of a change of a person: one's own admin
        // flag, the unit's last admin, and the open approval tasks handed on.
        refused.set(
          row.email,
          "role, organizationCode, isAdmin: change an existing person's role, organization or admin flag in the people list",
        );
      }
    }
    return refused;
  },
};
