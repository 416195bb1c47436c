import {
  BUSINESS_UNITS,
  BusinessUnitSchema,
  SUB_GROUPS,
  SYNONYM_SEPARATOR,
  synonymsSchema,
  termsOfName,
  type BusinessUnit,
  type Collection,
} from '@kizuki/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { masterItemDiseaseGroups, masterItems } from '../../db/schema.ts';
import { upsertMasterItems } from '../../modules/master-data/master-data.repository.ts';
import { text } from './csv.ts';
import type { Importer } from './importer.ts';
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
type MasterRow = z.infer<typeof MasterRowSchema>;

/**
 * Each unit's disease groups by code, with their sub-group: what the other collections link to, and
 * what a disease group's line may not take (SPEC.md section 3: one disease group per sub-group).
 * `claimed` collects the sub-groups the file's lines take, as they are checked.
 */
interface DiseaseGroupCodes {
  stored: Map<BusinessUnit, Map<string, number | null>>;
  claimed: Map<string, string>;
}

/**
 * Issue 23: which item of the collection each term (termsOfName of its names and synonyms) finds,
 * by unit and term: the stored items', then each checked line's own, replacing its stored item's.
 * A synonym whose term another item already has is refused, as the admin screen refuses it
 * (master-data.service.ts assertSynonymsFree): two items sharing a term are suggested for neither.
 */
type TermOwners = Map<string, string>;

interface MasterContext {
  diseaseGroups: DiseaseGroupCodes;
  termOwners: TermOwners;
}

const termKey = (unit: BusinessUnit, term: string) => `${unit}/${term}`;

function claimTerms(
  owners: TermOwners,
  unit: BusinessUnit,
  code: string,
  names: readonly string[],
) {
  for (const name of names) {
    for (const term of termsOfName(name)) {
      if (!owners.has(termKey(unit, term))) owners.set(termKey(unit, term), code);
    }
  }
}

async function masterContextOf(db: Database, collection: Collection): Promise<MasterContext> {
  const rows = await db
    .select({ unit: masterItems.unit, code: masterItems.code, subGroupId: masterItems.subGroupId })
    .from(masterItems)
    .where(eq(masterItems.collection, 'diseaseGroups'));
  const stored = new Map(BUSINESS_UNITS.map((unit) => [unit, new Map<string, number | null>()]));
  for (const row of rows) stored.get(row.unit)!.set(row.code, row.subGroupId);
  const items = await db
    .select({
      unit: masterItems.unit,
      code: masterItems.code,
      nameJa: masterItems.nameJa,
      nameEn: masterItems.nameEn,
      synonyms: masterItems.synonyms,
    })
    .from(masterItems)
    .where(eq(masterItems.collection, collection));
  const termOwners: TermOwners = new Map();
  for (const item of items) {
    claimTerms(termOwners, item.unit, item.code, [item.nameJa, item.nameEn, ...item.synonyms]);
  }
  return { diseaseGroups: { stored, claimed: new Map() }, termOwners };
}

/** The row's synonyms that another item (stored, or an earlier line) is already found by. */
function takenSynonyms(row: MasterRow, owners: TermOwners) {
  const found = [];
  for (const synonym of row.synonyms ?? []) {
    const holder = termsOfName(synonym)
      .map((term) => owners.get(termKey(row.unit, term)))
      .find((code) => code !== undefined && code !== row.code);
    if (holder !== undefined) found.push(problem('synonyms', 'synonymTaken', { synonym, holder }));
  }
  return found;
}

const subGroupOf = (row: MasterRow) =>
  SUB_GROUPS[row.unit].find((group) => String(group.id) === row.subGroupId);

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
    keyOf: (row) => `${row.unit}/${row.code}`,
    prepare: (db) => masterContextOf(db, collection),
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
    upsert: (tx, rows) =>
      upsertMasterItems(
        tx,
        rows.map((row) => ({
          unit: row.unit,
          collection,
          code: row.code,
          nameJa: row.nameJa,
          nameEn: row.nameEn,
          sortOrder: row.order,
          diseaseGroupCodes: isDiseaseGroups ? [] : row.diseaseGroups,
          subGroupId: isDiseaseGroups ? (subGroupOf(row)?.id ?? null) : null,
          color: row.color || null,
          synonyms: row.synonyms,
        })),
        { setsColor: isDiseaseGroups },
      ),
    async read(db: Database, unit: BusinessUnit) {
      const rows = await db
        .select({
          id: masterItems.id,
          code: masterItems.code,
          nameJa: masterItems.nameJa,
          nameEn: masterItems.nameEn,
          order: masterItems.sortOrder,
          subGroupId: masterItems.subGroupId,
          color: masterItems.color,
          synonyms: masterItems.synonyms,
        })
        .from(masterItems)
        .where(and(eq(masterItems.unit, unit), eq(masterItems.collection, collection)))
        .orderBy(asc(masterItems.sortOrder), asc(masterItems.code));
      // The disease groups' codes each item links to, in one query.
      const groupCodes = new Map<number, string[]>();
      if (!isDiseaseGroups && rows.length > 0) {
        const links = await db
          .select({ itemId: masterItemDiseaseGroups.itemId, code: masterItems.code })
          .from(masterItemDiseaseGroups)
          .innerJoin(masterItems, eq(masterItems.id, masterItemDiseaseGroups.diseaseGroupId))
          .where(
            inArray(
              masterItemDiseaseGroups.itemId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(masterItems.code));
        for (const link of links) {
          groupCodes.set(link.itemId, [...(groupCodes.get(link.itemId) ?? []), link.code]);
        }
      }
      return rows.map((row): Record<string, string> =>
        isDiseaseGroups
          ? {
              unit,
              code: row.code,
              nameJa: row.nameJa,
              nameEn: row.nameEn,
              order: String(row.order),
              subGroupId: row.subGroupId === null ? '' : String(row.subGroupId),
              color: row.color ?? '',
              synonyms: row.synonyms.join(SYNONYM_SEPARATOR),
            }
          : {
              unit,
              code: row.code,
              nameJa: row.nameJa,
              nameEn: row.nameEn,
              order: String(row.order),
              diseaseGroups: (groupCodes.get(row.id) ?? []).join('|'),
              synonyms: row.synonyms.join(SYNONYM_SEPARATOR),
            },
      );
    },
  };
}
