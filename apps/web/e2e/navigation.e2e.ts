/**
 * Issue 18, parts 7, 9 and 10: where the person is. A stale link opens "not found" inside the app;
 * the selected tab is the one the person came from; the comments are a segment of the post list;
 * a toast sits under the title bar in front and is heard over an open dialog.
 */
import { insertPost } from '@kizuki/server/test/fixtures';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.ts';
import { ja } from '../src/lib/i18n/ja.ts';
import { jaScreens } from './support/strings.ts';
import { SETTINGS_STORAGE_KEY } from '../src/lib/settings.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { PHONE_VIEWPORT, settle } from './support/browser.ts';
import { productForTests } from './support/test-server.ts';

const MR = 'mr@cimgibu.example.com';
const OTHER_UNIT = 'rm@cimjobu.example.com';

type Language = 'ja' | 'en';
const STRINGS = {
  ja: { ...ja, ...jaScreens, composer: { ...ja.composer, ...jaScreens.composer } },
  en,
};

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('where the person is (issue 18, parts 7, 9 and 10)', () => {
  const product = productForTests();
  let otherUnitPost = 0;

  beforeAll(async () => {
    otherUnitPost = (await insertPost(product.server.database.db, OTHER_UNIT, 'published')).id;
  });

  async function signedIn(language: Language) {
    const page = await product.people.open(MR);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SETTINGS_STORAGE_KEY,
      value: JSON.stringify({ lang: language }),
    });
    await page.goto(product.server.url);
    const t = STRINGS[language];
    await page.getByRole('link', { name: new RegExp(`^${t.nav.home}`) }).waitFor();
    return page;
  }

  /** The bottom navigation's selected tab (its name without the badge's words). */
  const selectedTab = (page: Page) =>
    page
      .getByRole('navigation')
      .locator('a[aria-current="page"]')
      .evaluateAll((links) =>
        links.map((link) => link.querySelector('[data-nav-label]')?.firstChild?.textContent),
      );

  /** Fully on screen: inside the phone's viewport. */
  const onScreen = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return (
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= PHONE_VIEWPORT.width &&
      box.y + box.height <= PHONE_VIEWPORT.height
    );
  };

  for (const language of ['ja', 'en'] as const) {
    it(`shows a stale link's "not found" inside the app, with the navigation (${language})`, async () => {
      const t = STRINGS[language];
      const page = await signedIn(language);
      const nav = page.getByRole('navigation');

      // Another unit's post answers 404, like a missing one.
      const answer = page.waitForResponse((response) =>
        response.url().endsWith(`/api/posts/${otherUnitPost}`),
      );
      await page.goto(`${product.server.url}/posts/${otherUnitPost}`);
      expect((await answer).status()).toBe(404);
      await page.getByRole('heading', { name: t.post.notFound }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/posts/${otherUnitPost}`);
      expect(await onScreen(nav)).toBe(true);
      await settle(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page
        .getByRole('link', { name: t.notFoundScreen.backTo.replace('{{screen}}', t.nav.home) })
        .click();
      await page.waitForURL((url) => url.pathname === '/');

      for (const [path, title] of [
        ['/tasks/999999', t.tasks.notFound],
        ['/notifications/999999', t.notifications.notFound],
      ] as const) {
        await page.goto(`${product.server.url}${path}`);
        await page.getByRole('heading', { name: title }).waitFor();
        expect(await onScreen(nav)).toBe(true);
      }

      // An address the app does not know says so in place, with the navigation (not a trip Home).
      await page.goto(`${product.server.url}/no-such-page`);
      await page.getByRole('heading', { name: t.notFoundScreen.pageMissing }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/no-such-page');
      expect(await onScreen(nav)).toBe(true);
      await settle(page);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Any other failure still opens the error page.
      await page.route('**/api/posts/7', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal","message":"x"}}',
        }),
      );
      await page.goto(`${product.server.url}/posts/7`);
      await page.waitForURL((url) => url.pathname === '/error');
      await page.getByRole('heading', { name: t.error.title }).waitFor();
    });

    it(`keeps the tab the person came from, and reaches the comments (${language})`, async () => {
      const t = STRINGS[language];
      const page = await signedIn(language);
      const posts = page.locator('main article[data-post-id]');

      await posts.first().waitFor();
      expect(await selectedTab(page)).toEqual([t.nav.home]);
      await posts.first().click();
      await page.waitForURL(/\/posts\/\d+$/);
      expect(await selectedTab(page)).toEqual([t.nav.home]);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await selectedTab(page)).toEqual([t.nav.home]);

      await page
        .getByRole('navigation')
        .getByRole('link', { name: new RegExp(`^${t.nav.posts}`) })
        .click();
      await posts.first().waitFor();
      await posts.first().click();
      await page.waitForURL(/\/posts\/\d+$/);
      expect(await selectedTab(page)).toEqual([t.nav.posts]);

      // From a notice to its post: still the notices.
      await page
        .getByRole('navigation')
        .getByRole('link', { name: new RegExp(`^${t.nav.notifications}`) })
        .click();
      await page.locator('[data-notification-id]').first().click();
      await page.waitForURL(/\/notifications\/\d+$/);
      expect(await selectedTab(page)).toEqual([t.nav.notifications]);
      await page.getByRole('link', { name: STRINGS[language].notifications.open }).click();
      await page.waitForURL(
        (url) => url.pathname !== '/notifications' && !url.pathname.startsWith('/notifications/'),
      );
      expect(await selectedTab(page)).toEqual([t.nav.notifications]);

      // A direct link has nothing to go by: the post's own tab.
      const postPath = new URL(page.url()).pathname;
      await page.goto(`${product.server.url}${postPath}`);
      await page.getByRole('navigation').waitFor();
      await expect.poll(() => selectedTab(page)).toEqual([activeTabName(postPath, t)]);

      // The comments are the post list's third segment.
      await page.goto(`${product.server.url}/posts`);
      await page.getByRole('tab', { name: t.screens.comments }).click();
      await page.waitForURL((url) => url.pathname === '/comments');
      await page.getByRole('heading', { level: 1, name: t.screens.comments }).waitFor();
      await posts.first().waitFor();
      expect(
        await page.getByRole('tab', { name: t.screens.comments }).getAttribute('aria-selected'),
      ).toBe('true');
      expect(await selectedTab(page)).toEqual([t.nav.posts]);
      await page.getByRole('tab', { name: t.postsScreen.mine }).click();
      await page.waitForURL(
        (url) => url.pathname === '/posts' && url.searchParams.get('view') === 'mine',
      );
      expect(await selectedTab(page)).toEqual([t.nav.posts]);
    });
  }

  it("shows a toast under the wizard's title bar, heard over the open dialog", async () => {
    const t = STRINGS.ja;
    const page = await signedIn('ja');
    await page.getByRole('button', { name: t.composer.compose, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const stepTitle = page.locator('#composer-step-title');
    for (let step = 0; (await stepTitle.innerText()) !== t.composer.confirmTitle; step++) {
      expect(step).toBeLessThan(15);
      const title = await stepTitle.innerText();
      await dialog.getByRole('radio').first().click();
      await expect.poll(() => stepTitle.innerText()).not.toBe(title);
    }
    await dialog.getByLabel(t.composer.text).fill('他社MRが新しい患者向け冊子を配布していた。');
    for (const checkbox of await dialog.getByRole('checkbox').all()) await checkbox.check();
    // The server refuses: the wizard stays open and says why in a toast.
    await page.route('**/api/posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: '{"error":{"code":"noApprover","message":"no approver"}}',
          })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: t.composer.submit, exact: true }).click();

    // getByRole finds only what assistive technology can reach: not under aria-hidden.
    const toast = page.getByRole('status').filter({ hasText: t.apiErrors.noApprover });
    await toast.waitFor();
    await settle(page);
    expect(await dialog.isVisible()).toBe(true);
    expect(await toast.evaluate((element) => element.closest('[aria-hidden="true"]'))).toBeNull();
    const toastBox = (await toast.boundingBox())!;
    const closeBox = (await dialog.getByRole('button', { name: t.composer.close }).boundingBox())!;
    const titleBarBox = (await dialog.locator('header').boundingBox())!;
    expect(intersects(toastBox, closeBox)).toBe(false);
    expect(intersects(toastBox, titleBarBox)).toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual(titleBarBox.y + titleBarBox.height);
    // Top centre (SPEC.md section 2).
    expect(Math.abs(toastBox.x + toastBox.width / 2 - PHONE_VIEWPORT.width / 2)).toBeLessThan(2);
    expect(toastBox.y).toBeLessThan(PHONE_VIEWPORT.height / 4);
  });

  it("shows a toast under the profile's header, in English", async () => {
    const t = STRINGS.en;
    const page = await signedIn('en');
    await page.goto(`${product.server.url}/profile`);
    await page.getByRole('switch').first().check();
    const toast = page.getByRole('status');
    await toast.waitFor();
    await settle(page);
    const toastBox = (await toast.boundingBox())!;
    const headerBox = (await page.locator('main header').boundingBox())!;
    expect(await page.locator('main header').innerText()).toBe(t.nav.profile);
    expect(intersects(toastBox, headerBox)).toBe(false);
    expect(Math.abs(toastBox.x + toastBox.width / 2 - PHONE_VIEWPORT.width / 2)).toBeLessThan(2);
  });
});

/** The tab a path selects by itself (a direct link): the post's own, Posts. */
function activeTabName(pathname: string, t: (typeof STRINGS)[Language]): string {
  if (pathname.startsWith('/tasks')) return t.nav.tasks;
  if (pathname.startsWith('/notifications')) return t.nav.notifications;
  return t.nav.posts;
}
