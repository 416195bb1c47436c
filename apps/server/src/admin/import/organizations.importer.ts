import { BusinessUnitSchema, type BusinessUnit } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { organizations } from '../../db/schema.ts';
import { text } from './csv.ts';
import { countUpserts, type Importer } from './importer.ts';
import { updateWhenChanged } from '../../db/update-when-changed.ts';

const OrganizationRowSchema = z.object({ unit: BusinessUnitSchema, code: text, name: text });
type OrganizationRow = z.infer<typeof OrganizationRowSchema>;

/** Organizations (offices) of a unit, by code: a new name renames it. */
export const organizationsImporter: Importer<OrganizationRow> = {
  kind: 'organizations',
  columns: ['unit', 'code', 'name'],
  optionalColumns: [],
  rowSchema: OrganizationRowSchema,
  keyOf: (row) => `${row.unit}/${row.code}`,
  prepare: async () => undefined,
  upsert: (tx, rows) =>
    countUpserts(rows, (row) =>
      tx
        .insert(organizations)
        .values(row)
        .onConflictDoUpdate({
          target: [organizations.unit, organizations.code],
          ...updateWhenChanged(organizations, ['name']),
        })
        .returning({ inserted: sql<boolean>`xmax = 0` }),
    ),
  async read(db: Database, unit: BusinessUnit) {
    const rows = await db
      .select({ code: organizations.code, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.unit, unit))
      .orderBy(asc(organizations.code));
    return rows.map((row) => ({ unit, code: row.code, name: row.name }));
  },
};
