/**
 * The web app's half of `npm run bench` (issue 8): the bundle budget's figure and Lighthouse
 * (mobile emulation, simulated slow 4G and a 4× slower CPU, as Lighthouse's mobile default) over a
 * signed-in user's timeline, a post detail and the task tray, each the median of five cold loads
 * (HTTP cache, service worker and Cache Storage cleared; the sign-in kept). It prints a table and,
 * with --write, puts it in docs/performance.md. It asserts nothing.
 *   npm run build && tsx apps/web/e2e/web-bench.ts [--quick] [--write] [--reports DIR]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, desc, eq, sql } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { writeBenchTable } from '@kizuki/server/bench/performance-doc';
import { posts, users } from '@kizuki/server/db/schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    /** A folder to keep each run's Lighthouse report in (JSON), to see where the time goes. */
    reports: { type: 'string' },
  },
});
const RUNS = values.quick ? 1 : 5;
const USER = 'mr@cimgibu.example.com';
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The bundle budget's figure, measured by its own script (npm run budget). */
function bundleFigure(): string {
  const output = execFileSync('npx', ['tsx', 'apps/web/e2e/bundle-budget.ts'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  return /first timeline paint: ([\d.]+) KiB/.exec(output)?.[1] ?? '?';
}

const budget = bundleFigure();
const server = await startTestServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-lighthouse-'));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
  userDataDir: profile,
});
try {
  // A user who accepted the terms long ago: the screens, not the dialog, are measured.
  await server.database.db
    .update(users)
    .set({ agreedAt: sql`now()`, termsVersion: 1, termsAcceptedAt: sql`now()` })
    .where(eq(users.email, USER));
  const [post] = await server.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.unit, 'cimgibu'), eq(posts.status, 'published'), eq(posts.kind, 'post')))
    .orderBy(desc(posts.publishedAt))
    .limit(1);

  const page = await browser.newPage();
  await page.goto(server.url);
  await page.locator('::-p-aria(Email)').fill(USER);
  await page.locator('::-p-aria(Sign in[role="button"])').click();
  await page.waitForSelector('nav');

  const screens: [string, string][] = [
    ['timeline (/)', '/'],
    ['post detail', `/posts/${post!.id}`],
    ['task tray', '/tasks'],
  ];
  const cdp = await page.createCDPSession();
  const rows: [string, Figures][] = [];
  for (const [name, route] of values.quick ? screens.slice(0, 1) : screens) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A cold load with the session kept: what a phone does when the app is opened again.
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: server.url,
        storageTypes: 'service_workers,cache_storage',
      });
      const result = await lighthouse(
        `${server.url}${route}`,
        {
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        undefined,
        page,
      );
      const lhr = result!.lhr;
      // A run Lighthouse could not measure (a busy machine, a page that navigated away) scores 0:
      // say why, so the figure is not read as the app's.
      if (lhr.runtimeError) console.log(`  ${name}: not measured (${lhr.runtimeError.code})`);
      if (values.reports) {
        fs.mkdirSync(values.reports, { recursive: true });
        const file = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'timeline'}-${run + 1}.json`;
        fs.writeFileSync(path.join(values.reports, file), JSON.stringify(lhr));
      }
      if (run === 0) {
        // What keeps a score under 100, named, so the next step is known.
        for (const id of ['accessibility', 'best-practices']) {
          const failed = (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          if (failed.length > 0) console.log(`  ${name}, ${id}: ${failed.join(', ')}`);
        }
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    rows.push([
      name,
      {
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
      },
    ]);
    console.log(`  ${name}: performance ${of('performance')}`);
  }

  const chromium = (await browser.version()).replace('HeadlessChrome/', 'Chromium ');
  const lines = [
    '### Web app',
    '',
    `JavaScript from sign-in to the first timeline paint: **${budget} KiB** brotli (budget 170). Lighthouse 12 (mobile: simulated slow 4G, 4× CPU slowdown), ${chromium}, median of ${RUNS} cold loads of a signed-in user; ${os.cpus().length} cores; ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| screen | performance | accessibility | best practices | LCP ms | TBT ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ([name, f]) =>
        `| ${name} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${Math.round(f.lcp)} | ${Math.round(f.tbt)} | ${f.cls.toFixed(3)} |`,
    ),
    '',
  ];
  const table = lines.join('\n');
  console.log(`\n${table}`);
  if (values.write) writeBenchTable('web', table);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
