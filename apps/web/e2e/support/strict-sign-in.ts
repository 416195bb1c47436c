import type { Page } from 'playwright-core';
import { signInAs } from './browser.ts';
import { TERMS_START } from './session.ts';

/** Signs in on the strict provider's page and allows Kizuki on its consent page when asked. */
export async function signInAndConsent(page: Page, email: string) {
  await signInAs(page, email);
  const allow = page.getByRole('button', { name: 'Allow' });
  await allow.waitFor();
  await allow.click();
}

export async function acceptTerms(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').nth(0).check();
  await dialog.getByRole('checkbox').nth(1).check();
  await dialog.getByRole('button', { name: TERMS_START }).click();
}

/**
 * Opens the app, signs in at the strict provider (consent, then Kizuki's terms) and waits for the
 * app's main menu, which it answers.
 */
export async function signInThroughStrictProvider(
  page: Page,
  appUrl: string,
  providerIssuer: string,
  email: string,
) {
  await page.goto(appUrl);
  await page.waitForURL((url) => url.origin === providerIssuer);
  await signInAndConsent(page, email);
  await acceptTerms(page);
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  await nav.waitFor();
  return nav;
}
