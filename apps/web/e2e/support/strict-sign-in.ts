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
