import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Walks the open composer to its confirm step, taking the first option of every step (choosing
 * moves on by itself), and returns the dialog.
 */
export async function walkComposerToConfirm(page: Page): Promise<Locator> {
  const composer = page.getByRole('dialog');
  const stepTitle = page.locator('#composer-step-title');
  for (let title = await stepTitle.innerText(); title !== '内容の確認';) {
    await composer.getByRole('radio').first().click();
    await expect.poll(() => stepTitle.innerText()).not.toBe(title);
    title = await stepTitle.innerText();
  }
  return composer;
}

/**
 * Closes the open composer without keeping its work (issue 39: closing work asks first, and
 * closing an untouched composer does not). `close` and `discard` are the buttons' names in the
 * page's language.
 */
export async function closeComposerWithoutSaving(
  page: Page,
  names: { close: string; discard: string } = { close: '閉じる', discard: '保存せずに閉じる' },
) {
  await page.getByRole('button', { name: names.close }).click();
  const discard = page.getByRole('button', { name: names.discard });
  const composer = page.locator('#composer-step-title');
  // Either the question appears, or the composer closes at once.
  await expect
    .poll(async () => (await discard.count()) > 0 || (await composer.count()) === 0)
    .toBe(true);
  if ((await discard.count()) > 0) await discard.click();
  await composer.waitFor({ state: 'detached' });
}
