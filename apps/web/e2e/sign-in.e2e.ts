import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersions, users } from '@kizuki/server/db/schema';
import { browserPool, navigationLabels, signInAs } from './support/browser.ts';
import { jaScreens } from './support/strings.ts';
import { storedItems } from './support/device-stores.ts';
import { startTestServer } from './support/test-server.ts';

const MR = 'mr@cimgibu.example.com';
const RM = 'rm@cimrdbu.example.com';

describe('sign-in, terms and the error page (SPEC.md sections 2, 4, 7, 8)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const browser = async () => (await browsers.open()).page;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('signs a demo mr in, asks for the terms once, and reaches home', async () => {
    const page = await browser();
    await page.goto(server.url);
    await page.waitForURL(/\/interaction\//);
    await signInAs(page, MR);

    const dialog = page.getByRole('dialog', { name: 'ご利用にあたって' });
    await dialog.waitFor();
    const start = dialog.getByRole('button', { name: '利用を開始する' });
    expect(await start.isDisabled()).toBe(true);

    await dialog.getByLabel('上記のルールに同意します').check();
    expect(await start.isDisabled()).toBe(true);

    // Neither Escape nor a click on the backdrop dismisses it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('事前説明会に参加した、または録画を視聴しました').check();
    expect(await start.isEnabled()).toBe(true);
    await start.click();

    await page.getByRole('searchbox', { name: 'キーワードで検索' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    const links = nav.getByRole('link');
    expect(await navigationLabels(nav)).toEqual([
      'ホーム',
      '投稿一覧',
      'タスク',
      'お知らせ',
      'プロフィール',
    ]);
    // The demo mr meets work waiting: the PMO office's inquiry, and its notice.
    await nav.getByRole('link', { name: /^タスク\s*（1件）$/ }).waitFor();
    expect(await links.first().getAttribute('aria-current')).toBe('page');
    expect(
      await nav.evaluate((element) => element.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(80);
  });

  it('signs the same user in again without the terms dialog', async () => {
    const page = await browser();
    await page.goto(server.url);
    await signInAs(page, MR);
    await page.getByRole('searchbox', { name: 'キーワードで検索' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('sends an e-mail that is not registered to /error?code=userNotFound', async () => {
    const page = await browser();
    await page.goto(server.url);
    await signInAs(page, 'not.registered@example.com');
    await page.waitForURL(/\/error\?code=userNotFound$/);
    await page.getByRole('heading', { name: '問題が発生しました' }).waitFor();
    expect(await page.getByText('ユーザーが登録されていないようです。').isVisible()).toBe(true);
    expect(await page.getByText('システム管理者にお問い合わせください').isVisible()).toBe(true);
    expect(
      await page.getByRole('link', { name: 'トップに戻って再読み込み' }).getAttribute('href'),
    ).toBe('/');
    // The session is kept across visits, so the page offers the way out: end it at the provider.
    await page.getByRole('button', { name: '別のアカウントでサインイン' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/idp/session/end'));
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('oidc.user:')),
      ),
    ).toBe(false);
    // The development provider asks on a page of its own, styled under its own nonce.
    await page.getByRole('heading', { name: 'Kizuki からサインアウトしますか？' }).waitFor();
    expect(
      await page.locator('main').evaluate((main) => getComputedStyle(main).borderTopLeftRadius),
    ).toBe('16px');
    await page.getByRole('button', { name: /サインアウト \/ Sign out/ }).click();
    // Back in the app without a session: the provider's sign-in page.
    await page.getByLabel('Email').waitFor();
  });

  it('returns to a deep link after sign-in', async () => {
    const page = await browser();
    await page.goto(`${server.url}/profile?from=mail#top`);
    await page.waitForURL(/\/interaction\//);
    await signInAs(page, RM);
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('checkbox').nth(0).check();
    await page.getByRole('dialog').getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: '利用を開始する' }).click();
    await page.getByText('rm@cimrdbu.example.com').waitFor();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/profile?from=mail#top');
    const links = page.getByRole('navigation').getByRole('link');
    expect(
      await links.evaluateAll((all) => all.map((link) => link.getAttribute('aria-current'))),
    ).toEqual([null, null, null, null, 'page']);
  });

  it('keeps the terms dialog open when saving the acceptance fails', async () => {
    const page = await browser();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/users/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"internal","message":"x"}}',
          })
        : route.continue(),
    );
    await page.goto(server.url);
    await signInAs(page, 'pmo@cimjobu.example.com');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('checkbox').nth(1).check();
    const patched = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await dialog.getByRole('button', { name: '利用を開始する' }).click();
    await patched;
    await expect
      .poll(() => errors.some((text) => text.includes('terms acceptance was not saved')))
      .toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the generic error page when the user cannot be fetched', async () => {
    const page = await browser();
    await page.route('**/api/users?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"x"}}',
      }),
    );
    await page.goto(server.url);
    await signInAs(page, MR);
    await page.waitForURL((url) => url.pathname === '/error' && url.search === '');
    // The address changes before the page has drawn: wait for the text, do not sample it.
    await page.getByText('うまくいきませんでした。').waitFor();
  });

  it('shows an error, not a blank page, when the sign-in redirect cannot be completed', async () => {
    const page = await browser();
    await page.goto(`${server.url}/login/callback?code=forged&state=unknown`);
    await page.getByRole('heading', { name: '問題が発生しました' }).waitFor();
    expect(await page.getByText('サインインを完了できませんでした。').isVisible()).toBe(true);
  });

  it('signs in again and comes back when the API answers 401', async () => {
    const page = await browser();
    await page.goto(`${server.url}/profile`);
    await signInAs(page, MR);
    await page.getByText(MR).waitFor();
    // The stored session is replaced by one whose token the API refuses.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith('oidc.user:')) continue;
        const stored = JSON.parse(localStorage.getItem(key)!);
        localStorage.setItem(key, JSON.stringify({ ...stored, access_token: 'revoked' }));
      }
    });
    await page.goto(`${server.url}/tasks?tab=open`);
    // The provider's session is still valid, so it returns without asking for the e-mail again.
    await page.waitForURL((url) => url.pathname === '/tasks' && url.search === '?tab=open');
    await page.getByRole('navigation').waitFor();
  });

  // Last in the file: every user must accept version 2 from here on.
  it('brings the terms dialog back when a new version is published while the app is open', async () => {
    const page = await browser();
    await page.goto(server.url);
    await signInAs(page, MR);
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    await nav.waitFor();
    // Issue 39: someone is writing when the new version comes; the work is kept (IndexedDB).
    const text = '他社の新しい講演会シリーズが始まった（規約の更新をまたぐ）。';
    const textField = page.getByRole('textbox', { name: jaScreens.composer.text, exact: true });
    await page.getByRole('button', { name: '投稿する' }).click();
    await page.getByRole('button', { name: jaScreens.composer.startWithText }).click();
    await textField.fill(text);
    await expect.poll(() => unsavedWorkCount(page)).toBe(1);

    await server.database.db
      .insert(termsVersions)
      .values({ version: 2, publishedAt: new Date('2026-11-20T03:00:00Z') });
    // The next call the app makes (the pre-screen of the text) is refused (403 termsNotAccepted):
    // the dialog, not an error page.
    await textField.press('End');
    await textField.pressSequentially('続報あり。');
    const dialog = page.getByRole('dialog', { name: 'ご利用にあたって' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/error');
    // It says that the terms changed, and when.
    await dialog
      .getByText('利用規約が2026年11月20日に更新されました。', { exact: false })
      .waitFor();

    await dialog.getByLabel('上記のルールに同意します').check();
    await dialog.getByLabel('事前説明会に参加した、または録画を視聴しました').check();
    await dialog.getByRole('button', { name: '利用を開始する' }).click();
    // The dialog closes once the acceptance is saved (a request: not at the click itself).
    await dialog.waitFor({ state: 'detached' });
    // The composer comes back with the work.
    await expect.poll(() => textField.inputValue()).toContain(text);
    const [row] = await server.database.db
      .select({ termsVersion: users.termsVersion })
      .from(users)
      .where(eq(users.email, MR));
    expect(row!.termsVersion).toBe(2);
  });
  // After the version-2 test: a third version appears between ticking the boxes and pressing start.
  it('clears the ticks and says why when the terms change while the dialog is open', async () => {
    const page = await browser();
    await page.goto(server.url);
    await signInAs(page, RM);
    const dialog = page.getByRole('dialog', { name: 'ご利用にあたって' });
    await dialog.waitFor();
    const rules = dialog.getByLabel('上記のルールに同意します');
    const briefing = dialog.getByLabel('事前説明会に参加した、または録画を視聴しました');
    await rules.check();
    await briefing.check();

    await server.database.db.insert(termsVersions).values({ version: 3 });
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 409,
    );
    await dialog.getByRole('button', { name: '利用を開始する' }).click();
    await refused;
    await dialog.getByText('利用ルールが更新されました。').waitFor();
    expect(await rules.isChecked()).toBe(false);
    expect(await briefing.isChecked()).toBe(false);

    await rules.check();
    await briefing.check();
    await dialog.getByRole('button', { name: '利用を開始する' }).click();
    await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
    const [row] = await server.database.db
      .select({ termsVersion: users.termsVersion })
      .from(users)
      .where(eq(users.email, RM));
    expect(row!.termsVersion).toBe(3);
  });
  it('lets a person read the terms in English before accepting them', async () => {
    const page = await browser();
    await page.goto(server.url);
    await signInAs(page, MR);
    await page.getByRole('dialog', { name: 'ご利用にあたって' }).waitFor();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Before you start' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await dialog.getByLabel('I agree to the rules above').check();
    await dialog.getByLabel('I attended the pre-briefing or watched its recording').check();
    await dialog.getByRole('button', { name: 'Start using Kizuki' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });
});

/** How many pieces of unsaved work the page keeps in IndexedDB (lib/outbox/unsaved-work.ts). */
async function unsavedWorkCount(page: Page): Promise<number> {
  return (await storedItems(page, 'kizuki-unsaved-work')).length;
}
