import {
  BUSINESS_UNITS,
  SUB_GROUPS,
  SYNONYM_SEPARATOR,
  termsOfName,
  type BusinessUnit,
  type Collection,
} from '@kizuki/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { masterItemDiseaseGroups, masterItems } from '../../db/schema.ts';
import type { Line, StoredLines } from './importer.ts';

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
export type TermOwners = Map<string, string>;

/** A stored item of the collection: its id, and the codes of the disease groups it is linked to. */
export interface StoredItem {
  id: number;
  groupCodes: string[];
  synonyms: string[];
}

/**
 * What a master-data file is checked against and compared with: the disease groups of every unit
 * (by code, with their sub-group and id), which item each term finds, and the collection's stored
 * items of the file's units with their lines.
 */
export interface MasterContext extends StoredLines {
  diseaseGroups: DiseaseGroupCodes;
  diseaseGroupIds: Map<string, number>;
  termOwners: TermOwners;
  items: Map<string, StoredItem>;
}

export const termKey = (unit: BusinessUnit, term: string) => `${unit}/${term}`;
export const itemKey = (row: { unit: BusinessUnit; code: string }) => `${row.unit}/${row.code}`;

export function claimTerms(
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

/** An item's columns as its line shows them. */
export const ITEM_COLUMNS = {
  id: masterItems.id,
  unit: masterItems.unit,
  code: masterItems.code,
  nameJa: masterItems.nameJa,
  nameEn: masterItems.nameEn,
  order: masterItems.sortOrder,
  subGroupId: masterItems.subGroupId,
  color: masterItems.color,
  synonyms: masterItems.synonyms,
};
interface ItemColumns {
  unit: BusinessUnit;
  code: string;
  nameJa: string;
  nameEn: string;
  order: number;
  subGroupId: number | null;
  color: string | null;
  synonyms: string[];
}

/** A stored item's line of the collection's file, as the export writes it. */
export function lineOfItem(
  isDiseaseGroups: boolean,
  item: ItemColumns,
  groupCodes: string[],
): Line {
  return isDiseaseGroups
    ? {
        unit: item.unit,
        code: item.code,
        nameJa: item.nameJa,
        nameEn: item.nameEn,
        order: String(item.order),
        subGroupId: item.subGroupId === null ? '' : String(item.subGroupId),
        color: item.color ?? '',
        synonyms: item.synonyms.join(SYNONYM_SEPARATOR),
      }
    : {
        unit: item.unit,
        code: item.code,
        nameJa: item.nameJa,
        nameEn: item.nameEn,
        order: String(item.order),
        diseaseGroups: groupCodes.join('|'),
        synonyms: item.synonyms.join(SYNONYM_SEPARATOR),
      };
}

/**
 * The codes of the disease groups each item of the collection in the units is linked to, ordered
 * by code as the export orders them: one statement, whatever the number of items.
 */
export async function groupCodesOf(db: Database, collection: Collection, units: BusinessUnit[]) {
  const item = alias(masterItems, 'item');
  const links = await db
    .select({ itemId: masterItemDiseaseGroups.itemId, code: masterItems.code })
    .from(masterItemDiseaseGroups)
    .innerJoin(masterItems, eq(masterItems.id, masterItemDiseaseGroups.diseaseGroupId))
    .innerJoin(item, eq(item.id, masterItemDiseaseGroups.itemId))
    .where(and(inArray(item.unit, units), eq(item.collection, collection)))
    .orderBy(asc(masterItems.code));
  const codes = new Map<number, string[]>();
  for (const link of links) codes.set(link.itemId, [...(codes.get(link.itemId) ?? []), link.code]);
  return codes;
}

/** The disease groups of every unit, and the collection's items of the file's units: a few statements. */
export async function masterContextOf(
  db: Database,
  collection: Collection,
  rows: { unit: BusinessUnit }[],
): Promise<MasterContext> {
  const groups = await db
    .select({
      id: masterItems.id,
      unit: masterItems.unit,
      code: masterItems.code,
      subGroupId: masterItems.subGroupId,
    })
    .from(masterItems)
    .where(eq(masterItems.collection, 'diseaseGroups'));
  const stored = new Map(BUSINESS_UNITS.map((unit) => [unit, new Map<string, number | null>()]));
  for (const group of groups) stored.get(group.unit)!.set(group.code, group.subGroupId);
  const units = [...new Set(rows.map((row) => row.unit))];
  const isDiseaseGroups = collection === 'diseaseGroups';
  // A unit's collection has some hundreds of items: all of them are one statement.
  const items =
    units.length === 0
      ? []
      : await db
          .select(ITEM_COLUMNS)
          .from(masterItems)
          .where(and(inArray(masterItems.unit, units), eq(masterItems.collection, collection)));
  const groupCodes =
    isDiseaseGroups || items.length === 0
      ? new Map<number, string[]>()
      : await groupCodesOf(db, collection, units);
  const termOwners: TermOwners = new Map();
  for (const item of items) {
    claimTerms(termOwners, item.unit, item.code, [item.nameJa, item.nameEn, ...item.synonyms]);
  }
  const codesOf = (item: { id: number }) => groupCodes.get(item.id) ?? [];
  return {
    diseaseGroups: { stored, claimed: new Map() },
    diseaseGroupIds: new Map(groups.map((group) => [itemKey(group), group.id])),
    termOwners,
    items: new Map(
      items.map((item) => [
        itemKey(item),
        { id: item.id, groupCodes: codesOf(item), synonyms: item.synonyms },
      ]),
    ),
    lines: new Map(
      items.map((item) => [itemKey(item), lineOfItem(isDiseaseGroups, item, codesOf(item))]),
    ),
  };
}

/** The sub-group a disease group's line names, when it is one of its unit's. */
export const subGroupOf = (row: { unit: BusinessUnit; subGroupId: string }) =>
  SUB_GROUPS[row.unit].find((group) => String(group.id) === row.subGroupId);

/** Whether two lists name the same disease groups, in whatever order. */
export const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));
