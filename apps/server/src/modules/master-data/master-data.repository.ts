import { and, asc, count, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import type { BusinessUnit, Collection, MasterItem } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { masterItemDiseaseGroups, masterItems } from '../../db/schema.ts';
import { containsKeyword } from '../../db/text-match.ts';
import { updateWhenChanged } from '../../db/update-when-changed.ts';

/** One master-data row as it is written: the shape of the import and of the demo data. */
export interface MasterItemRow {
  unit: BusinessUnit;
  collection: Collection;
  code: string;
  nameJa: string;
  nameEn: string;
  sortOrder: number;
  /** Codes of the unit's disease groups the item belongs to; empty: every disease group. */
  diseaseGroupCodes: string[];
  subGroupId: number | null;
  color: string | null;
  /** Other names (issue 23); absent: the stored ones are kept (a file without the column). */
  synonyms?: string[];
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** An item's columns as the API names them (MasterItem, but for its disease groups). */
export const MASTER_ITEM_COLUMNS = {
  id: masterItems.id,
  code: masterItems.code,
  nameJa: masterItems.nameJa,
  nameEn: masterItems.nameEn,
  order: masterItems.sortOrder,
  color: masterItems.color,
  subGroupId: masterItems.subGroupId,
  active: masterItems.active,
  synonyms: masterItems.synonyms,
};

/** An item as the API answers it: its columns and the disease groups it belongs to, ordered. */
const ITEM_WITH_GROUPS = {
  ...MASTER_ITEM_COLUMNS,
  diseaseGroupIds: sql<
    number[]
  >`coalesce((select array_agg(${masterItemDiseaseGroups.diseaseGroupId} order by ${masterItemDiseaseGroups.diseaseGroupId}) from ${masterItemDiseaseGroups} where ${masterItemDiseaseGroups.itemId} = ${masterItems.id}), '{}')`,
};

const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * An item's upsert on its key (unit, collection, code): the names, order and sub-group set where
 * they differ, and the colour and synonyms where the rows are theirs to set. The demo seed's
 * upsertMasterItems and the import's writeMasterItems both write items so.
 */
export function masterItemUpsert({
  setsColor,
  setsSynonyms,
}: {
  setsColor: boolean;
  setsSynonyms: boolean;
}) {
  return {
    target: [masterItems.unit, masterItems.collection, masterItems.code],
    ...updateWhenChanged(masterItems, [
      'nameJa',
      'nameEn',
      'sortOrder',
      'subGroupId',
      ...(setsColor ? (['color'] as const) : []),
      ...(setsSynonyms ? (['synonyms'] as const) : []),
    ]),
  };
}

/**
 * Brings master data in line with the rows: new codes are inserted, changed rows updated, equal rows
 * left alone, so the same file twice changes nothing. Disease groups go first, because the other
 * rows link to them by code. Runs inside the caller's transaction.
 */
export async function upsertMasterItems(
  db: Database,
  rows: MasterItemRow[],
  /** Whether the rows' colours are theirs to set: a file without a colour column keeps them. */
  {
    setsColor = true,
    setsSynonyms = rows.every((row) => row.synonyms !== undefined),
  }: { setsColor?: boolean; setsSynonyms?: boolean } = {},
): Promise<UpsertCounts> {
  const insertedIds = new Set<number>();
  const updatedIds = new Set<number>();
  const ordered = [...rows].sort(
    (a, b) => Number(b.collection === 'diseaseGroups') - Number(a.collection === 'diseaseGroups'),
  );
  const touched = new Map<string, number>();
  for (const chunk of chunks(ordered)) {
    const result = await db
      .insert(masterItems)
      .values(
        chunk.map(({ diseaseGroupCodes: _links, synonyms, ...row }) => ({
          ...row,
          ...(setsSynonyms ? { synonyms: synonyms ?? [] } : {}),
        })),
      )
      .onConflictDoUpdate(masterItemUpsert({ setsColor, setsSynonyms }))
      .returning({ id: masterItems.id, inserted: sql<boolean>`xmax = 0` });
    for (const row of result) (row.inserted ? insertedIds : updatedIds).add(row.id);
  }

  const units = [...new Set(rows.map((row) => row.unit))];
  const ids = await db
    .select({
      id: masterItems.id,
      unit: masterItems.unit,
      collection: masterItems.collection,
      code: masterItems.code,
    })
    .from(masterItems)
    .where(inArray(masterItems.unit, units));
  for (const row of ids) touched.set(`${row.unit}/${row.collection}/${row.code}`, row.id);

  for (const chunk of chunks(rows)) {
    const itemIds = chunk.map((row) => touched.get(`${row.unit}/${row.collection}/${row.code}`)!);
    const wanted = chunk.flatMap((row, index) =>
      row.diseaseGroupCodes.map((code) => ({
        itemId: itemIds[index]!,
        diseaseGroupId: touched.get(`${row.unit}/diseaseGroups/${code}`)!,
      })),
    );
    const current = await db
      .select()
      .from(masterItemDiseaseGroups)
      .where(inArray(masterItemDiseaseGroups.itemId, itemIds));
    const key = (link: { itemId: number; diseaseGroupId: number }) =>
      `${link.itemId}/${link.diseaseGroupId}`;
    const wantedKeys = new Set(wanted.map(key));
    const currentKeys = new Set(current.map(key));
    const stale = current.filter((link) => !wantedKeys.has(key(link)));
    const missing = wanted.filter((link) => !currentKeys.has(key(link)));
    for (const link of stale) {
      await db
        .delete(masterItemDiseaseGroups)
        .where(
          and(
            eq(masterItemDiseaseGroups.itemId, link.itemId),
            eq(masterItemDiseaseGroups.diseaseGroupId, link.diseaseGroupId),
          ),
        );
    }
    if (missing.length > 0) await db.insert(masterItemDiseaseGroups).values(missing);
    // An item whose disease groups changed is updated (once, whatever else changed).
    for (const link of [...stale, ...missing]) {
      if (!insertedIds.has(link.itemId)) updatedIds.add(link.itemId);
    }
  }
  return {
    inserted: insertedIds.size,
    updated: updatedIds.size,
    unchanged: rows.length - insertedIds.size - updatedIds.size,
  };
}

export function createMasterDataRepository(db: Database) {
  return {
    async list(
      unit: BusinessUnit,
      collection: Collection,
      page: {
        limit: number;
        offset: number;
        diseaseGroupId?: number;
        /** Names or code containing it (folded). */
        search?: string;
        ids?: number[];
        /** `active`: what the wizard offers; `all`: retired items too. A list by ids has both. */
        status?: 'active' | 'all';
      },
    ) {
      const links = masterItemDiseaseGroups;
      const linked = (diseaseGroupId: number) =>
        or(
          notExists(db.select().from(links).where(eq(links.itemId, masterItems.id))),
          exists(
            db
              .select()
              .from(links)
              .where(
                and(eq(links.itemId, masterItems.id), eq(links.diseaseGroupId, diseaseGroupId)),
              ),
          ),
        );
      const where = and(
        eq(masterItems.unit, unit),
        eq(masterItems.collection, collection),
        page.diseaseGroupId && collection !== 'diseaseGroups'
          ? linked(page.diseaseGroupId)
          : undefined,
        page.search
          ? or(
              containsKeyword(masterItems.nameJa, page.search),
              containsKeyword(masterItems.nameEn, page.search),
              containsKeyword(masterItems.code, page.search),
            )
          : undefined,
        page.ids ? inArray(masterItems.id, page.ids) : undefined,
        page.status === 'all' || page.ids ? undefined : eq(masterItems.active, true),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select(ITEM_WITH_GROUPS)
          .from(masterItems)
          .where(where)
          .orderBy(asc(masterItems.sortOrder), asc(masterItems.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(masterItems).where(where),
      ]);
      return { rows: rows as MasterItem[], total: totals?.total ?? 0 };
    },

    /**
     * The unit's items among `ids` (retired ones too), in the shape a list answers: what a post's
     * classification names, sent with the post so its page draws the names at once (issue 40).
     */
    async findItems(unit: BusinessUnit, ids: number[]): Promise<MasterItem[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(ITEM_WITH_GROUPS)
        .from(masterItems)
        .where(and(eq(masterItems.unit, unit), inArray(masterItems.id, ids)))
        .orderBy(asc(masterItems.id));
      return rows;
    },

    /** Whether the id is a disease group of the unit (anything else answers 404). */
    async isDiseaseGroupOf(unit: BusinessUnit, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: masterItems.id })
        .from(masterItems)
        .where(
          and(
            eq(masterItems.id, id),
            eq(masterItems.unit, unit),
            eq(masterItems.collection, 'diseaseGroups'),
          ),
        );
      return row !== undefined;
    },

    /** The unit's items among `ids`, with their collection and disease groups: one query for all. */
    async findInUnit(unit: BusinessUnit, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: masterItems.id,
          collection: masterItems.collection,
          active: masterItems.active,
          diseaseGroupIds: ITEM_WITH_GROUPS.diseaseGroupIds,
        })
        .from(masterItems)
        .where(and(eq(masterItems.unit, unit), inArray(masterItems.id, ids)));
    },
  };
}

export type MasterDataRepository = ReturnType<typeof createMasterDataRepository>;
