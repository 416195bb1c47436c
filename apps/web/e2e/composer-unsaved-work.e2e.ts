import { and, eq } from 'drizzle-orm';
import { posts } from '@kizuki/server/db/schema';
import { userIdOf } from '@kizuki/server/test/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enScreens } from '../src/lib/i18n/en-screens.ts';
import { ja as jaShell } from '../src/lib/i18n/ja.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { settle } from './support/browser.ts';
import { storedItems } from './support/device-stores.ts';
import { walkComposerToConfirm } from './support/composer.ts';
import { jaScreens as ja } from './support/strings.ts';
import { productForTests } from './support/test-server.ts';

const WRITER = 'mr@cimgibu.example.com';

/** How many unsaved works the device keeps (lib/outbox/unsaved-work.ts). */
const keptWork = async (page: Page) => (await storedItems(page, 'kizuki-unsaved-work')).length;

/**
 * Issue 39: closing a composer that holds work asks first (save as draft, close without saving,
 * keep editing), and what was typed survives a reload of the page.
 */
describe('the composer keeps unsaved work', () => {
  const product = productForTests();
  const { people } = product;

  const textField = (page: Page) =>
    page.getByRole('textbox', { name: ja.composer.text, exact: true });
  const composer = (page: Page) => page.getByRole('dialog', { name: /.+/ }).first();
  const askDialog = (page: Page, title = ja.composer.unsavedTitle) =>
    page.getByRole('dialog', { name: title });
  const draftsWith = async (body: string) =>
    product.server.database.db
      .select({ id: posts.id, status: posts.status })
      .from(posts)
      .where(
        and(
          eq(posts.authorUserId, (await userIdOf(product.server.database.db, WRITER)).id),
          eq(posts.body, body),
        ),
      );

  it('asks before closing typed text, keeps it across a reload, and saves it as a draft', async () => {
    const text = '他社が新しい患者向け資材を配布し始めた（閉じる前に確認）。';
    const page = await people.open(WRITER);
    await page.getByRole('button', { name: '投稿する' }).click();
    await composer(page).getByRole('button', { name: ja.composer.startWithText }).click();
    await textField(page).fill(text);

    await page.getByRole('button', { name: ja.composer.close }).click();
    const ask = askDialog(page);
    await ask.waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: ja.composer.keepEditing }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await textField(page).inputValue()).toBe(text);

    // A reload (or a closed tab) loses nothing: the composer opens with the text, and says so.
    await expect.poll(() => keptWork(page)).toBe(1);
    await page.reload();
    await page.getByText(ja.composer.restored).waitFor();
    expect(await textField(page).inputValue()).toBe(text);

    await page.getByRole('button', { name: ja.composer.close }).click();
    await askDialog(page).getByRole('button', { name: ja.composer.saveAsDraft }).click();
    await page.getByRole('status').filter({ hasText: ja.composer.draftSaved }).waitFor();
    await expect
      .poll(() => draftsWith(text))
      .toEqual([expect.objectContaining({ status: 'draft' })]);

    // Saved: the next composer starts empty.
    await page.getByRole('button', { name: '投稿する' }).click();
    await composer(page).getByRole('button', { name: ja.composer.startWithText }).waitFor();
    expect(await page.getByText(ja.composer.restored).count()).toBe(0);
  });

  it('in English and dark: nine steps answered, closing without saving discards them', async () => {
    const page = await people.open(WRITER, {
      prepare: ({ context }) =>
        context.addInitScript(() =>
          localStorage.setItem('kizuki.settings', JSON.stringify({ theme: 'dark', lang: 'en' })),
        ),
    });
    await page.getByRole('button', { name: 'New post', exact: true }).click();
    const stepTitle = page.locator('#composer-step-title');
    for (let title = await stepTitle.innerText(); title !== enScreens.composer.confirmTitle;) {
      await composer(page).getByRole('radio').first().click();
      await expect.poll(() => stepTitle.innerText()).not.toBe(title);
      title = await stepTitle.innerText();
    }

    await page.getByRole('button', { name: enScreens.composer.close }).click();
    const ask = askDialog(page, enScreens.composer.unsavedTitle);
    await ask.getByText(enScreens.composer.unsavedBodyNoText).waitFor();
    // Without a text there is no draft to save.
    expect(await ask.getByRole('button', { name: enScreens.composer.saveAsDraft }).count()).toBe(0);
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: enScreens.composer.discard }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => keptWork(page)).toBe(0);

    // Discarded: a new composer starts at the first step, with nothing brought back.
    await page.getByRole('button', { name: 'New post', exact: true }).click();
    await composer(page).getByRole('button', { name: enScreens.composer.startWithText }).waitFor();
    expect(await page.getByText(enScreens.composer.restored).count()).toBe(0);
  });

  it('the text written first can go back to the steps, keeping the text', async () => {
    const page = await people.open(WRITER);
    await page.getByRole('button', { name: '投稿する' }).click();
    await composer(page).getByRole('button', { name: ja.composer.startWithText }).click();
    await textField(page).fill('先に本文を書いてから、ステップに戻る。');
    await page.getByRole('button', { name: ja.composer.back }).click();
    await composer(page).getByRole('radio').first().waitFor();
    await walkComposerToConfirm(page);
    expect(await textField(page).inputValue()).toBe('先に本文を書いてから、ステップに戻る。');
  });

  it('signing out leaves no unsaved text on the device', async () => {
    const page = await people.open(WRITER);
    await page.getByRole('button', { name: '投稿する' }).click();
    await composer(page).getByRole('button', { name: ja.composer.startWithText }).click();
    await textField(page).fill('共有端末に残したくない下書き中の本文。');
    await expect.poll(() => keptWork(page)).toBe(1);
    await page.goto(`${product.server.url}/profile`);
    await page.getByRole('button', { name: jaShell.auth.signOut }).click();
    // At the provider's end-of-session page, served on the app's origin: the app's storage.
    await page.waitForURL((url) => url.pathname.startsWith('/idp/session/end'));
    expect(new URL(page.url()).origin).toBe(new URL(product.server.url).origin);
    expect(
      await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)),
    ).not.toContain('kizuki-unsaved-work');
  });
});
