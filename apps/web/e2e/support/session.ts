import type { BrowserContext, Page } from 'playwright-core';
import { signInAs, type BrowserPool, type BrowserSession } from './browser.ts';

/** The terms dialog's start button, in either language (the dialog also has a language switch). */
export const TERMS_START = /^(利用を開始する|Start using Kizuki)$/;

/** Signs in from the current sign-in page and accepts the terms if they are asked for. */
export async function signInAndAccept(page: Page, email: string) {
  await signInAs(page, email);
  const dialog = page.getByRole('dialog');
  const nav = page.getByRole('navigation');
  await Promise.race([dialog.waitFor(), nav.waitFor()]);
  if (await dialog.isVisible()) {
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('checkbox').nth(1).check();
    await dialog.getByRole('button', { name: TERMS_START }).click();
  }
  await nav.waitFor();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface OpenOptions {
  /** The address to open, after the server's origin: '/' by default. */
  path?: string;
  /** The phone's language ('ja-JP' by default). */
  locale?: string;
  serviceWorkers?: 'allow' | 'block';
  /** What to set up before the first page loads (init scripts, a fake clock, permissions). */
  prepare?: (session: BrowserSession) => Promise<unknown>;
}

/** Marks a phone whose stored session was put back, so that a sign-out stays signed out. */
const RESTORED_MARK = 'kizuki.e2e.restored';

/**
 * Puts a stored session back into a new context before its first page runs: the provider's
 * cookies, and the local storage of the app's origin (where oidc-client-ts keeps the tokens). An
 * init script does it, once per phone, which costs a fraction of Playwright's `storageState`
 * option (that one opens a page of the origin to write the storage: 0.5 s a context here).
 */
async function restoreSession(context: BrowserContext, state: StorageState, origin: string) {
  await context.addCookies(state.cookies);
  const entries = (state.origins.find((entry) => entry.origin === origin)?.localStorage ?? []).map(
    (entry): [string, string] => [entry.name, entry.value],
  );
  await context.addInitScript(
    ({ origin: appOrigin, entries: stored, mark }) => {
      if (location.origin !== appOrigin || localStorage.getItem(mark)) return;
      for (const [name, value] of stored) localStorage.setItem(name, value);
      localStorage.setItem(mark, '1');
    },
    { origin, entries, mark: RESTORED_MARK },
  );
}

/**
 * People signed in for one test file. Each person signs in through the development provider (and
 * accepts the terms) once, in a browser context of their own; every later session of theirs is a
 * new context (as separate as another phone) that starts from that sign-in's stored session (the
 * provider's cookies and the app's local storage, where oidc-client-ts keeps an hour's access
 * token and its refresh token) and opens its screen directly. Signing in through the provider for
 * every test was a large part of the browser tests' time (issue 38); sign-in, the terms dialog and
 * the session's renewal are tested where they are the subject (sign-in.e2e.ts,
 * strict-provider.e2e.ts, provider-down.e2e.ts).
 */
export function signedInPeople(browsers: BrowserPool, serverUrl: () => string) {
  const sessions = new Map<string, Promise<StorageState>>();

  async function signInFirst(email: string, options: OpenOptions): Promise<Page> {
    const session = await browsers.open(options);
    const { context, page } = session;
    await options.prepare?.(session);
    const signedIn = (async () => {
      await page.goto(`${serverUrl()}${options.path ?? '/'}`);
      await signInAndAccept(page, email);
      return context.storageState();
    })();
    sessions.set(email, signedIn);
    // A failed sign-in is not kept: the next open tries again.
    signedIn.catch(() => sessions.delete(email));
    await signedIn;
    return page;
  }

  return {
    /**
     * A new phone signed in as `email` on `path`: through the provider the first time, from the
     * stored session afterwards. Waits for the bottom navigation.
     */
    async open(email: string, options: OpenOptions = {}): Promise<Page> {
      const stored = sessions.get(email);
      if (!stored) return signInFirst(email, options);
      const opened = await browsers.open(options);
      await restoreSession(opened.context, await stored, new URL(serverUrl()).origin);
      await options.prepare?.(opened);
      const { page } = opened;
      await page.goto(`${serverUrl()}${options.path ?? '/'}`);
      await page.getByRole('navigation').waitFor();
      return page;
    },
  };
}

/** A fresh browser context from the file's pool, signed in as `email` on the test server. */
export async function openSignedIn(
  browsers: BrowserPool,
  serverUrl: string,
  email: string,
): Promise<Page> {
  const { page } = await browsers.open();
  await page.goto(serverUrl);
  await signInAndAccept(page, email);
  return page;
}
