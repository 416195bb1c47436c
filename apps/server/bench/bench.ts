import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { and, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import { selfCheckItems } from '@kizuki/shared';
import type { DatabaseHandle } from '../src/db/database.ts';
import { masterItems, posts } from '../src/db/schema.ts';
import { serveApp } from '../src/test/test-app.ts';
import { validClassification } from '../src/test/fixtures.ts';
import {
  loadBenchData,
  pgliteTarget,
  pollingUsers,
  postgresTarget,
  type BenchTarget,
} from './bench-targets.ts';
import { captureStatements } from './database-limit.ts';
import { writeBenchTable } from './performance-doc.ts';
import { measureScaleOut, NGINX, type ScaleOutRow } from './scale-out.ts';
import { fetchExpecting, runLoad, runLoop, type LoadFigures, type LoadRequest } from './load.ts';
import { machine, report, type Row } from './bench-report.ts';
import { measurePolls } from './polls.ts';

/**
 * The performance benchmark (issue 8): the real server over HTTP with real signed tokens, beside
 * the baselines that bound each figure, measured in the same run: a bare Fastify route (the
 * framework limit), each request's own SQL through the driver (the database limit) and token
 * verification alone. It prints the tables and, on a full run, writes them to docs/performance.md.
 * It asserts nothing.
 *
 *   npm run bench                      PGlite (200,000 posts), and PostgreSQL (1,000,000 posts) when
 *                                      DATABASE_URL names a server
 *   npm run bench -- --quick           the same, small (2,000 posts, 1 s a row, one Lighthouse
 *                                      run): about three minutes (CI runs it)
 *   npm run bench -- --only pglite     one part: pglite, postgres or web (several: postgres,web)
 *   npm run bench -- --postgres-posts N   another size (likewise --pglite-posts)
 */
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    write: { type: 'boolean' },
    /** Another size than the plan's (a load that could not finish, a bigger test). */
    'pglite-posts': { type: 'string' },
    'postgres-posts': { type: 'string' },
  },
});
const quick = values.quick;
const plan = {
  pglitePosts: Number(values['pglite-posts'] ?? (quick ? 2_000 : 200_000)),
  postgresPosts: Number(values['postgres-posts'] ?? (quick ? 2_000 : 1_000_000)),
  seconds: Number(values.seconds ?? (quick ? 1 : 10)),
  connections: Number(values.connections ?? (quick ? 20 : 50)),
  pollers: quick ? 20 : 200,
  write: values.write ?? !quick,
};
const load = { seconds: plan.seconds, connections: plan.connections };
const log = (line: string) => console.log(`  ${line}`);

const READER = 'mr@cimgibu.example.com';
/**
 * What a writer might have typed (about 250 characters, Japanese and English, a name and a
 * possible event among them): the pre-screen's work on a typical screen request.
 */
const SCREENED_TEXT = [
  'A大学病院の消化器内科で、他社MRが新しい維持療法のデータを説明していた。',
  '田中先生によると、競合品を服用後に発疹が出た患者がいたとのこと。',
  '卸の担当者の話では、後発品への切り替えが進み、先発品の納入量が減っている。',
  'The competitor handed out a new dosing card at the clinic; a pharmacist said two patients felt dizzy after the switch.',
  '来月の講演会の案内も配布されていた。',
].join('\n');
/** The insights are the PMO group's. */
const INSIGHTS_READER = 'pmo@cimgibu.example.com';
/** hq publishes without review: each created post is one whole write (insert, counters, audit). */
const WRITER = 'hq@cimgibu.example.com';

interface Scenario extends LoadRequest {
  name: string;
  /** Whose request it is, when not READER's (the insights are the PMO group's). */
  caller?: string;
  /** Measure the same statements through the driver (reads only). */
  databaseLimit?: boolean;
}

async function scenariosFor(database: DatabaseHandle) {
  const [group] = await database.db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.collection, 'diseaseGroups')))
    .orderBy(masterItems.sortOrder)
    .limit(1);
  const [recent] = await database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.unit, 'cimgibu'), eq(posts.kind, 'post'), eq(posts.status, 'published')))
    .orderBy(desc(posts.publishedAt))
    .limit(1);
  const [product, occupationGroup] = await Promise.all(
    (['competitiveProducts', 'occupationGroups'] as const).map(async (collection) => {
      const [item] = await database.db
        .select({ id: masterItems.id })
        .from(masterItems)
        .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.collection, collection)))
        .orderBy(masterItems.sortOrder)
        .limit(1);
      return item!.id;
    }),
  );
  // The insights of the year up to today (issue 22), the PMO's view.
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const year = `/api/insights?from=${day(364)}&to=${day(0)}`;
  const insights: [string, string][] = [
    ['insights: a year', year],
    ['insights: a year, one competitive product', `${year}&competitiveProductId=${product}`],
    ['insights: a year, one occupation group', `${year}&occupationGroupId=${occupationGroup}`],
  ];
  const keyword = (term: string) => `/api/posts?keyword=${encodeURIComponent(term)}`;
  const reads: [string, string][] = [
    ['timeline, first page', '/api/posts'],
    ['timeline, offset 1,000', '/api/posts?offset=1000'],
    ['sort: most same reactions', '/api/posts?sort=numberOfSameReactions'],
    ['sort: most likes', '/api/posts?sort=numberOfLikeReactions'],
    ['filtered: one disease group', `/api/posts?diseaseGroupId=${group!.id}`],
    ['keyword: 1 character (病)', keyword('病')],
    ['keyword: 2 characters (処方)', keyword('処方')],
    ['keyword: 4 characters (薬剤部長)', keyword('薬剤部長')],
    ['keyword: English word (pharmacists)', keyword('pharmacists')],
    ['keyword 処方, most likes', `${keyword('処方')}&sort=numberOfLikeReactions`],
    ['post detail', `/api/posts/${recent!.id}`],
  ];
  return {
    reads: [
      ...reads.map(([name, path]): Scenario => ({ name, path, databaseLimit: true })),
      ...insights.map(([name, path]): Scenario => ({
        name,
        path,
        databaseLimit: true,
        caller: INSIGHTS_READER,
      })),
    ],
    classification: await validClassification(database.db, 'cimgibu'),
  };
}

async function benchTarget(target: BenchTarget, posts: number): Promise<string> {
  console.log(`\n${target.label}: loading ${posts.toLocaleString('en')} posts (reused if there)`);
  const database = await target.open();
  try {
    const held = await loadBenchData(database, posts, log);
    const pollers = await pollingUsers(database, plan.pollers);
    const [{ version } = { version: '' }] = (
      await database.executeSql('SELECT version() AS version')
    ).rows as { version: string }[];
    const served = await serveApp(database);
    const { app } = served;
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const bearer = async (email: string) => `Bearer ${await served.tokenFor(email)}`;
      const reader = await bearer(READER);
      const pollerTokens = await Promise.all(pollers.map(bearer));
      const { reads, classification } = await scenariosFor(database);
      const rows: Row[] = [];

      for (const scenario of reads) {
        const headers = {
          authorization: scenario.caller ? await bearer(scenario.caller) : reader,
        };
        const request = () => fetchExpecting(url, scenario.path, headers);
        await request(); // the user is remembered, the plan cached: steady state
        // The database limit is that of a page read from the database: the first page of a list
        // is usually answered from memory (timeline-first-page.ts), which the HTTP figures show.
        app.timelineFirstPages.forgetUnit('cimgibu');
        const captured = await captureStatements(database, request);
        const figures = await runLoad(url, { ...scenario, headerSets: [headers] }, load);
        const limit = await runLoop(() => captured.replay(), {
          ...load,
          seconds: quick ? 0.5 : plan.seconds,
        });
        // The statements' own latency: one at a time, nothing queued before them.
        const alone = await runLoop(() => captured.replay(), {
          connections: 1,
          seconds: quick ? 0.25 : plan.seconds / 5,
        });
        rows.push({
          name: scenario.name,
          figures,
          databaseLimit: {
            requestsPerSecond: limit.requestsPerSecond,
            p50: alone.p50,
            p95: alone.p95,
            statements: captured.statements,
          },
        });
        log(`${scenario.name}: ${Math.round(figures.requestsPerSecond)} requests/s`);
      }

      rows.push(...(await measurePolls({ url, database, app, pollerTokens, load, log })));

      const writer = await bearer(WRITER);
      const created = await runLoad(
        url,
        {
          method: 'POST',
          path: '/api/posts',
          headerSets: [{ authorization: writer }],
          body: {
            // "No" before the number: a standalone 911 or 999 is an emergency call to the
            // compliance pre-screen (ae.hospital.en), which refused those two posts as it should.
            body: '計測用の投稿 No{n}: 競合品の新しい資料を確認した。',
            classification,
            selfCheck: selfCheckItems('post'),
            submit: true,
          },
        },
        load,
      );
      rows.push({ name: 'create a post (published)', figures: created, databaseLimit: null });
      // The composer's pre-screen (issue 19): asked on every pause in typing, so it must be cheap.
      const screened = await runLoad(
        url,
        {
          method: 'POST',
          path: '/api/compliance/screen',
          headerSets: [{ authorization: reader }],
          body: { text: SCREENED_TEXT, kind: 'post' },
        },
        load,
      );
      rows.push({
        name: 'pre-screen a 250-character text',
        figures: screened,
        databaseLimit: null,
      });
      // The created posts would change the next run's timeline: they are taken out again.
      await database.db.execute(
        sql`update posts set status = 'deleted' where body like '計測用の投稿 %' and status = 'published'`,
      );

      const framework = await frameworkLimit();
      const verification = await runLoop(
        () =>
          jwtVerify(reader.slice('Bearer '.length), served.identity.keys, {
            issuer: served.identity.issuer,
            audience: served.identity.audience,
            algorithms: served.identity.algorithms,
          }),
        { seconds: plan.seconds, connections: 1 },
      );
      let scaleOut: ScaleOutRow[] = [];
      if (target.databaseUrl && fs.existsSync(NGINX)) {
        scaleOut = await measureScaleOut({
          databaseUrl: target.databaseUrl,
          signingKey: served.signingKey,
          reader,
          pollers: pollerTokens,
          load,
        });
      } else if (target.databaseUrl) {
        console.log(`  ${NGINX} is not installed (apt-get install nginx-light): no scale-out rows`);
      }
      return report(target, load, { version, held, rows, framework, verification, scaleOut });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** A bare Fastify route that returns a constant, on the same machine: what the framework can do. */
async function frameworkLimit(): Promise<LoadFigures> {
  const bare = Fastify({ logger: false });
  bare.get('/', () => ({ ok: true }));
  const url = await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await runLoad(url, { path: '/' }, load);
  } finally {
    await bare.close();
  }
}

const targets: [BenchTarget, number][] = [];
/** The parts to run: all, or those `--only` names (one, or several with commas). */
const PARTS = ['pglite', 'postgres', 'web'] as const;
const only = values.only?.split(',');
const unknownPart = only?.find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart !== undefined) {
  console.error(`--only: "${unknownPart}" is not one of ${PARTS.join(', ')}`);
  process.exit(2);
}
const runs = (part: (typeof PARTS)[number]) => only === undefined || only.includes(part);

if (runs('pglite'))
  targets.push([pgliteTarget(quick ? 'pglite-quick' : 'pglite'), plan.pglitePosts]);
if (runs('postgres')) {
  if (process.env.DATABASE_URL) {
    targets.push([
      postgresTarget(process.env.DATABASE_URL, quick ? 'kizuki_bench_quick' : 'kizuki_bench'),
      plan.postgresPosts,
    ]);
  } else {
    console.log('DATABASE_URL is not set: the PostgreSQL run is skipped.');
  }
}
console.log(`Benchmark${quick ? ' (quick)' : ''} on ${machine()}`);
for (const [target, count] of targets) {
  const table = await benchTarget(target, count);
  if (plan.write) writeBenchTable(target.key, table);
}

// The web app's table: the bundle budget and Lighthouse (apps/web/e2e/web-bench.ts).
if (runs('web')) {
  const web = spawnSync(
    'npx',
    [
      'tsx',
      'apps/web/e2e/web-bench.ts',
      ...(quick ? ['--quick'] : []),
      ...(plan.write ? ['--write'] : []),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = web.status ?? 1;
}
