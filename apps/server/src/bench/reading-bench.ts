import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { PostListQuerySchema } from '@kizuki/shared';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { posts, users } from '../db/schema.ts';
import { createPostsRepository } from '../modules/posts/posts.repository.ts';
import { databaseLocationOf } from '../start.ts';

/**
 * The reading benchmark (issue 5): the timeline's first page and keyword searches, run through the
 * repository against the database that DATABASE_URL names, reporting p50/p95. It prints figures and
 * asserts nothing. Load the data first with `npm run seed:scale -- --posts N`.
 */
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '200' }, warmup: { type: 'string', default: '20' } },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const env = loadEnv();
const database = await openDatabase(databaseLocationOf(env));
const db = database.db;
const [viewer] = await db.select().from(users).where(eq(users.email, 'mr@cimgibu.example.com'));
if (!viewer) throw new Error('no demo users: run npm run seed:scale first');
const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts);
const repository = createPostsRepository(db);

const cases: [string, Record<string, string>][] = [
  ['timeline, first page', {}],
  ['timeline, offset 1,000', { offset: '1000' }],
  ['most same reactions', { sort: 'numberOfSameReactions' }],
  ['most likes', { sort: 'numberOfLikeReactions' }],
  ['keyword: 1 Japanese character (病)', { keyword: '病' }],
  ['keyword: 2 Japanese characters (処方)', { keyword: '処方' }],
  ['keyword: 4 Japanese characters (患者向け)', { keyword: '患者向け' }],
  ['keyword: English word (seminar)', { keyword: 'seminar' }],
  ['keyword: no match (存在しない語), every window', { keyword: '存在しない語' }],
  ['keyword 処方, most likes (no windows)', { keyword: '処方', sort: 'numberOfLikeReactions' }],
];

console.log(
  `Reading benchmark: ${total.toLocaleString('en')} rows in posts, ${database.kind}, ${runs} runs each`,
);
console.log('| query | p50 ms | p95 ms | rows on page | matches |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, query] of cases) {
  const parsed = PostListQuerySchema.parse(query);
  let page = { rows: [] as unknown[], total: 0 };
  for (let i = 0; i < warmup; i++) page = await repository.list(viewer, parsed);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    page = await repository.list(viewer, parsed);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${page.rows.length} | ${page.total.toLocaleString('en')} |`,
  );
}
await database.close();
