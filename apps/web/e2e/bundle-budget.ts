/**
 * The bundle budget (issue 3): the JavaScript a phone downloads from sign-in to the first timeline
 * paint, brotli-compressed, must stay at or under 170 KiB. It is measured in Chromium against the
 * built app, by recording every script the page loads, so it counts exactly what a user downloads.
 *   npm run build && npm run budget
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from 'playwright-core';
import { openBrowser, signInAs } from './support/browser.ts';
import { startTestServer } from './support/test-server.ts';
import { TERMS_START } from './support/session.ts';

export const BUDGET_KIB = 170;
const USER = 'mr@cimgibu.example.com';

const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** The brotli size of a script the server sent, read from the build it serves. */
const brotliBytes = (pathname: string) =>
  brotliCompressSync(fs.readFileSync(path.join(WEB_DIST, pathname)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** Records each distinct script of the app that the page fetches, with its brotli size. */
function recordScripts(page: Page, origin: string) {
  const scripts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' || url.origin !== origin) return;
    if (!scripts.has(url.pathname)) scripts.set(url.pathname, brotliBytes(url.pathname));
  });
  return scripts;
}

async function signInToTimeline(page: Page, url: string, acceptTerms: boolean) {
  await page.goto(url);
  await page.waitForURL(/\/interaction\//);
  await signInAs(page, USER);
  if (acceptTerms) {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('checkbox').nth(1).check();
    await dialog.getByRole('button', { name: TERMS_START }).click();
  }
  await page.getByRole('navigation').waitFor();
  await page.waitForLoadState('networkidle');
}

const kib = (bytes: number) => (bytes / 1024).toFixed(2);
const sum = (scripts: Map<string, number>) => [...scripts.values()].reduce((a, b) => a + b, 0);

const server = await startTestServer();
let exitCode = 0;
try {
  // First sign-in of a new user: the terms dialog's script comes on top.
  const first = await openBrowser();
  const firstScripts = recordScripts(first.page, server.url);
  await signInToTimeline(first.page, server.url, true);
  await first.close();

  // Every later sign-in, on a phone with an empty cache: the budgeted path.
  const again = await openBrowser();
  const scripts = recordScripts(again.page, server.url);
  await signInToTimeline(again.page, server.url, false);
  await again.close();

  for (const [path, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kib(bytes).padStart(7)} KiB  ${path}`);
  }
  const total = sum(scripts);
  console.log(
    `JavaScript from sign-in to the first timeline paint: ${kib(total)} KiB brotli (budget ${BUDGET_KIB} KiB)`,
  );
  console.log(`First sign-in, with the terms dialog: ${kib(sum(firstScripts))} KiB brotli`);
  if (total > BUDGET_KIB * 1024) {
    console.error(`Over budget by ${kib(total - BUDGET_KIB * 1024)} KiB`);
    exitCode = 1;
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
