/**
 * How long matching one published post against 10,000 saved searches takes (issue 23: at most
 * 100 ms). Seeds the demo data and 10,000 notifying saved searches of one unit (500 people, 20
 * each: keywords of one to three characters cut from the demo posts, Latin words, and the demo
 * posts' filters), then matches the unit's published posts one at a time and prints p50/p95/max.
 * PGlite by default; DATABASE_URL=postgres://... runs it on a fresh database of that server.
 *
 *   npx tsx apps/server/bench/saved-search-match.ts
 */
import { and, eq } from 'drizzle-orm';
import { FILTER_FIELDS, type PostFilters } from '@kizuki/shared';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { posts, savedSearches, savedSearchNotices, users } from '../src/db/schema.ts';
import {
  matchingSavedSearches,
  notifySavedSearchMatches,
} from '../src/modules/saved-searches/saved-search-matching.ts';
import { createTestDatabase } from '../src/test/test-database.ts';

const UNIT = 'cimgibu' as const;
const PEOPLE = 500;
const SEARCHES_EACH = 20;
const ROUNDS = 200;

/** A small deterministic generator, so that runs compare. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

const database = await createTestDatabase();
const { db } = database;
try {
  await seedDemoData(db);
  const published = await db
    .select()
    .from(posts)
    .where(and(eq(posts.unit, UNIT), eq(posts.status, 'published')));
  const next = random(23);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;

  const people = await db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        email: `saved-search-bench-${i}@example.com`,
        firstName: 'Bench',
        lastName: String(i),
        role: 'mr' as const,
        unit: UNIT,
      })),
    )
    .returning({ id: users.id });

  const keyword = () => {
    const body = pick(published).body;
    const kind = next();
    if (kind < 0.15) return '';
    if (kind < 0.25) return /[A-Za-z]{2,}/.exec(body)?.[0] ?? 'MR';
    const length = 1 + Math.floor(next() * 3);
    const start = Math.floor(next() * Math.max(1, body.length - length));
    return body.slice(start, start + length).trim();
  };
  const filters = (): PostFilters => {
    const post = pick(published);
    const chosen: PostFilters = {};
    for (const field of FILTER_FIELDS) {
      if (post[field] !== null && next() < 0.2) chosen[field] = [post[field]];
    }
    return chosen;
  };
  const rows = people.flatMap((person) =>
    Array.from({ length: SEARCHES_EACH }, (_, i) => {
      const search = { keyword: keyword(), filters: filters() };
      if (!search.keyword && Object.keys(search.filters).length === 0) search.keyword = 'の';
      return { userId: person.id, unit: UNIT, name: `s${i}`, notify: true, ...search } as const;
    }),
  );
  for (let i = 0; i < rows.length; i += 1_000) {
    await db.insert(savedSearches).values(rows.slice(i, i + 1_000));
  }
  await db.execute('analyze');

  // Warm up: the plan and the functions' caches.
  for (const post of published.slice(0, 5)) await matchingSavedSearches(db, post.id);
  const times: number[] = [];
  const matchedCounts: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const post = published[round % published.length]!;
    const started = performance.now();
    const matched = await matchingSavedSearches(db, post.id);
    times.push(performance.now() - started);
    matchedCounts.push(matched.length);
  }
  times.sort((a, b) => a - b);
  matchedCounts.sort((a, b) => a - b);

  // The whole job (match, record, notify) for a few posts, each once.
  const jobTimes: number[] = [];
  for (const post of published.slice(0, 20)) {
    const started = performance.now();
    await notifySavedSearchMatches(db, post.id);
    jobTimes.push(performance.now() - started);
  }
  jobTimes.sort((a, b) => a - b);
  const told = await db.$count(savedSearchNotices);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `saved-search matching, ${rows.length} saved searches of ${PEOPLE} people in ${UNIT}, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${ROUNDS} matches of ${published.length} posts`,
  );
  console.log(
    `  match one post: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1)!)}` +
      ` (people matched per post: median ${percentile(matchedCounts, 50)}, max ${matchedCounts.at(-1)})`,
  );
  console.log(
    `  whole job (match, record, notify): p50 ${ms(percentile(jobTimes, 50))}, p95 ${ms(percentile(jobTimes, 95))} ` +
      `(${told} notices for 20 posts)`,
  );
} finally {
  await database.close();
}
