import { and, eq, sql } from 'drizzle-orm';
import {
  BUSINESS_UNITS,
  classificationKeysOf,
  selfCheckItems,
  type BusinessUnit,
  type ClassificationKey,
  type Collection,
} from '@kizuki/shared';
import type { Database } from '../database.ts';
import { masterItemDiseaseGroups, masterItems, posts, reactions, users } from '../schema.ts';
import { OCCUPATION_GROUP_OF, PRODUCT_CLASS_OF } from './demo-classes.ts';
import { DEMO_QUOTES, DEMO_REPLIES, PLACES, SCENES, type Scene } from './demo-observations.ts';
import { seedDemoWork } from './demo-work.ts';

/** The demo's observation texts by unit, with their `{place}` and `{product}` placeholders. */
export const OBSERVATIONS: Record<BusinessUnit, string[]> = Object.fromEntries(
  BUSINESS_UNITS.map((unit) => [unit, SCENES[unit].map((scene) => scene.text)]),
) as Record<BusinessUnit, string[]>;

export const REPLIES = DEMO_REPLIES;

/** A template with its placeholders filled. */
export function fillObservation(template: string, values: { place: string; product: string }) {
  return template.replace('{place}', values.place).replace('{product}', values.product);
}

/** Deterministic, so the demo looks the same on every machine. */
export function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export interface CatalogueItem {
  id: number;
  collection: Collection;
  code: string;
  nameJa: string;
  nameEn: string;
  diseaseGroupIds: number[];
}

/** A unit's master data in wizard order, read once: the demo picks its classifications from it. */
export async function catalogueOf(db: Database, unit: BusinessUnit): Promise<CatalogueItem[]> {
  return db
    .select({
      id: masterItems.id,
      collection: masterItems.collection,
      code: masterItems.code,
      nameJa: masterItems.nameJa,
      nameEn: masterItems.nameEn,
      diseaseGroupIds: sql<
        number[]
      >`coalesce((select array_agg(l.disease_group_id) from ${masterItemDiseaseGroups} l where l.item_id = ${masterItems.id}), '{}')`,
    })
    .from(masterItems)
    .where(eq(masterItems.unit, unit))
    .orderBy(masterItems.sortOrder, masterItems.id);
}

/** The index-th item of a collection that belongs to the disease group (or to every group). */
export function pick(
  catalogue: CatalogueItem[],
  diseaseGroupId: number,
  collection: Collection,
  index: number,
) {
  const rows = catalogue.filter(
    (item) =>
      item.collection === collection &&
      (item.diseaseGroupIds.length === 0 || item.diseaseGroupIds.includes(diseaseGroupId)),
  );
  return rows.length > 0 ? rows[index % rows.length]! : null;
}

/** Published posts per unit: enough for two pages, every sort and every filter to show something. */
export const DEMO_POSTS_PER_UNIT = 56;
const HOUR_MS = 3_600_000;
/** The demo spreads its posts over the last six weeks. */
const SPREAD_MS = 42 * 24 * HOUR_MS;
/** Which posts stand out in each reaction sort, so that the sorts show different first posts. */
const STANDOUT = { like: 5, same: 9, more: 14 } as const;
/** Posts the office quotes, by position (newest first). */
const QUOTED = [3, 9, 17, 26, 40];

/** A product as the text names it: its generic name, or the brand where there is none. */
export function productNameIn(item: Pick<CatalogueItem, 'nameJa' | 'nameEn'>, lang: 'ja' | 'en') {
  const name = lang === 'ja' ? item.nameJa : item.nameEn;
  const match = /^(.*?)\s*[（(](.*)[）)]$/.exec(name);
  if (!match) return name;
  const [, brand, inner] = match;
  return /開発品|investigational/.test(inner!) ? brand! : inner!;
}

/**
 * Each scene of the unit with each of its products at one place, then at the next place, until the
 * unit has its posts; shuffled with a fixed seed so that the timeline mixes the therapy areas.
 */
function observationsOf(unit: BusinessUnit, random: () => number) {
  const chosen: { scene: Scene; product: string; variant: number }[] = [];
  for (let variant = 0; chosen.length < DEMO_POSTS_PER_UNIT; variant++) {
    for (const scene of SCENES[unit]) {
      for (const product of scene.products) {
        if (chosen.length < DEMO_POSTS_PER_UNIT) chosen.push({ scene, product, variant });
      }
    }
  }
  for (let index = chosen.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [chosen[index], chosen[other]] = [chosen[other]!, chosen[index]!];
  }
  return chosen;
}

/**
 * The timeline a newcomer should meet (PRODUCT.md, demo data): for every unit, fifty-odd published
 * observations over the last six weeks in Japanese and English, each classified as the wizard
 * would (its product's drug class, its occupation's group, its disease's group), with reactions,
 * replies and quotes; a draft; and the work waiting (demo-work.ts). Written in a few bulk inserts
 * per unit, because every server test starts from this data.
 */
export async function seedDemoPosts(db: Database, at: Date): Promise<void> {
  const now = at.getTime();
  for (const [unitIndex, unit] of BUSINESS_UNITS.entries()) {
    const random = seeded(42 + unitIndex);
    // The safety contacts take no part in the demo's conversation.
    const people = await db
      .select()
      .from(users)
      .where(and(eq(users.unit, unit), eq(users.isSafetyContact, false)))
      .orderBy(users.id);
    const byRole = (role: string) => people.find((user) => user.role === role)!;
    // Those who may post; the mr writes most, and the newest post (the demo inquiry's) is theirs.
    const writers = ['mr', 'pmo', 'mr', 'hq', 'pmo-approver'].map(byRole);
    const catalogue = await catalogueOf(db, unit);
    const itemOf = (collection: Collection, code: string) => {
      const item = catalogue.find((row) => row.collection === collection && row.code === code);
      if (!item) throw new Error(`demo data: no ${collection} ${code} in ${unit}`);
      return item;
    };
    const keys = new Set(classificationKeysOf(unit));
    const only = (key: ClassificationKey, id: number | null) => (keys.has(key) ? id : null);

    const rows = observationsOf(unit, random).map(({ scene, product, variant }, index) => {
      const productItem = itemOf('competitiveProducts', product);
      const place = PLACES[scene.workplace]![variant % 3]!;
      const publishedAt = new Date(
        now - HOUR_MS - Math.floor(((index + random() * 0.8) * SPREAD_MS) / DEMO_POSTS_PER_UNIT),
      );
      return {
        unit,
        authorUserId: writers[index % writers.length]!.id,
        kind: 'post' as const,
        status: 'published' as const,
        body: fillObservation(scene.text, {
          place: place[scene.lang === 'ja' ? 0 : 1],
          product: productNameIn(productItem, scene.lang),
        }),
        diseaseGroupId: itemOf('diseaseGroups', scene.diseaseGroup).id,
        occupationGroupId: only(
          'occupationGroup',
          itemOf('occupationGroups', OCCUPATION_GROUP_OF[unit][scene.occupation]!).id,
        ),
        workplaceId: only('workplace', itemOf('workplaces', scene.workplace).id),
        occupationId: only('occupation', itemOf('occupations', scene.occupation).id),
        diseaseId: only('disease', itemOf('diseases', scene.disease).id),
        productGroupId: keys.has('productGroup')
          ? itemOf('productGroups', PRODUCT_CLASS_OF[unit][product]!).id
          : null,
        competitiveProductId: only('competitiveProduct', productItem.id),
        categoryId: only('category', itemOf('categories', scene.category).id),
        activityId:
          scene.activity === null
            ? null
            : only('activity', itemOf('activities', scene.activity).id),
        selfCheck: selfCheckItems('post'),
        submittedAt: publishedAt,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    });
    // Who reacts how, and who replies, is planned first: the posts go in with their counters set,
    // so no row is written twice (an update would compute each post's search columns again).
    const reactionsOf = rows.map((row, index) => {
      const others = people.filter((user) => user.id !== row.authorUserId);
      const count = (kind: keyof typeof STANDOUT, usual: number) =>
        index === STANDOUT[kind] ? others.length : Math.floor(random() * usual);
      return (
        [
          ['like', count('like', 4)],
          ['same', count('same', 3)],
          ['more', count('more', 3)],
        ] as const
      ).flatMap(([kind, number]) =>
        Array.from({ length: number }, (_, k) => ({
          kind,
          userId: others[(index + k) % others.length]!.id,
        })),
      );
    });
    const repliesOf = rows.map((_, index) =>
      index < 3 || random() < 0.3 ? 1 + Math.floor(random() * 2) : 0,
    );
    const counted = (index: number, kind: 'like' | 'same' | 'more') =>
      reactionsOf[index]!.filter((reaction) => reaction.kind === kind).length;
    const published = await db
      .insert(posts)
      .values(
        rows.map((row, index) => ({
          ...row,
          likeCount: counted(index, 'like'),
          sameCount: counted(index, 'same'),
          moreCount: counted(index, 'more'),
          commentCount: repliesOf[index]!,
          quoteCount: QUOTED.includes(index) ? 1 : 0,
        })),
      )
      .returning({ id: posts.id });

    const reactionRows = rows.flatMap((row, index) =>
      reactionsOf[index]!.map((reaction) => ({
        ...reaction,
        postId: published[index]!.id,
        createdAt: row.publishedAt,
      })),
    );
    if (reactionRows.length > 0) await db.insert(reactions).values(reactionRows);

    // Replies from colleagues on about a third of the posts, and the office's quotes.
    const later = (at: Date, hours: number) =>
      new Date(Math.min(at.getTime() + hours * HOUR_MS, now - 60_000));
    const conversation: (typeof posts.$inferInsert)[] = [];
    const repliers = ['rm', 'mr-approver', 'mr', 'pmo'].map(byRole);
    for (const [index, row] of rows.entries()) {
      for (let k = 0; k < repliesOf[index]!; k++) {
        const author = repliers.filter((user) => user.id !== row.authorUserId)[(index + k) % 3]!;
        const at = later(row.publishedAt, 2 * (k + 1));
        conversation.push({
          ...row,
          authorUserId: author.id,
          kind: 'reply',
          parentId: published[index]!.id,
          body: REPLIES[(index + k) % REPLIES.length]!,
          selfCheck: selfCheckItems('reply'),
          submittedAt: at,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    for (const [k, index] of QUOTED.entries()) {
      const row = rows[index]!;
      const quoter = ['hq', 'pmo-approver']
        .map(byRole)
        .find((user) => user.id !== row.authorUserId)!;
      const at = later(row.publishedAt, 3);
      conversation.push({
        ...row,
        authorUserId: quoter.id,
        kind: 'quote',
        quotedId: published[index]!.id,
        body: DEMO_QUOTES[k % DEMO_QUOTES.length]!,
        selfCheck: selfCheckItems('quote'),
        submittedAt: at,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
    await db.insert(posts).values(conversation);

    await db.insert(posts).values({
      unit,
      authorUserId: byRole('mr').id,
      kind: 'post',
      status: 'draft',
      body: '（下書き）講演会の案内状に他社の新しいデータが記載されていた。詳細を確認中。',
      diseaseGroupId: rows[0]!.diseaseGroupId,
      selfCheck: [],
      createdAt: at,
      updatedAt: at,
    });
    await seedDemoWork(db, unit, published[0]!.id, byRole, at);
  }
}
