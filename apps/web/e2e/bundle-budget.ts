/**
 * The bundle budget (issues 3 and 21): the JavaScript a phone downloads, brotli-compressed, on
 * three paths, measured in Chromium against the built app by recording every script the page
 * requests, so it counts exactly what a user downloads:
 *   - the first paint: a signed-in person opens the app with an empty cache (the session stored,
 *     the HTTP cache, service worker and Cache Storage cleared), scripts requested until the
 *     timeline's first post is on the screen: at most FIRST_PAINT_BUDGET_KIB;
 *   - a first sign-in, through the provider and the terms dialog, until the timeline has loaded:
 *     at most FIRST_SIGN_IN_BUDGET_KIB;
 *   - a later sign-in on a new phone (printed, not budgeted: it is the first sign-in without the
 *     terms dialog).
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

/**
 * Issue 21's promise, kept again since issue 40 (it had drifted to 153): the theme without MUI's
 * CSS-variables machinery, the shell's header, navigation and badges drawn without AppBar,
 * Toolbar, BottomNavigation and Badge, and a post's writes out of the timeline's module.
 */
export const FIRST_PAINT_BUDGET_KIB = 150;
/**
 * Issue 21's target, met since issue 40 (it had drifted to 206): the terms dialog drawn with the
 * shell's own pieces (MUI's Dialog, Checkbox, List and ToggleButton were 25 KiB), signing in's
 * strings apart from every screen's (1 KiB, not 6), and the error page only when a sign-in fails.
 * The lists kept for a post started offline (issue 39) are background work: their code loads five
 * seconds after the first screen has settled (app-layout.tsx), after this path.
 */
export const FIRST_SIGN_IN_BUDGET_KIB = 170;
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

/**
 * Opens the app again in the same profile, as a phone does: the stored session kept, every cache
 * emptied; records the scripts requested until the first post of the timeline is painted.
 */
async function reopenToFirstPost(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: url,
    storageTypes: 'service_workers,cache_storage',
  });
  // The moment the first post is put on the screen, noted by the page itself: what the app asks for
  // once it is there (the sign-in library for renewals, the service worker's registration) is not
  // on the first paint, however soon after it comes; this test's own notice of the post comes a
  // round trip later, and the screens are now drawn in slices (issue 40).
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('article[data-post-id]')) return;
      (window as { firstPostAt?: number }).firstPostAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const scripts = recordScripts(page, url);
  await page.goto(url);
  await page.locator('article[data-post-id]').first().waitFor();
  const requestedBefore = await page.evaluate(() => {
    const firstPostAt = (window as { firstPostAt?: number }).firstPostAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < firstPostAt)
      .map((entry) => new URL(entry.name).pathname);
  });
  return new Map([...scripts].filter(([pathname]) => requestedBefore.includes(pathname)));
}

function printScripts(title: string, scripts: Map<string, number>) {
  console.log(`${title}: ${kib(sum(scripts))} KiB brotli`);
  for (const [path, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kib(bytes).padStart(7)} KiB  ${path}`);
  }
}

const server = await startTestServer();
let exitCode = 0;
try {
  // First sign-in of a new user: the terms dialog's script comes on top.
  const first = await openBrowser();
  const firstScripts = recordScripts(first.page, server.url);
  await signInToTimeline(first.page, server.url, true);
  const firstSignIn = new Map(firstScripts);

  // The same person opens the app again on a phone whose caches were emptied.
  const reopened = await reopenToFirstPost(await first.context.newPage(), server.url);
  await first.close();

  // A later sign-in, on a phone with an empty cache.
  const again = await openBrowser();
  const signInScripts = recordScripts(again.page, server.url);
  await signInToTimeline(again.page, server.url, false);
  await again.close();

  printScripts('JavaScript on the first paint (signed in, empty cache)', reopened);
  printScripts('A later sign-in, through the provider, to the timeline', signInScripts);
  printScripts('A first sign-in, with the terms dialog', firstSignIn);
  const checks: [string, Map<string, number>, number][] = [
    ['the first paint', reopened, FIRST_PAINT_BUDGET_KIB],
    ['a first sign-in', firstSignIn, FIRST_SIGN_IN_BUDGET_KIB],
  ];
  for (const [name, scripts, budget] of checks) {
    const total = sum(scripts);
    console.log(`${name}: ${kib(total)} KiB brotli (budget ${budget} KiB)`);
    if (total > budget * 1024) {
      console.error(`${name} is over budget by ${kib(total - budget * 1024)} KiB`);
      exitCode = 1;
    }
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
