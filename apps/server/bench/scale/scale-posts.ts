import { count, eq, sql } from 'drizzle-orm';
import {
  BUSINESS_UNITS,
  COLLECTION_OF,
  selfCheckItems,
  wizardSteps,
  type BusinessUnit,
} from '@kizuki/shared';
import type { Database } from '../../src/db/database.ts';
import { seedDemoData } from '../../src/db/demo/seed-demo.ts';
import {
  catalogueOf,
  fillObservation,
  OBSERVATIONS,
  pick,
  REPLIES,
  seeded,
  type CatalogueItem,
} from '../../src/db/demo/demo-posts.ts';
import { posts, users } from '../../src/db/schema.ts';

/**
 * What the field adds to an observation, so that no two posts read alike. Some are written with
 * full-width Latin letters or half-width katakana, as people type them: search must not care.
 */
/** Anonymous places for the generated observations (letters, never real institutions). */
const PLACES = ['A大学病院', 'D総合病院', 'Jクリニック', 'M薬局', 'P地区の研究会'];

const DETAILS = [
  '担当エリアの三施設で同じ話を聞いた。',
  '来月の講演会でも取り上げられる予定。',
  '薬剤部長からの情報。',
  'ＭＲの訪問頻度が増えている印象。',
  'ｶﾞｲﾄﾞﾗｲﾝ改訂の影響とみられる。',
  '前回の報告から状況に変化なし。',
  'Confirmed with two pharmacists.',
  'The same leaflet was seen at a clinic nearby.',
  'Ｗｅｂ講演会の案内も同封されていた。',
  '地域連携パスの見直しと関係がありそう。',
  '',
];

const QUOTE_BODIES = [
  '他の地域でも同じ動きがあります。各エリアで状況を共有してください。',
  'This matches what we heard in the north region last month.',
  '本社でも確認中です。追加情報があれば返信してください。',
];

const BATCH_SIZE = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A unit's writers and its catalogue, read once per run. */
async function unitContext(db: Database, unit: BusinessUnit) {
  const members = await db.select({ id: users.id }).from(users).where(eq(users.unit, unit));
  const catalogue: CatalogueItem[] = await catalogueOf(db, unit);
  const groups = catalogue.filter((item) => item.collection === 'diseaseGroups');
  if (members.length === 0 || groups.length === 0) {
    throw new Error(`unit ${unit} has no users or no master data: load the demo data first`);
  }
  return { members, catalogue, groups };
}

export interface ScaleSeedOptions {
  /** How many top-level posts to add (replies and quotes come on top, about 15% more). */
  posts: number;
  /** Same seed, same posts: measurements can be repeated. */
  seed?: number;
  /** The newest post is this old; the rest spread over two years before it. */
  now?: Date;
  onProgress?: (inserted: number) => void;
}

/**
 * Adds realistic published posts for measurement (`npm run seed:scale`): Japanese and English
 * observations of every unit, classified from the unit's master data, with reactions from the
 * unit's people (counters kept consistent with the reaction rows), replies to one post in ten and
 * quotes of one in twenty. Set-based SQL does the reactions, replies and quotes so that a million
 * posts load in minutes.
 */
export async function seedScalePosts(db: Database, options: ScaleSeedOptions): Promise<number> {
  const random = seeded(options.seed ?? 7);
  const now = (options.now ?? new Date()).getTime();
  const contexts = new Map<BusinessUnit, Awaited<ReturnType<typeof unitContext>>>();
  for (const unit of BUSINESS_UNITS) contexts.set(unit, await unitContext(db, unit));

  let inserted = 0;
  while (inserted < options.posts) {
    const size = Math.min(BATCH_SIZE, options.posts - inserted);
    const rows: (typeof posts.$inferInsert)[] = [];
    for (let index = 0; index < size; index++) {
      const sequence = inserted + index;
      const unit = BUSINESS_UNITS[sequence % BUSINESS_UNITS.length]!;
      const { members, catalogue, groups } = contexts.get(unit)!;
      const group = groups[Math.floor(random() * groups.length)]!;
      const classification: Record<string, number | null> = { diseaseGroupId: group.id };
      for (const step of wizardSteps(unit)) {
        if (step.key === 'diseaseGroup') continue;
        const item = pick(catalogue, group.id, COLLECTION_OF[step.key], Math.floor(random() * 50));
        classification[`${step.key}Id`] = item?.id ?? null;
      }
      const product = pick(catalogue, group.id, 'competitiveProducts', Math.floor(random() * 50));
      const templates = OBSERVATIONS[unit];
      const template = templates[Math.floor(random() * templates.length)]!;
      const detail = DETAILS[Math.floor(random() * DETAILS.length)]!;
      const observation = fillObservation(template, {
        place: PLACES[Math.floor(random() * PLACES.length)]!,
        product: product?.nameJa.replace(/（.*）/, '') ?? '競合品',
      });
      const body = `${observation}${detail ? ` ${detail}` : ''}`;
      // Older first, so ids grow with time as they do in production.
      const age = ((options.posts - sequence) / options.posts) * 730 * DAY_MS;
      const publishedAt = new Date(now - age - Math.floor(random() * 3_600_000));
      rows.push({
        unit,
        authorUserId: members[Math.floor(random() * members.length)]!.id,
        kind: 'post',
        status: 'published',
        body,
        ...classification,
        selfCheck: selfCheckItems('post'),
        submittedAt: publishedAt,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
    const ids = await db.insert(posts).values(rows).returning({ id: posts.id });
    await addConversation(db, ids[0]!.id, ids.at(-1)!.id);
    inserted += size;
    options.onProgress?.(inserted);
  }
  return inserted;
}

/**
 * Reactions, replies and quotes for the posts with ids from..to, then their counters: all in SQL.
 * Which user reacts how is a hash of the ids, so a rerun over the same posts adds nothing new.
 */
async function addConversation(db: Database, from: number, to: number) {
  await db.execute(sql`
    insert into reactions (post_id, user_id, kind)
    select p.id, u.id, k.kind::reaction_kind
    from posts p
    join users u on u.unit = p.unit
    cross join (values ('like', 3), ('same', 5), ('more', 7)) as k(kind, spread)
    where p.id between ${from} and ${to} and p.kind = 'post'
      and (p.id * 31 + u.id * 17) % (k.spread * 2) = 0
    on conflict do nothing`);
  await addResponses(db, from, to, {
    kind: 'reply',
    bodies: REPLIES,
    after: '2 hours',
    every: 10,
    at: 0,
  });
  await addResponses(db, from, to, {
    kind: 'quote',
    bodies: QUOTE_BODIES,
    after: '1 day',
    every: 20,
    at: 3,
  });
  await db.execute(sql`
    update posts p set
      like_count = (select count(*) from reactions r where r.post_id = p.id and r.kind = 'like'),
      same_count = (select count(*) from reactions r where r.post_id = p.id and r.kind = 'same'),
      more_count = (select count(*) from reactions r where r.post_id = p.id and r.kind = 'more'),
      comment_count = (select count(*) from posts r where r.parent_id = p.id and r.kind = 'reply' and r.status = 'published'),
      quote_count = (select count(*) from posts q where q.quoted_id = p.id and q.kind = 'quote' and q.status = 'published')
    where p.id between ${from} and ${to} and p.kind = 'post'`);
}

/**
 * Replies to (or quotes of) one post in `every` of the posts with ids from..to, written `after` the
 * post by its own author, with the post's classification: one INSERT ... SELECT.
 */
async function addResponses(
  db: Database,
  from: number,
  to: number,
  response: { kind: 'reply' | 'quote'; bodies: string[]; after: string; every: number; at: number },
) {
  const link = sql.raw(response.kind === 'reply' ? 'parent_id' : 'quoted_id');
  const at = sql`p.published_at + ${response.after}::interval`;
  await db.execute(sql`
    insert into posts (unit, author_user_id, kind, ${link}, status, body,
      occupation_group_id, workplace_id, occupation_id, disease_group_id, disease_id,
      product_group_id, competitive_product_id, category_id, activity_id,
      self_check, submitted_at, published_at, created_at, updated_at)
    select p.unit, p.author_user_id, ${response.kind}::content_kind, p.id, 'published',
      ${JSON.stringify(response.bodies)}::jsonb ->> (p.id % ${response.bodies.length})::int,
      p.occupation_group_id, p.workplace_id, p.occupation_id, p.disease_group_id, p.disease_id,
      p.product_group_id, p.competitive_product_id, p.category_id, p.activity_id,
      ${JSON.stringify(selfCheckItems(response.kind))}::jsonb, ${at}, ${at}, ${at}, ${at}
    from posts p
    where p.id between ${from} and ${to} and p.kind = 'post' and p.id % ${response.every} = ${response.at}`);
}

/**
 * Loads the demo users and master data, then adds scale posts: `wanted` more, or with `until` only
 * what the database lacks to hold `wanted` top-level posts (a load is reused). Ends with ANALYZE:
 * without statistics the planner guesses from an empty table and scans (docs/performance.md).
 * Reports progress through `log`; answers how many top-level posts the database holds.
 */
export async function loadScalePosts(
  db: Database,
  options: { wanted: number; until: boolean; log: (line: string) => void },
): Promise<number> {
  await seedDemoData(db);
  const [existing] = await db.select({ total: count() }).from(posts).where(eq(posts.kind, 'post'));
  const held = existing?.total ?? 0;
  const toAdd = options.until ? Math.max(0, options.wanted - held) : options.wanted;
  if (toAdd === 0) return held;
  const started = performance.now();
  let lastReport = 0;
  await seedScalePosts(db, {
    posts: toAdd,
    onProgress(inserted) {
      if (inserted - lastReport >= 50_000 || inserted === toAdd) {
        lastReport = inserted;
        const seconds = (performance.now() - started) / 1000;
        options.log(`${inserted} posts (${Math.round(inserted / seconds)} posts/s)`);
      }
    },
  });
  await db.execute(sql`analyze posts`);
  await db.execute(sql`analyze reactions`);
  options.log(
    `Added ${toAdd} posts in ${((performance.now() - started) / 1000).toFixed(1)} s; the database holds ${held + toAdd} top-level posts.`,
  );
  return held + toAdd;
}
