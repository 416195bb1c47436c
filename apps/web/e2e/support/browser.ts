import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { chromiumExecutable } from './browser-executable.ts';

/** A mid-range phone's viewport. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Flags that keep Chromium quiet on a machine without Internet access: no background networking,
 * no component updates, no sync. Debian's build and the packaged headless shell take the same.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

type SessionOptions = { locale?: string; serviceWorkers?: 'allow' | 'block' };

/** What playwright-core needs to start the chosen Chromium (browser-executable.ts). */
async function launchOptions() {
  const { path: executablePath, env } = await chromiumExecutable();
  return { executablePath, env, args: CHROMIUM_ARGS };
}

/** A phone in Tokyo: what every session of the tests is. */
function phoneContextOptions(options: SessionOptions): BrowserContextOptions {
  return {
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  };
}

/**
 * A fresh browser profile on disk: nothing signed in, nothing cached, as a new phone would be. For
 * what needs a browser of its own (the update test restarts nothing but its own profile); a test
 * file's sessions come cheaper from browserPool().
 */
export async function openBrowser(options: SessionOptions = {}): Promise<BrowserSession> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...(await launchOptions()),
    ...phoneContextOptions(options),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until no CSS transition or animation is running, so that a screenshot or axe sees the
 * settled page. Two frames first: a change the test just made (a button enabled by typing) starts
 * its colour transition only when the next frame's styles are computed, and axe once measured a
 * button's contrast half-way through one that had not begun when it was asked.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** The body's background in each theme (lib/theme.ts). */
export const THEME_BACKGROUND = { dark: 'rgb(22, 25, 31)', light: 'rgb(242, 242, 247)' } as const;

/**
 * Emulates the system's colour scheme and waits until the app has drawn itself in it: the theme
 * follows the media query a render later, and the colours' transitions start only then, so
 * settle() alone could pass before they began (axe then measured half-changed colours).
 */
export async function showInScheme(page: Page, scheme: 'dark' | 'light') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (background) => getComputedStyle(document.body).backgroundColor === background,
    THEME_BACKGROUND[scheme],
  );
  await settle(page);
}

/** Completes the development identity provider's sign-in page. */
export async function signInAs(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export type BrowserPool = ReturnType<typeof browserPool>;

/**
 * Fresh sessions for one test file, from one Chromium: each session is a browser context of its
 * own (its own cookies, storage, caches and service workers: as separate as two phones), which
 * costs a fraction of a second where a browser of its own cost about two on CI's two cores. A
 * session opened inside a test closes when that test finishes, so that a file's finished sessions
 * do not go on polling beside the running one; one opened in a beforeAll lives until closeAll().
 */
export function browserPool() {
  const sessions = new Set<BrowserSession>();
  let browser: Promise<Browser> | null = null;
  return {
    async open(options: SessionOptions = {}): Promise<BrowserSession> {
      browser ??= launchOptions().then((launch) => chromium.launch(launch));
      const context = await (await browser).newContext(phoneContextOptions(options));
      const page = await context.newPage();
      const session: BrowserSession = {
        context,
        page,
        async close() {
          sessions.delete(session);
          await context.close().catch(() => undefined);
        },
      };
      sessions.add(session);
      if (insideTest()) onTestFinished(() => session.close());
      return session;
    },
    async closeAll() {
      for (const session of [...sessions]) await session.close();
      const launched = browser;
      browser = null;
      if (launched) await (await launched).close();
    },
  };
}

/** Whether a test (not a beforeAll) is running: onTestFinished belongs to a test. */
function insideTest(): boolean {
  return expect.getState().currentTestName !== undefined;
}

/** Waits until the service worker is ready and, after a reload, controls the page. */
export async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The bottom navigation's tab names, without their badges (a badge's number and its screen-reader
 * text "（N件）" or "(N)").
 */
export async function navigationLabels(navigation: Locator): Promise<string[]> {
  return (await navigation.getByRole('link').allInnerTexts()).map(
    (text) =>
      text
        .split('\n')
        .find((line) => line.trim() !== '' && !/^\d+\+?$/.test(line) && !/^[（(]/.test(line)) ?? '',
  );
}
