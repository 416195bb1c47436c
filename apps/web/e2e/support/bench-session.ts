/**
 * What the web benchmark and the profiler start from (issues 21 and 40): the product on a fresh
 * database, Chromium (Debian's, or the packaged one) driven by Puppeteer, and one signed-in person
 * who accepted the terms long ago, so the screens are measured, not the sign-in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import puppeteer, { type CDPSession } from 'puppeteer-core';
import { posts, users } from '@kizuki/server/db/schema';
import { CHROMIUM_ARGS } from './browser.ts';
import { chromiumExecutable } from './browser-executable.ts';
import { startTestServer } from './test-server.ts';

const BENCH_USER = 'mr@cimgibu.example.com';

/** The three screens a person opens daily that the benchmark measures, by name and address. */
function benchScreens(postId: number): [name: string, route: string][] {
  return [
    ['timeline (/)', '/'],
    ['post detail', `/posts/${postId}`],
    ['task tray', '/tasks'],
  ];
}

export async function startBenchSession() {
  const server = await startTestServer();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-lighthouse-'));
  const chromium = await chromiumExecutable();
  const browser = await puppeteer.launch({
    executablePath: chromium.path,
    env: chromium.env,
    args: CHROMIUM_ARGS,
    headless: true,
    userDataDir: profile,
  });
  await server.database.db
    .update(users)
    .set({ agreedAt: sql`now()`, termsVersion: 1, termsAcceptedAt: sql`now()` })
    .where(eq(users.email, BENCH_USER));
  // The newest published post of the person's unit: the post detail measured.
  const [post] = await server.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.unit, 'cimgibu'), eq(posts.status, 'published'), eq(posts.kind, 'post')))
    .orderBy(desc(posts.publishedAt))
    .limit(1);

  const page = await browser.newPage();
  await page.goto(server.url);
  await page.locator('::-p-aria(Email)').fill(BENCH_USER);
  await page.locator('::-p-aria(Sign in[role="button"])').click();
  await page.waitForSelector('nav');
  return {
    server,
    browser,
    page,
    screens: benchScreens(post!.id),
    /** Empties the HTTP cache, the service worker and Cache Storage; the sign-in stays. */
    async clearCaches(cdp: CDPSession, origin: string) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage',
      });
    },
    async stop() {
      await browser.close();
      await server.stop();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
