import type { BusinessUnit } from '@kizuki/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { organizations, users } from '../../db/schema.ts';
import { updateWhenChanged } from '../../db/update-when-changed.ts';
import { conflictOn } from '../../plugins/errors.ts';
import { reassignOpenTasks } from '../../modules/tasks/hand-over.ts';
import { mayBeFiledUnder } from '../../modules/users/organizations.service.ts';
import { selectUsers } from '../../modules/users/users.repository.ts';
import { inChunks, readInChunks, rowsPerStatement } from './chunks.ts';
import type { PeopleContext, UserRow } from './users.importer.ts';

export type OrganizationsByKey = Map<string, { id: number; active: boolean }>;

/** A registration's key: the unit and the e-mail (unique together, issue 41). */
export const personKey = (person: { unit: BusinessUnit; email: string }) =>
  `${person.unit}/${person.email}`;

/** The bind parameters of one person's row: e-mail, names, role, unit, organization, admin flag. */
const PERSON_ROW_PARAMETERS = 7;

/**
 * Writes the people's rows, a chunk per statement: a registration new to its unit is inserted, one
 * the unit has updated where a field differs (a person's unit never changes: a line of another
 * unit is that unit's registration). Answers the keys (personKey) of the rows it changed.
 */
export async function writePeople(
  tx: Database,
  rows: UserRow[],
  { byKey, people }: PeopleContext,
  { actorUserId }: { actorUserId: number | null },
): Promise<Set<string>> {
  await refuseRetiredMeanwhile(tx, rows, byKey, people);
  const written = await inChunks(rows, rowsPerStatement(PERSON_ROW_PARAMETERS), (chunk) =>
    tx
      .insert(users)
      .values(
        chunk.map((row) => ({
          email: row.email,
          lastName: row.lastName,
          firstName: row.firstName,
          role: row.role,
          unit: row.unit,
          organizationId: row.organizationCode
            ? byKey.get(`${row.unit}/${row.organizationCode}`)!.id
            : null,
          isAdmin: row.isAdmin,
        })),
      )
      .onConflictDoUpdate({
        target: [users.unit, users.email],
        ...updateWhenChanged(users, ['lastName', 'firstName', 'role', 'organizationId', 'isAdmin']),
      })
      .returning({ email: users.email, unit: users.unit }),
  );
  const changed = new Set(written.flat().map(personKey));
  await applyPeopleListRules(tx, rows, people, changed, actorUserId);
  return changed;
}

/**
 * The check read the organizations before the import's transaction: one an admin retired since
 * (or one gone) is read again here, share-locked (a retirement waits for the import), and a line
 * that would file someone new under it refuses the whole file (409: check it again), as the person
 * dialog would.
 */
async function refuseRetiredMeanwhile(
  tx: Database,
  rows: UserRow[],
  byKey: OrganizationsByKey,
  people: PeopleContext['people'],
) {
  const named = rows.filter((row) => row.organizationCode);
  const gone = named.find((row) => !byKey.has(`${row.unit}/${row.organizationCode}`));
  if (gone) throw retiredMeanwhile(gone);
  if (named.length === 0) return;
  const ids = [
    ...new Set(named.map((row) => byKey.get(`${row.unit}/${row.organizationCode}`)!.id)),
  ];
  const locked = await readInChunks(ids, (chunk) =>
    tx
      .select({ id: organizations.id, active: organizations.active })
      .from(organizations)
      .where(inArray(organizations.id, chunk))
      .for('share'),
  );
  const lockedById = new Map(locked.map((one) => [one.id, one]));
  const filingUnderRetired = named.flatMap((row) => {
    const id = byKey.get(`${row.unit}/${row.organizationCode}`)!.id;
    const organization = lockedById.get(id);
    const filedNow = people.get(personKey(row))?.organizationId;
    return !organization || mayBeFiledUnder(organization, filedNow) ? [] : [{ row, id }];
  });
  if (filingUnderRetired.length === 0) return;
  // Read again under the lock: someone filed there since the read above keeps it.
  const current = await readInChunks(
    filingUnderRetired.map(({ row }) => row.email),
    (emails) =>
      tx
        .select({ email: users.email, unit: users.unit, organizationId: users.organizationId })
        .from(users)
        .where(inArray(users.email, emails)),
  );
  const filedUnder = new Map(current.map((person) => [personKey(person), person.organizationId]));
  const late = filingUnderRetired.find(({ row, id }) => filedUnder.get(personKey(row)) !== id);
  if (late) throw retiredMeanwhile(late.row);
}

const retiredMeanwhile = (row: UserRow) =>
  conflictOn({
    field: 'body.csv',
    code: 'retiredItem',
    message: `the organization "${row.organizationCode}" was retired meanwhile: check the file again`,
  });

/**
 * What a change of a person in the people list brings with it (issue 42: the command line's
 * import changed roles, offices and admin flags without it): a unit is never left without an
 * active admin it had, and a person whose role or office changed hands on the open tasks they may
 * no longer do (reassignOpenTasks, as updatePerson does). The screen's import changes none of
 * these (refuseOnScreen), so this is the command line's.
 */
async function applyPeopleListRules(
  tx: Database,
  rows: UserRow[],
  people: PeopleContext['people'],
  changed: Set<string>,
  actorUserId: number | null,
) {
  const moved = rows.filter((row) => {
    const before = people.get(personKey(row));
    return (
      before !== undefined &&
      changed.has(personKey(row)) &&
      (before.role !== row.role ||
        (before.organizationCode ?? '') !== row.organizationCode ||
        before.isAdmin !== row.isAdmin)
    );
  });
  if (moved.length === 0) return;
  const lostAdmins = new Set(
    moved
      .filter((row) => people.get(personKey(row))!.isAdmin && !row.isAdmin)
      .map((row) => row.unit),
  );
  for (const unit of lostAdmins) {
    const [left] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.unit, unit), eq(users.isAdmin, true), eq(users.active, true)));
    if (left!.n === 0) {
      throw conflictOn({
        field: 'body.csv',
        code: 'lastAdmin',
        message: `the unit ${unit} would have no active admin left`,
      });
    }
  }
  const now = new Date();
  for (const row of moved) {
    const [person] = await selectUsers(tx).where(
      and(eq(users.unit, row.unit), eq(users.email, row.email)),
    );
    if (person) await reassignOpenTasks(tx, actorUserId, person, now);
  }
}
