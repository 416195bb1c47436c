import {
  BusinessUnitSchema,
  SUB_GROUPS,
  SYNONYM_SEPARATOR,
  synonymsSchema,
  synonymHolder,
  type BusinessUnit,
  type Collection,
} from '@kizuki/shared';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { masterItems } from '../../db/schema.ts';
import { text } from './csv.ts';
import type { Importer } from './importer.ts';
import {
  claimTerms,
  groupCodesOf,
  ITEM_COLUMNS,
  itemKey,
  lineOfItem,
  masterContextOf,
  sameCodes,
  subGroupOf,
  termKey,
  type MasterContext,
  type StoredItem,
  type TermOwners,
} from './master-data.context.ts';
import { writeMasterItems } from './master-data.write.ts';
import { problem } from './problems.ts';

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
    .refine((color) => color === '' || /^#[0-9a-fA-F]{6}$/.test(color), {
      message: 'must be a colour like #1e88e5',
      params: { problem: 'notAColour' },
    }),
  /** Issue 23: other names, "|" between them; a file without the column keeps the stored ones. */
  synonyms: z
    .string()
    .optional()
    .transform((cell) =>
      cell === undefined
        ? undefined
        : cell
            .split(SYNONYM_SEPARATOR)
            .map((synonym) => synonym.trim())
            .filter((synonym) => synonym !== ''),
    )
    .pipe(synonymsSchema.optional()),
});
export type MasterRow = z.infer<typeof MasterRowSchema>;

/** The row's synonyms that another item (stored, or an earlier line) is already found by. */
function takenSynonyms(row: MasterRow, owners: TermOwners) {
  const found = [];
  for (const synonym of row.synonyms ?? []) {
    const holder = synonymHolder(
      synonym,
      (term) => owners.get(termKey(row.unit, term)),
      (code) => code === row.code,
    );
    if (holder !== undefined) found.push(problem('synonyms', 'synonymTaken', { synonym, holder }));
  }
  return found;
}

/**
 * One master-data collection, by unit and code. A disease group names its sub-group and colour;
 * the other collections name the disease groups they belong to (none: every group).
 */
export function masterDataImporter(collection: Collection): Importer<MasterRow, MasterContext> {
  const isDiseaseGroups = collection === 'diseaseGroups';
  return {
    kind: collection,
    columns: isDiseaseGroups
      ? ['unit', 'code', 'nameJa', 'nameEn', 'order', 'subGroupId', 'color', 'synonyms']
      : ['unit', 'code', 'nameJa', 'nameEn', 'order', 'diseaseGroups', 'synonyms'],
    optionalColumns: isDiseaseGroups
      ? ['subGroupId', 'color', 'synonyms']
      : ['diseaseGroups', 'synonyms'],
    rowSchema: MasterRowSchema,
    keyOf: itemKey,
    prepare: (db, rows) => masterContextOf(db, collection, rows),
    check(row, { diseaseGroups: { stored, claimed }, termOwners }) {
      const synonymProblems = takenSynonyms(row, termOwners);
      claimTerms(termOwners, row.unit, row.code, [row.nameJa, row.nameEn, ...(row.synonyms ?? [])]);
      if (synonymProblems.length > 0) return synonymProblems;
      if (isDiseaseGroups) {
        const subGroup = subGroupOf(row);
        if (!subGroup) {
          const options = SUB_GROUPS[row.unit].map((g) => `${g.code} ${g.id}`).join(', ');
          return [problem('subGroupId', 'notASubGroup', { unit: row.unit, options })];
        }
        // Another group holding the sub-group, in the database or on an earlier line.
        const holder =
          claimed.get(`${row.unit}/${subGroup.id}`) ??
          [...stored.get(row.unit)!].find(
            ([code, id]) => id === subGroup.id && code !== row.code,
          )?.[0];
        claimed.set(`${row.unit}/${subGroup.id}`, row.code);
        return holder !== undefined && holder !== row.code
          ? [problem('subGroupId', 'subGroupHeld', { id: subGroup.id, holder })]
          : [];
      }
      return row.diseaseGroups
        .filter((code) => !stored.get(row.unit)?.has(code))
        .map((code) => problem('diseaseGroups', 'unknownDiseaseGroup', { code, unit: row.unit }));
    },
    lineAfter(row, { items }) {
      const stored = items.get(itemKey(row));
      return lineOfItem(
        isDiseaseGroups,
        {
          ...row,
          subGroupId: isDiseaseGroups ? (subGroupOf(row)?.id ?? null) : null,
          color: row.color || null,
          // A file without the synonyms column keeps the stored ones.
          synonyms: row.synonyms ?? stored?.synonyms ?? [],
        },
        groupCodesAfter(row, stored),
      );
    },
    write: (tx, rows, context) => writeMasterItems(tx, collection, rows, context),
    async read(db: Database, unit: BusinessUnit) {
      const items = await db
        .select(ITEM_COLUMNS)
        .from(masterItems)
        .where(and(eq(masterItems.unit, unit), eq(masterItems.collection, collection)))
        .orderBy(asc(masterItems.sortOrder), asc(masterItems.code));
      const groupCodes =
        isDiseaseGroups || items.length === 0
          ? new Map<number, string[]>()
          : await groupCodesOf(db, collection, [unit]);
      return items.map((item) => lineOfItem(isDiseaseGroups, item, groupCodes.get(item.id) ?? []));
    },
  };
}

/**
 * The disease groups a row links its item to, as its line will show them: the stored order when
 * they are the groups it has (in whatever order the file names them), else ordered by code.
 */
function groupCodesAfter(row: MasterRow, stored: StoredItem | undefined): string[] {
  const wanted = [...new Set(row.diseaseGroups)];
  const storedCodes = stored?.groupCodes ?? [];
  return sameCodes(wanted, storedCodes)
    ? storedCodes
    : wanted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
