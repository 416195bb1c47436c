import { BusinessUnitSchema, type BusinessUnit } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { organizations } from '../../db/schema.ts';
import { inChunks, rowsPerStatement } from './chunks.ts';
import { text } from './csv.ts';
import type { Importer, StoredLines } from './importer.ts';
import { updateWhenChanged } from '../../db/update-when-changed.ts';

const OrganizationRowSchema = z.object({ unit: BusinessUnitSchema, code: text, name: text });
type OrganizationRow = z.infer<typeof OrganizationRowSchema>;

const keyOf = (row: { unit: BusinessUnit; code: string }) => `${row.unit}/${row.code}`;
const lineOf = (row: OrganizationRow) => ({ unit: row.unit, code: row.code, name: row.name });

/** The bind parameters of one organization's row: unit, code, name. */
const ORGANIZATION_ROW_PARAMETERS = 3;

/** Organizations (offices) of a unit, by code: a new name renames it. */
export const organizationsImporter: Importer<OrganizationRow, StoredLines> = {
  kind: 'organizations',
  columns: ['unit', 'code', 'name'],
  optionalColumns: [],
  rowSchema: OrganizationRowSchema,
  keyOf,
  // A unit has a few dozen offices: its whole list is one statement.
  async prepare(db, rows) {
    const units = [...new Set(rows.map((row) => row.unit))];
    const stored =
      units.length === 0
        ? []
        : await db
            .select({
              unit: organizations.unit,
              code: organizations.code,
              name: organizations.name,
            })
            .from(organizations)
            .where(inArray(organizations.unit, units));
    return { lines: new Map(stored.map((row) => [keyOf(row), lineOf(row)])) };
  },
  lineAfter: lineOf,
  async write(tx, rows) {
    const written = await inChunks(rows, rowsPerStatement(ORGANIZATION_ROW_PARAMETERS), (chunk) =>
      tx
        .insert(organizations)
        .values(chunk.map(lineOf))
        .onConflictDoUpdate({
          target: [organizations.unit, organizations.code],
          ...updateWhenChanged(organizations, ['name']),
        })
        .returning({ unit: organizations.unit, code: organizations.code }),
    );
    return new Set(written.flat().map(keyOf));
  },
  async read(db: Database, unit: BusinessUnit) {
    const rows = await db
      .select({ code: organizations.code, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.unit, unit))
      .orderBy(asc(organizations.code));
    return rows.map((row) => ({ unit, code: row.code, name: row.name }));
  },
};
