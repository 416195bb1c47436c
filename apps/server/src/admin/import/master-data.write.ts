import type { Collection } from '@kizuki/shared';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { masterItemDiseaseGroups, masterItems } from '../../db/schema.ts';
import { masterItemUpsert } from '../../modules/master-data/master-data.repository.ts';
import { chunksOf, inChunks, rowsPerStatement, rowsWithinParameterBudget } from './chunks.ts';
import { itemKey, sameCodes, subGroupOf, type MasterContext } from './master-data.context.ts';
import type { MasterRow } from './master-data.importer.ts';

/**
 * The bind parameters of one item's row: unit, collection, code, the two names, order, sub-group,
 * colour, synonyms.
 */
const ITEM_ROW_PARAMETERS = 9;
/** The bind parameters of one link: the item and the disease group. */
const LINK_PARAMETERS = 2;

/**
 * Brings the collection's items in line with the rows, as upsertMasterItems does for the demo data
 * but a chunk of rows per statement: new codes are inserted, changed rows updated, and an item
 * whose disease groups changed is linked anew. Answers the keys of the rows it changed.
 */
export async function writeMasterItems(
  tx: Database,
  collection: Collection,
  rows: MasterRow[],
  { items, diseaseGroupIds }: MasterContext,
): Promise<Set<string>> {
  const isDiseaseGroups = collection === 'diseaseGroups';
  // A file has the synonyms column on every line or on none: without it, the stored ones stay.
  const setsSynonyms = rows.every((row) => row.synonyms !== undefined);
  const upserted = await inChunks(rows, rowsPerStatement(ITEM_ROW_PARAMETERS), (chunk) =>
    tx
      .insert(masterItems)
      .values(
        chunk.map((row) => ({
          unit: row.unit,
          collection,
          code: row.code,
          nameJa: row.nameJa,
          nameEn: row.nameEn,
          sortOrder: row.order,
          subGroupId: isDiseaseGroups ? (subGroupOf(row)?.id ?? null) : null,
          color: row.color || null,
          ...(setsSynonyms ? { synonyms: row.synonyms ?? [] } : {}),
        })),
      )
      // A disease group's colour is its file's; the other collections have none to set.
      .onConflictDoUpdate(masterItemUpsert({ setsColor: isDiseaseGroups, setsSynonyms }))
      .returning({ id: masterItems.id, unit: masterItems.unit, code: masterItems.code }),
  );
  const written = new Set(upserted.flat().map(itemKey));
  if (isDiseaseGroups) return written;

  // The items whose disease groups differ from the stored ones: their links are made anew.
  const idOf = new Map(upserted.flat().map((item) => [itemKey(item), item.id]));
  const relinked = rows.flatMap((row) => {
    const key = itemKey(row);
    const stored = items.get(key);
    const wanted = [...new Set(row.diseaseGroups)];
    const id = idOf.get(key) ?? stored?.id;
    return sameCodes(wanted, stored?.groupCodes ?? []) || id === undefined
      ? []
      : [{ key, id, unit: row.unit, wanted, wasStored: stored !== undefined }];
  });
  await inChunks(relinked, rowsPerStatement(LINK_PARAMETERS), async (chunk) => {
    const storedIds = chunk.filter((item) => item.wasStored).map((item) => item.id);
    if (storedIds.length > 0) {
      await tx
        .delete(masterItemDiseaseGroups)
        .where(inArray(masterItemDiseaseGroups.itemId, storedIds));
    }
    const links = chunk.flatMap(({ id, unit, wanted }) =>
      wanted.map((code) => ({
        itemId: id,
        diseaseGroupId: diseaseGroupIds.get(`${unit}/${code}`)!,
      })),
    );
    // A few links a line: a chunk of lines' links is one statement unless they are very many.
    for (const part of chunksOf(links, rowsWithinParameterBudget(LINK_PARAMETERS))) {
      await tx.insert(masterItemDiseaseGroups).values(part);
    }
  });
  for (const item of relinked) written.add(item.key);
  return written;
}
