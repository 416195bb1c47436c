import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A mid-range phone's viewport. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Flags that keep Debian's Chromium quiet on a machine without Internet access: no background
 * networking, no component updates, no sync.
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

/** A fresh browser profile: nothing signed in, nothing cached, as a new phone would be. */
export async function openBrowser(
  options: { locale?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserSession> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`);
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    serviceWorkers: options.serviceWorkers ?? 'allow',
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

/** Waits until no CSS transition or animation is running, so a screenshot shows the settled page. */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Completes the development identity provider's sign-in page. */
export async function signInAs(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fresh browsers for one test file, all closed by closeAll() in afterAll. */
export function browserPool() {
  const sessions: BrowserSession[] = [];
  return {
    async open(options?: Parameters<typeof openBrowser>[0]): Promise<BrowserSession> {
      const session = await openBrowser(options);
      sessions.push(session);
      return session;
    },
    async closeAll() {
      for (const session of sessions.splice(0)) await session.close();
    },
  };
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
