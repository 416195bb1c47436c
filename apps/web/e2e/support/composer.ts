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
