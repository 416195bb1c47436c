import { BusinessUnitSchema, normalEmail, RoleSchema, type BusinessUnit } from '@kizuki/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { organizations, users } from '../../db/schema.ts';
import { readInChunks } from './chunks.ts';
import { flag, text } from './csv.ts';
import type { Importer, Line } from './importer.ts';
import { problem, type Problem } from './problems.ts';
import { mayBeFiledUnder } from '../../modules/users/organizations.service.ts';
import { personKey, writePeople, type OrganizationsByKey } from './users.write.ts';

const UserRowSchema = z.object({
  email: z.email().transform(normalEmail),
  lastName: text,
  firstName: text,
  role: RoleSchema,
  unit: BusinessUnitSchema,
  organizationCode: z.string().trim().default(''),
  isAdmin: flag.default(false),
});
export type UserRow = z.infer<typeof UserRowSchema>;

/** A registered person as the import compares them: their line's fields and where they are filed. */
interface StoredPerson {
  email: string;
  lastName: string;
  firstName: string;
  role: UserRow['role'];
  unit: BusinessUnit;
  organizationId: number | null;
  organizationCode: string | null;
  isAdmin: boolean;
}

/**
 * The organizations by `unit/code`, and the registrations of the people the file names, by
 * `unit/e-mail` (personKey): what a line is checked against (a retired organization takes no one
 * new, while those filed under it keep it) and compared with. A person is registered once per
 * unit at most (issue 41): a line names the registration in its unit, and one in another unit is
 * another registration: a line is compared with its own unit's registration only, and a report
 * says nothing of another unit's.
 */
export interface PeopleContext {
  byKey: OrganizationsByKey;
  people: Map<string, StoredPerson>;
  lines: Map<string, Line>;
}

const PERSON_COLUMNS = {
  email: users.email,
  lastName: users.lastName,
  firstName: users.firstName,
  role: users.role,
  unit: users.unit,
  organizationId: users.organizationId,
  organizationCode: organizations.code,
  isAdmin: users.isAdmin,
};

/** A person's line of the people file, as the export writes it. */
function lineOfPerson(person: Omit<StoredPerson, 'organizationId'>): Line {
  return {
    email: person.email,
    lastName: person.lastName,
    firstName: person.firstName,
    role: person.role,
    unit: person.unit,
    organizationCode: person.organizationCode ?? '',
    isAdmin: String(person.isAdmin),
  };
}

/** Every organization (a few per unit), and the people of the rows' e-mails, a chunk a statement. */
async function peopleContextOf(db: Database, rows: UserRow[]): Promise<PeopleContext> {
  const known = await db
    .select({
      id: organizations.id,
      unit: organizations.unit,
      code: organizations.code,
      active: organizations.active,
    })
    .from(organizations);
  const stored = await readInChunks([...new Set(rows.map((row) => row.email))], (emails) =>
    db
      .select(PERSON_COLUMNS)
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(inArray(users.email, emails)),
  );
  return {
    byKey: new Map(known.map((row) => [`${row.unit}/${row.code}`, row])),
    people: new Map(stored.map((person) => [personKey(person), person])),
    lines: new Map(stored.map((person) => [personKey(person), lineOfPerson(person)])),
  };
}

/** People, by e-mail: their name, role, unit, organization and admin flag. */
export const usersImporter: Importer<UserRow, PeopleContext> = {
  kind: 'users',
  columns: ['email', 'lastName', 'firstName', 'role', 'unit', 'organizationCode', 'isAdmin'],
  optionalColumns: ['organizationCode', 'isAdmin'],
  rowSchema: UserRowSchema,
  keyOf: personKey,
  prepare: peopleContextOf,
  check(row, { byKey, people }) {
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
    return mayBeFiledUnder(organization, people.get(personKey(row))?.organizationId)
      ? []
      : [problem('organizationCode', 'retiredOrganization', { code: row.organizationCode })];
  },
  refuseOnScreen(row, unit, { people }): Problem[] {
    const person = people.get(personKey({ unit, email: row.email }));
    if (!person) return [];
    // The people list changes these under the rules of a change of a person: one's own admin
    // flag, the unit's last admin, and the open approval tasks handed on.
    return changedFields(person, row).map((field) => problem(field, 'changeInPeopleList'));
  },
  lineAfter: (row) => lineOfPerson(row),
  write: writePeople,
  async read(db: Database, unit: BusinessUnit) {
    const rows = await db
      .select(PERSON_COLUMNS)
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.unit, unit))
      .orderBy(asc(users.email));
    return rows.map(lineOfPerson);
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
