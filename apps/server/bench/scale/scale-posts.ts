import { count, eq, sql, type SQL } from 'drizzle-orm';
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
import { CHANGES_CHANNEL } from '../../src/modules/changes/poll-versions.ts';

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
/** From this many posts, the secondary indexes of posts are built after the load. */
const BUILD_INDEXES_AFTER = 50_000;
/** Batches a large load writes at once: one a core of the 2-core machines it is measured on. */
const LARGE_LOAD_WRITERS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The posts' row triggers that announce a change (migrations 0021 and 0032). */
const ANNOUNCING_POST_TRIGGERS = [
  'posts_published_changed',
  'posts_timeline_inserted',
  'posts_timeline_updated',
];
const switchAnnouncingTriggers = (db: Database, action: 'enable' | 'disable') =>
  db.execute(
    sql.raw(
      `alter table posts ${ANNOUNCING_POST_TRIGGERS.map((name) => `${action} trigger ${name}`).join(', ')}`,
    ),
  );

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
  /**
   * Batches written at once, each in its own transaction and connection (a large load: the
   * database's work per row, not the generator, bounds it, and each connection has a core).
   */
  writers?: number;
  /**
   * Skip the per-row foreign-key checks and triggers (session_replication_role = replica: a
   * superuser's load of rows made from the database's own ids; the caller announces the change).
   */
  skipRowChecks?: boolean;
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
  let firstId: number | undefined;
  let lastId = 0;
  /** The rows of the batch that starts at `from`, as the field would have written them. */
  const batchFrom = (from: number) => {
    const size = Math.min(BATCH_SIZE, options.posts - from);
    const rows: (typeof posts.$inferInsert)[] = [];
    for (let index = 0; index < size; index++) {
      const sequence = from + index;
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
    return rows;
  };
  let made = 0;
  /** Writes one batch in a transaction: its posts, then their reactions, replies and quotes. */
  const write = (rows: (typeof posts.$inferInsert)[]) =>
    db.transaction(async (tx) => {
      if (options.skipRowChecks) {
        await tx.execute(sql`set local session_replication_role = replica`);
      }
      const ids = (await tx.insert(posts).values(rows).returning({ id: posts.id })).map(
        (row) => row.id,
      );
      await addConversation(tx, ids);
      return ids;
    });
  // Each writer takes the next batch until none is left; with one, batches go in order.
  const writer = async () => {
    while (made < options.posts) {
      const rows = batchFrom(made);
      made += rows.length;
      const ids = await write(rows);
      firstId = Math.min(firstId ?? ids[0]!, ...ids);
      lastId = Math.max(lastId, ...ids);
      inserted += rows.length;
      options.onProgress?.(inserted);
    }
  };
  await Promise.all(Array.from({ length: options.writers ?? 1 }, writer));
  if (firstId !== undefined) await refreshCounters(db, firstId, lastId);
  return inserted;
}

/**
 * Reactions, replies and quotes for the posts of a batch, all in SQL (their counters are
 * set once at the end: refreshCounters).
 * Which user reacts how is a hash of the ids, so a rerun over the same posts adds nothing new.
 */
async function addConversation(db: Database, ids: number[]) {
  // Batches written at once take ids from one sequence: a batch is its ids, not a range.
  const batch = sql`(select unnest(${`{${ids.join(',')}}`}::int[]))`;
  await db.execute(sql`
    insert into reactions (post_id, user_id, kind)
    select p.id, u.id, k.kind::reaction_kind
    from posts p
    join users u on u.unit = p.unit
    cross join (values ('like', 3), ('same', 5), ('more', 7)) as k(kind, spread)
    where p.id in ${batch} and p.kind = 'post'
      and (p.id * 31 + u.id * 17) % (k.spread * 2) = 0
    on conflict do nothing`);
  await addResponses(db, batch, {
    kind: 'reply',
    bodies: REPLIES,
    after: '2 hours',
    every: 10,
    at: 0,
  });
  await addResponses(db, batch, {
    kind: 'quote',
    bodies: QUOTE_BODIES,
    after: '1 day',
    every: 20,
    at: 3,
  });
}

/**
 * The counters of the posts with ids from..to, from their reactions, replies and quotes: one
 * grouped pass each over the added rows, rather than a count per post and batch (which needs the
 * indexes that a large load builds only afterwards).
 */
async function refreshCounters(db: Database, from: number, to: number) {
  await db.execute(sql`
    update posts p set like_count = c.likes, same_count = c.sames, more_count = c.mores
    from (
      select post_id,
        count(*) filter (where kind = 'like')::int as likes,
        count(*) filter (where kind = 'same')::int as sames,
        count(*) filter (where kind = 'more')::int as mores
      from reactions where post_id between ${from} and ${to} group by post_id
    ) c
    where p.id = c.post_id`);
  for (const [kind, link, counter] of [
    ['reply', 'parent_id', 'comment_count'],
    ['quote', 'quoted_id', 'quote_count'],
  ] as const) {
    await db.execute(sql`
      update posts p set ${sql.raw(counter)} = c.n
      from (
        select ${sql.raw(link)} as post_id, count(*)::int as n from posts
        where kind = ${kind} and status = 'published'
          and ${sql.raw(link)} between ${from} and ${to}
        group by ${sql.raw(link)}
      ) c
      where p.id = c.post_id`);
  }
}

/**
 * Replies to (or quotes of) one post in `every` of the posts of a batch, written `after` the
 * post by its own author, with the post's classification: one INSERT ... SELECT.
 */
async function addResponses(
  db: Database,
  batch: SQL,
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
    where p.id in ${batch} and p.kind = 'post' and p.id % ${response.every} = ${response.at}`);
}

/**
 * Loads the demo users and master data, then adds scale posts: `wanted` more, or with `until` only
 * what the database lacks to hold `wanted` top-level posts (a load is reused). Ends with ANALYZE:
 * without statistics the planner guesses from an empty table and scans (docs/performance.md).
 * Reports progress through `log`; answers how many top-level posts the database holds.
 */
export async function loadScalePosts(
  db: Database,
  options: {
    wanted: number;
    until: boolean;
    log: (line: string) => void;
    /** A database server (many connections); PGlite has one, so its batches go one at a time. */
    server: boolean;
  },
): Promise<number> {
  await seedDemoData(db);
  const [existing] = await db.select({ total: count() }).from(posts).where(eq(posts.kind, 'post'));
  const held = existing?.total ?? 0;
  const toAdd = options.until ? Math.max(0, options.wanted - held) : options.wanted;
  if (toAdd === 0) return held;
  const started = performance.now();
  let lastReport = 0;
  // A large load writes the rows first and builds the posts' secondary indexes after: one sorted
  // build each (the search index above all) instead of a million updates of each.
  const large = toAdd >= BUILD_INDEXES_AFTER;
  const rebuild = large ? await dropSecondaryIndexes(db) : [];
  // Each published post announces its unit's change (migration 0021's row trigger: an upsert of
  // the unit's poll_changes row, four hot rows updated a million times; migration 0032's: a
  // notification per row for the timeline's remembered pages). A large load announces each unit
  // once, at the end.
  if (large) await switchAnnouncingTriggers(db, 'disable');
  try {
    await seedScalePosts(db, {
      posts: toAdd,
      writers: large && options.server ? LARGE_LOAD_WRITERS : 1,
      skipRowChecks: large && (await isSuperuser(db)),
      onProgress(inserted) {
        if (inserted - lastReport >= 50_000 || inserted === toAdd) {
          lastReport = inserted;
          const seconds = (performance.now() - started) / 1000;
          options.log(`${inserted} posts (${Math.round(inserted / seconds)} posts/s)`);
        }
      },
    });
  } finally {
    if (large) {
      await switchAnnouncingTriggers(db, 'enable');
      for (const unit of BUSINESS_UNITS) {
        await db.execute(sql`select kizuki_poll_scope_changed(${`unit:${unit}`}, ${`n:${unit}`})`);
        await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`t:${unit}`})`);
      }
    }
    if (rebuild.length > 0) {
      const building = performance.now();
      await db.execute(sql`set maintenance_work_mem = '256MB'`);
      for (const definition of rebuild) await db.execute(sql.raw(definition));
      options.log(
        `Built ${rebuild.length} indexes in ${((performance.now() - building) / 1000).toFixed(1)} s.`,
      );
    }
  }
  await db.execute(sql`analyze posts`);
  await db.execute(sql`analyze reactions`);
  options.log(
    `Added ${toAdd} posts in ${((performance.now() - started) / 1000).toFixed(1)} s; the database holds ${held + toAdd} top-level posts.`,
  );
  return held + toAdd;
}

/**
 * Drops the indexes of posts that back no constraint (the primary key and the unique ones stay:
 * the load's own statements use them) and answers their definitions, to be run again after.
 */
async function dropSecondaryIndexes(db: Database): Promise<string[]> {
  // Both drivers (node-postgres, PGlite) answer raw SQL as { rows }.
  const result: unknown = await db.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = 'posts'::regclass and not i.indisprimary and not i.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  const { rows } = result as { rows: { name: string; definition: string }[] };
  for (const { name } of rows) await db.execute(sql.raw(`drop index ${name}`));
  return rows.map((row) => row.definition);
}

async function isSuperuser(db: Database): Promise<boolean> {
  const result: unknown = await db.execute(
    sql`select rolsuper from pg_roles where rolname = current_user`,
  );
  return (result as { rows: { rolsuper: boolean }[] }).rows[0]?.rolsuper === true;
}
