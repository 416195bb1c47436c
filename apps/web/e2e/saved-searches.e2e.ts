import { and, eq } from 'drizzle-orm';
import { posts } from '@kizuki/server/db/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '../src/lib/i18n/ja.ts';
import { jaScreens } from '../src/lib/i18n/ja-screens.ts';
import { savedSearchStrings } from '../src/lib/saved-searches/saved-search-strings.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle, showInScheme } from './support/browser.ts';
import { walkComposerToConfirm } from './support/composer.ts';
import { signInAndAccept } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

/** A, who saves the search: an mr. B, who publishes: hq, whose posts publish without approval. */
const SAVER = 'mr@cimgibu.example.com';
const PUBLISHER = 'hq@cimgibu.example.com';
const s = savedSearchStrings.ja;
/** A one-character Japanese keyword: the search rule the timeline and the matching share. */
const KEYWORD = '鴇';
const BODY = `他社MRが${KEYWORD}色の表紙の新しい患者向け冊子を配布していた。`;

describe('saved searches that notify (issue 23)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  let saver: Page;

  const signedIn = async (email: string) => {
    const { page } = await browsers.open();
    await page.goto(server.url);
    await signInAndAccept(page, email);
    return page;
  };

  beforeAll(async () => {
    server = await startTestServer();
    saver = await signedIn(SAVER);
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('saves the timeline’s search with a name, lists it on the profile and opens it', async () => {
    const searchbox = saver.getByRole('searchbox', { name: ja.lists.keyword });
    const save = saver.getByRole('button', { name: ja.lists.saveSearch });
    await searchbox.fill('冊子');
    await expect.poll(() => save.isEnabled()).toBe(true);
    // Saved at once after typing, within the list's 300 ms pause: the box's text is what is saved.
    await searchbox.fill(KEYWORD);
    await save.click();
    const dialog = saver.getByRole('dialog', { name: s.saveTitle });
    await dialog.waitFor();
    expect(await dialog.getByLabel(s.name).inputValue()).toBe(KEYWORD);
    await dialog.getByLabel(s.name).fill('鴇色の冊子');
    expect(await dialog.getByRole('checkbox', { name: s.notify }).isChecked()).toBe(true);
    await settle(saver);
    expect(await seriousAxeViolations(saver)).toEqual([]);
    await dialog.getByRole('button', { name: s.save }).click();
    await saver.getByRole('status').filter({ hasText: s.saved }).waitFor();

    await saver.getByRole('searchbox', { name: ja.lists.keyword }).fill('');
    await saver.goto(`${server.url}/profile`);
    const list = saver.getByRole('list', { name: new RegExp(s.title) });
    const entry = list.getByRole('button', { name: /^鴇色の冊子/ });
    await entry.waitFor();
    const notifySwitch = list.getByRole('switch', { name: `「鴇色の冊子」の通知` });
    expect(await notifySwitch.isChecked()).toBe(true);
    await settle(saver);
    expect(await seriousAxeViolations(saver)).toEqual([]);
    // Dark theme: the list stays readable.
    await showInScheme(saver, 'dark');
    expect(await seriousAxeViolations(saver)).toEqual([]);
    await showInScheme(saver, 'light');

    await entry.click();
    await saver.waitForURL(`${server.url}/`);
    await expect
      .poll(() => saver.getByRole('searchbox', { name: ja.lists.keyword }).inputValue())
      .toBe(KEYWORD);
  });

  it('tells the saver when another person’s matching post is published', async () => {
    const publisher = await signedIn(PUBLISHER);
    await publisher.getByRole('button', { name: ja.composer.compose }).click();
    const composer = await walkComposerToConfirm(publisher);
    await composer.getByLabel(jaScreens.composer.text).fill(BODY);
    for (const box of await composer.getByRole('checkbox').all()) await box.check();
    await composer
      .getByRole('button', { name: jaScreens.composer.submit, exact: true })
      .last()
      .click();
    await publisher.getByRole('status').filter({ hasText: jaScreens.composer.published }).waitFor();
    const [published] = await server.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.body, BODY), eq(posts.status, 'published')));
    expect(published).toBeDefined();

    // Within a minute of publication, through the job queue: the notice reaches the saver.
    await saver.goto(`${server.url}/notifications`);
    const notice = saver.getByRole('link', {
      name: new RegExp(jaScreens.notifications.kinds.savedSearch),
    });
    await expect
      .poll(
        async () => {
          if (await notice.count()) return true;
          await saver.reload();
          await saver.getByRole('heading', { level: 1 }).waitFor();
          return false;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    // The notice names the saved search that matched (issue 39).
    expect(await notice.first().innerText()).toContain('「鴇色の冊子」');
    await settle(saver);
    expect(await seriousAxeViolations(saver)).toEqual([]);
    await notice.first().click();
    // The notice, then the post it opens.
    await saver.getByText(BODY).first().waitFor();
    await saver.getByRole('link', { name: jaScreens.notifications.open }).click();
    await saver.waitForURL(new RegExp(`/posts/${published!.id}$`));
    await saver.getByText(BODY).first().waitFor();
  });

  it('opens a saved search at the top of its list, wherever the profile was scrolled to', async () => {
    const searchbox = saver.getByRole('searchbox', { name: ja.lists.keyword });
    await saver.goto(server.url);
    // 処方 (prescription): a keyword many of the demo's posts hold, so the list is long.
    await searchbox.fill('処方');
    await saver.getByRole('button', { name: ja.lists.saveSearch }).click();
    const dialog = saver.getByRole('dialog', { name: s.saveTitle });
    await dialog.getByLabel(s.name).fill('処方の話');
    await dialog.getByRole('button', { name: s.save }).click();
    await saver.getByRole('status').filter({ hasText: s.saved }).waitFor();
    await searchbox.fill('');
    await expect.poll(() => saver.getByRole('article').count()).toBeGreaterThan(6);

    // To the profile as a person goes, by its tab: the app stays loaded, the lists kept.
    await saver.getByRole('navigation').getByRole('link', { name: ja.nav.profile }).click();
    const entry = saver
      .getByRole('list', { name: new RegExp(s.title) })
      .getByRole('button', { name: /^処方の話/ });
    await entry.waitFor();
    await saver.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await saver.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await entry.click();
    await saver.waitForURL(`${server.url}/`);
    await expect.poll(() => searchbox.inputValue()).toBe('処方');
    await expect.poll(() => saver.getByRole('article').count()).toBeGreaterThan(6);
    // Issue 39: it kept the profile's scroll and landed mid-list.
    expect(await saver.evaluate(() => window.scrollY)).toBe(0);
  });
});
