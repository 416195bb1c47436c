import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  BUSINESS_UNITS,
  BusinessUnitSchema,
  COLLECTIONS,
  RoleSchema,
  SUB_GROUPS,
  type BusinessUnit,
  type Collection,
} from '@kizuki/shared';
import type { Database } from '../db/database.ts';
import type { MasterItemRow } from '../db/demo/demo-master-data.ts';
import { masterItems, organizations, users } from '../db/schema.ts';
import { appendAudit } from '../modules/audit/audit.repository.ts';
import {
  upsertMasterItems,
  type UpsertCounts,
} from '../modules/master-data/master-data.repository.ts';

export const IMPORT_KINDS = ['users', 'organizations', ...COLLECTIONS] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface LineError {
  line: number;
  message: string;
}

export type ImportOutcome = { ok: true; counts: UpsertCounts } | { ok: false; errors: LineError[] };

const text = z.string().trim().min(1, 'is required');
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['', 'true', 'false', '1', '0', 'yes', 'no']))
  .transform((value) => ['true', '1', 'yes'].includes(value));

const OrganizationRowSchema = z.object({ unit: BusinessUnitSchema, code: text, name: text });

const UserRowSchema = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  lastName: text,
  firstName: text,
  role: RoleSchema,
  unit: BusinessUnitSchema,
  organizationCode: z.string().trim().default(''),
  isAdmin: flag.default(false),
});

const MasterRowSchema = z.object({
  unit: BusinessUnitSchema,
  code: text,
  nameJa: text,
  nameEn: text,
  order: z.coerce.number().int().min(0).max(1_000_000),
  diseaseGroups: z
    .string()
    .trim()
    .default('')
    .transform((codes) => (codes ? codes.split('|').map((code) => code.trim()) : [])),
  subGroupId: z.string().trim().default(''),
  color: z
    .string()
    .trim()
    .default('')
    .refine(
      (color) => color === '' || /^#[0-9a-fA-F]{6}$/.test(color),
      'must be a colour like #1e88e5',
    ),
});

/** The columns each kind's file has, in the order of the sample files. */
export const COLUMNS: Record<ImportKind, string[]> = {
  organizations: ['unit', 'code', 'name'],
  users: ['email', 'lastName', 'firstName', 'role', 'unit', 'organizationCode', 'isAdmin'],
  ...(Object.fromEntries(
    COLLECTIONS.map((collection) => [
      collection,
      collection === 'diseaseGroups'
        ? ['unit', 'code', 'nameJa', 'nameEn', 'order', 'subGroupId', 'color']
        : ['unit', 'code', 'nameJa', 'nameEn', 'order', 'diseaseGroups'],
    ]),
  ) as Record<Collection, string[]>),
};

function parseCsv(csv: string): { records: Record<string, string>[]; errors: LineError[] } {
  try {
    const records = parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    });
    return { records, errors: [] };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { records: [], errors: [{ line, message: (error as Error).message }] };
  }
}

function describe(issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; ');
}

/**
 * Imports one CSV file of one kind: every line is checked first, and a file with any bad line is
 * refused whole with a report naming each; a good file is applied in one transaction, where a row
 * equal to what is stored changes nothing.
 */
export async function importCsv(
  db: Database,
  kind: ImportKind,
  csv: string,
): Promise<ImportOutcome> {
  const { records, errors } = parseCsv(csv);
  if (errors.length > 0) return { ok: false, errors };
  // Line 1 is the header: the first record is on line 2.
  const lineOf = (index: number) => index + 2;

  const header = records.length > 0 ? Object.keys(records[0]!) : [];
  const missingColumns = COLUMNS[kind].filter(
    (column) =>
      !header.includes(column) &&
      !['organizationCode', 'isAdmin', 'diseaseGroups', 'subGroupId', 'color'].includes(column),
  );
  if (records.length > 0 && missingColumns.length > 0) {
    return {
      ok: false,
      errors: [{ line: 1, message: `missing columns: ${missingColumns.join(', ')}` }],
    };
  }

  const seen = new Map<string, number>();
  const lineErrors: LineError[] = [];
  const checkDuplicate = (key: string, index: number) => {
    const first = seen.get(key);
    if (first !== undefined)
      lineErrors.push({ line: lineOf(index), message: `duplicates line ${lineOf(first)}` });
    else seen.set(key, index);
  };

  if (kind === 'organizations') {
    const rows = records.map((record, index) => {
      const parsed = OrganizationRowSchema.safeParse(record);
      if (!parsed.success)
        lineErrors.push({ line: lineOf(index), message: describe(parsed.error.issues) });
      else checkDuplicate(`${parsed.data.unit}/${parsed.data.code}`, index);
      return parsed.data;
    });
    if (lineErrors.length > 0) return { ok: false, errors: lineErrors };
    return {
      ok: true,
      counts: await db.transaction((tx) =>
        upsertOrganizations(tx, rows as z.infer<typeof OrganizationRowSchema>[]),
      ),
    };
  }

  if (kind === 'users') {
    const rows = records.map((record, index) => {
      const parsed = UserRowSchema.safeParse(record);
      if (!parsed.success)
        lineErrors.push({ line: lineOf(index), message: describe(parsed.error.issues) });
      else checkDuplicate(parsed.data.email, index);
      return parsed.data;
    });
    const organizationIds = await organizationIdsOf(db);
    rows.forEach((row, index) => {
      if (row?.organizationCode && !organizationIds.has(`${row.unit}/${row.organizationCode}`)) {
        lineErrors.push({
          line: lineOf(index),
          message: `organizationCode: no organization "${row.organizationCode}" in ${row.unit}`,
        });
      }
    });
    if (lineErrors.length > 0) return { ok: false, errors: lineErrors };
    return {
      ok: true,
      counts: await db.transaction((tx) =>
        upsertUsers(tx, rows as z.infer<typeof UserRowSchema>[], organizationIds),
      ),
    };
  }

  const collection = kind;
  const knownGroups = await diseaseGroupCodesOf(db);
  const rows: MasterItemRow[] = [];
  records.forEach((record, index) => {
    const parsed = MasterRowSchema.safeParse(record);
    if (!parsed.success) {
      lineErrors.push({ line: lineOf(index), message: describe(parsed.error.issues) });
      return;
    }
    const row = parsed.data;
    checkDuplicate(`${row.unit}/${row.code}`, index);
    let subGroupId: number | null = null;
    if (collection === 'diseaseGroups') {
      const subGroup = SUB_GROUPS[row.unit].find((group) => String(group.id) === row.subGroupId);
      if (!subGroup) {
        lineErrors.push({
          line: lineOf(index),
          message: `subGroupId: must be one of ${row.unit}'s sub-groups (${SUB_GROUPS[row.unit].map((g) => `${g.code} ${g.id}`).join(', ')})`,
        });
      } else subGroupId = subGroup.id;
    } else {
      for (const code of row.diseaseGroups) {
        if (!knownGroups.get(row.unit)?.has(code)) {
          lineErrors.push({
            line: lineOf(index),
            message: `diseaseGroups: no disease group "${code}" in ${row.unit}`,
          });
        }
      }
    }
    rows.push({
      unit: row.unit,
      collection,
      code: row.code,
      nameJa: row.nameJa,
      nameEn: row.nameEn,
      sortOrder: row.order,
      diseaseGroupCodes: collection === 'diseaseGroups' ? [] : row.diseaseGroups,
      subGroupId,
      color: row.color || null,
    });
  });
  if (lineErrors.length > 0)
    return { ok: false, errors: lineErrors.sort((a, b) => a.line - b.line) };
  return {
    ok: true,
    counts: await db.transaction(async (tx) => {
      const counts = await upsertMasterItems(tx, rows);
      await auditImport(
        tx,
        kind,
        rows.map((row) => row.unit),
        counts,
      );
      return counts;
    }),
  };
}

async function organizationIdsOf(db: Database) {
  const rows = await db
    .select({ id: organizations.id, unit: organizations.unit, code: organizations.code })
    .from(organizations);
  return new Map(rows.map((row) => [`${row.unit}/${row.code}`, row.id]));
}

async function diseaseGroupCodesOf(db: Database) {
  const rows = await db
    .select({ unit: masterItems.unit, code: masterItems.code })
    .from(masterItems)
    .where(eq(masterItems.collection, 'diseaseGroups'));
  const byUnit = new Map<BusinessUnit, Set<string>>(
    BUSINESS_UNITS.map((unit) => [unit, new Set()]),
  );
  for (const row of rows) byUnit.get(row.unit)!.add(row.code);
  return byUnit;
}

/** PRODUCT.md: every admin change goes into the audit trail; one row per unit and import. */
async function auditImport(
  db: Database,
  kind: ImportKind,
  units: BusinessUnit[],
  counts: UpsertCounts,
) {
  if (counts.inserted + counts.updated === 0) return;
  for (const unit of new Set(units)) {
    await appendAudit(db, {
      unit,
      actorUserId: null,
      action: `admin.import.${kind}`,
      objectType: 'import',
      objectId: kind,
      before: null,
      after: counts,
    });
  }
}

/** Runs one upsert per row; each answers a row when it inserted or updated, none when unchanged. */
async function countUpserts<T>(
  rows: T[],
  upsert: (row: T) => Promise<{ inserted: boolean }[]>,
): Promise<UpsertCounts> {
  let inserted = 0;
  let updated = 0;
  for (const row of rows) {
    const [result] = await upsert(row);
    if (result?.inserted) inserted++;
    else if (result) updated++;
  }
  return { inserted, updated, unchanged: rows.length - inserted - updated };
}

async function upsertOrganizations(
  db: Database,
  rows: z.infer<typeof OrganizationRowSchema>[],
): Promise<UpsertCounts> {
  const counts = await countUpserts(rows, (row) =>
    db
      .insert(organizations)
      .values(row)
      .onConflictDoUpdate({
        target: [organizations.unit, organizations.code],
        set: { name: sql`excluded.name`, updatedAt: sql`now()` },
        setWhere: sql`${organizations.name} is distinct from excluded.name`,
      })
      .returning({ inserted: sql<boolean>`xmax = 0` }),
  );
  await auditImport(
    db,
    'organizations',
    rows.map((row) => row.unit),
    counts,
  );
  return counts;
}

async function upsertUsers(
  db: Database,
  rows: z.infer<typeof UserRowSchema>[],
  organizationIds: Map<string, number>,
): Promise<UpsertCounts> {
  const counts = await countUpserts(rows, (row) =>
    db
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
        set: {
          lastName: sql`excluded.last_name`,
          firstName: sql`excluded.first_name`,
          role: sql`excluded.role`,
          unit: sql`excluded.unit`,
          organizationId: sql`excluded.organization_id`,
          isAdmin: sql`excluded.is_admin`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${users.lastName}, ${users.firstName}, ${users.role}, ${users.unit}, ${users.organizationId}, ${users.isAdmin})
          is distinct from (excluded.last_name, excluded.first_name, excluded.role, excluded.unit, excluded.organization_id, excluded.is_admin)`,
      })
      .returning({ inserted: sql<boolean>`xmax = 0` }),
  );
  await auditImport(
    db,
    'users',
    rows.map((row) => row.unit),
    counts,
  );
  return counts;
}
