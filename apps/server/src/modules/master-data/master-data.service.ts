import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import {
  synonymHolder,
  termsOfName,
  type Collection,
  type CreateMasterItemBody,
  type MasterItem,
  type UpdateMasterItemBody,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { masterItemDiseaseGroups, masterItems } from '../../db/schema.ts';
import { AppError, conflictOn, notFound, validationError } from '../../plugins/errors.ts';
import { appendAudit, auditedFields } from '../audit/audit.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { MASTER_ITEM_COLUMNS } from './master-data.repository.ts';

/** How far after the last item a new one goes: room to slot one in between without renumbering. */
const ORDER_STEP = 10;

/** What an admin sets of an item, as the audit trail records it and a retry is compared by. */
type ItemFields = Omit<MasterItem, 'id'>;

/** An item without its id; readItem has already put its disease groups in order. */
function fieldsOf({ id: _id, ...fields }: MasterItem): ItemFields {
  return fields;
}

async function readItem(
  db: Database,
  unit: UserRecord['unit'],
  collection: Collection,
  where: { id: number } | { code: string },
  lock = false,
): Promise<MasterItem | null> {
  const query = db
    .select(MASTER_ITEM_COLUMNS)
    .from(masterItems)
    .where(
      and(
        eq(masterItems.unit, unit),
        eq(masterItems.collection, collection),
        'id' in where ? eq(masterItems.id, where.id) : eq(masterItems.code, where.code),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const links = await db
    .select({ id: masterItemDiseaseGroups.diseaseGroupId })
    .from(masterItemDiseaseGroups)
    .where(eq(masterItemDiseaseGroups.itemId, row.id));
  return { ...row, diseaseGroupIds: links.map((link) => link.id).sort((a, b) => a - b) };
}

/** Disease-group links name disease groups of the unit, and a disease group links to none. */
async function assertDiseaseGroupLinks(
  db: Database,
  unit: UserRecord['unit'],
  collection: Collection,
  ids: number[],
) {
  if (ids.length === 0) return;
  if (collection === 'diseaseGroups') {
    throw validationError('body.diseaseGroupIds', 'a disease group belongs to no disease group');
  }
  const found = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(
      and(
        eq(masterItems.unit, unit),
        eq(masterItems.collection, 'diseaseGroups'),
        inArray(masterItems.id, ids),
      ),
    );
  if (found.length !== ids.length) {
    throw validationError(
      'body.diseaseGroupIds',
      'names a disease group not of your business unit',
    );
  }
}

/**
 * Issue 23: a synonym names one item. A term (termsOfName) that names two items of a collection
 * names neither in the suggestion (suggestionVocabulary), so a synonym that another item of the
 * collection is already found by (its names, their bracketed parts, its synonyms; retired items
 * too, as they may come back) would silently take that term from both: it is refused, naming the
 * item. The field is the synonym's place in the list as saved (folded duplicates dropped).
 */
async function assertSynonymsFree(
  db: Database,
  unit: UserRecord['unit'],
  collection: Collection,
  itemId: number | null,
  synonyms: readonly string[],
) {
  if (synonyms.length === 0) return;
  const others = await db
    .select({
      code: masterItems.code,
      nameJa: masterItems.nameJa,
      nameEn: masterItems.nameEn,
      synonyms: masterItems.synonyms,
    })
    .from(masterItems)
    .where(
      and(
        eq(masterItems.unit, unit),
        eq(masterItems.collection, collection),
        itemId === null ? undefined : ne(masterItems.id, itemId),
      ),
    );
  const ownerOf = new Map<string, (typeof others)[number]>();
  for (const other of others) {
    for (const name of [other.nameJa, other.nameEn, ...other.synonyms]) {
      for (const term of termsOfName(name)) ownerOf.set(term, other);
    }
  }
  for (const [index, synonym] of synonyms.entries()) {
    const owner = synonymHolder(synonym, (term) => ownerOf.get(term));
    if (owner) {
      const field = `body.synonyms.${index}`;
      const message = `is already a name of the item ${owner.code} (${owner.nameEn})`;
      throw new AppError(400, 'validation', `${field}: ${message}`, [
        {
          field,
          message,
          code: 'synonymTaken',
          synonym,
          item: { code: owner.code, nameJa: owner.nameJa, nameEn: owner.nameEn },
        },
      ]);
    }
  }
}

async function replaceLinks(db: Database, itemId: number, diseaseGroupIds: number[]) {
  await db.delete(masterItemDiseaseGroups).where(eq(masterItemDiseaseGroups.itemId, itemId));
  if (diseaseGroupIds.length > 0) {
    await db
      .insert(masterItemDiseaseGroups)
      .values(diseaseGroupIds.map((diseaseGroupId) => ({ itemId, diseaseGroupId })));
  }
}

/**
 * Adds an item to a collection of the admin's unit (issue 20), audited as masterItem.create. The
 * code is the item's key: the same body again answers the item (created: false), another item of
 * that code is 409.
 */
export async function createMasterItem(
  tx: Database,
  admin: UserRecord,
  collection: Collection,
  body: CreateMasterItemBody,
): Promise<{ item: MasterItem; created: boolean }> {
  const diseaseGroupIds = [...(body.diseaseGroupIds ?? [])].sort((a, b) => a - b);
  const existing = await readItem(tx, admin.unit, collection, { code: body.code });
  const sameAsExisting = (item: MasterItem) => {
    const fields = fieldsOf(item);
    return (
      fields.nameJa === body.nameJa &&
      fields.nameEn === body.nameEn &&
      (body.order === undefined || fields.order === body.order) &&
      fields.color === (body.color ?? null) &&
      JSON.stringify(fields.diseaseGroupIds) === JSON.stringify(diseaseGroupIds) &&
      JSON.stringify(fields.synonyms) === JSON.stringify(body.synonyms ?? [])
    );
  };
  if (existing) {
    if (sameAsExisting(existing)) return { item: existing, created: false };
    throw conflictOn({ field: 'body.code', code: 'taken', message: 'an item of this code exists' });
  }
  await assertDiseaseGroupLinks(tx, admin.unit, collection, diseaseGroupIds);
  await assertSynonymsFree(tx, admin.unit, collection, null, body.synonyms ?? []);
  const order =
    body.order ??
    ((
      await tx
        .select({ last: max(masterItems.sortOrder) })
        .from(masterItems)
        .where(and(eq(masterItems.unit, admin.unit), eq(masterItems.collection, collection)))
    )[0]?.last ?? 0) + ORDER_STEP;
  const [inserted] = await tx
    .insert(masterItems)
    .values({
      unit: admin.unit,
      collection,
      code: body.code,
      nameJa: body.nameJa,
      nameEn: body.nameEn,
      sortOrder: order,
      color: body.color ?? null,
      synonyms: body.synonyms ?? [],
    })
    .onConflictDoNothing()
    .returning({ id: masterItems.id });
  if (!inserted) {
    // A retry that overlapped the first request: the same item answers as a retry does.
    const raced = await readItem(tx, admin.unit, collection, { code: body.code });
    if (raced && sameAsExisting(raced)) return { item: raced, created: false };
    throw conflictOn({ field: 'body.code', code: 'taken', message: 'an item of this code exists' });
  }
  await replaceLinks(tx, inserted.id, diseaseGroupIds);
  const item = (await readItem(tx, admin.unit, collection, { id: inserted.id }))!;
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action: 'masterItem.create',
    objectType: 'masterItem',
    objectId: item.id,
    before: null,
    after: { collection, ...fieldsOf(item) },
  });
  return { item, created: true };
}

/**
 * Renames, reorders, recolours, relinks, retires or brings back an item of the admin's unit (another
 * unit's, or another collection's, is not found), audited as masterItem.update with the fields
 * that changed (synonyms too, issue 23); setting what is set changes nothing and writes no audit row.
 */
export async function updateMasterItem(
  tx: Database,
  admin: UserRecord,
  collection: Collection,
  id: number,
  body: UpdateMasterItemBody,
): Promise<MasterItem> {
  const current = await readItem(tx, admin.unit, collection, { id }, true);
  if (!current) throw notFound('item');
  const wanted: ItemFields = {
    ...fieldsOf(current),
    ...body,
    diseaseGroupIds: [...(body.diseaseGroupIds ?? current.diseaseGroupIds)].sort((a, b) => a - b),
  };
  const before = fieldsOf(current);
  const changed = (Object.keys(wanted) as (keyof ItemFields)[]).filter(
    (key) => JSON.stringify(wanted[key]) !== JSON.stringify(before[key]),
  );
  if (changed.length === 0) return current;
  if (changed.includes('synonyms')) {
    await assertSynonymsFree(tx, admin.unit, collection, id, wanted.synonyms);
  }
  if (changed.includes('diseaseGroupIds')) {
    await assertDiseaseGroupLinks(tx, admin.unit, collection, wanted.diseaseGroupIds);
    await replaceLinks(tx, id, wanted.diseaseGroupIds);
  }
  await tx
    .update(masterItems)
    .set({
      nameJa: wanted.nameJa,
      nameEn: wanted.nameEn,
      sortOrder: wanted.order,
      color: wanted.color,
      active: wanted.active,
      synonyms: wanted.synonyms,
      updatedAt: sql`now()`,
    })
    .where(eq(masterItems.id, id));
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action: 'masterItem.update',
    objectType: 'masterItem',
    objectId: id,
    before: { collection, ...auditedFields(changed, before) },
    after: { collection, ...auditedFields(changed, wanted) },
  });
  return { id, ...wanted };
}
