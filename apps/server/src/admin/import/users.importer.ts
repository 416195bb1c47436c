import { BusinessUnitSchema, RoleSchema, type BusinessUnit } from '@kizuki/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
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
  upsert: (tx, rows, organizationIds) =>
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
          ...updateWhenChanged(users, [
            'lastName',
            'firstName',
            'role',
            'unit',
            'organizationId',
            'isAdmin',
          ]),
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
  async takenElsewhere(db: Database, rows: UserRow[], unit: BusinessUnit) {
    const emails = rows.map((row) => row.email);
    if (emails.length === 0) return new Set<string>();
    const taken = await db
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, emails), ne(users.unit, unit)));
    return new Set(taken.map((row) => row.email));
  },
};
