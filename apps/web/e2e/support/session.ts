import type { Page } from 'playwright-core';
import { signInAs, type browserPool } from './browser.ts';

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

/** A fresh browser context from the file's pool, signed in as `email` on the test server. */
export async function openSignedIn(
  browsers: ReturnType<typeof browserPool>,
  serverUrl: string,
  email: string,
): Promise<Page> {
  const { page } = await browsers.open();
  await page.goto(serverUrl);
  await signInAndAccept(page, email);
  return page;
}
