import { and, eq } from 'drizzle-orm';
import { masterItems, posts, users } from '@kizuki/server/db/schema';
import { validClassification } from '@kizuki/server/test/fixtures';
import { selfCheckItems } from '@kizuki/shared/rules';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { signedInPeople } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const READER = 'hq@cimgibu.example.com';
const WRITER = 'pmo-approver@cimgibu.example.com';

/** One post of each disease group of cimgibu; their names are read from the master data. */
const MARK = '絞込確認';
const GROUPS = {
  IBD: { body: `${MARK}: 炎症性腸疾患の勉強会`, ja: '', en: '' },
  SBS: { body: `${MARK}: 短腸症候群の講演`, ja: '', en: '' },
  TCB: { body: `${MARK}: 酸関連疾患の新薬`, ja: '', en: '' },
};

/** What the tests look for on screen, in each language. */
const SCREEN = {
  ja: {
    keyword: 'キーワードで検索',
    filters: /^絞り込み（/,
    field: '疾患領域',
    apply: '適用する',
    chips: '選択中の絞り込み',
    chip: (name: string) => `疾患領域: ${name} （タップで外す）`,
    text: '本文',
  },
  en: {
    keyword: 'Search by keyword',
    filters: /^Filters \(/,
    field: 'Disease area',
    apply: 'Apply',
    chips: 'Filters in use',
    chip: (name: string) => `Disease area: ${name} (tap to remove)`,
    text: 'Text',
  },
} as const;
type Language = keyof typeof SCREEN;

/**
 * Types through an input method as Chromium's own IME would: each step of the composition (し,
 * しょ, …) as composition text, then the converted text committed. A person pauses between keys
 * longer than the lists' 300 ms (the similar-posts check's 400 ms): `pauseMs` between steps gives
 * a search that ran on each change the time to start, so that its absence means something.
 */
async function compose(
  page: Page,
  cdp: CDPSession,
  steps: string[],
  pauseMs: number,
): Promise<void> {
  for (const text of steps) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
    await page.waitForTimeout(pauseMs);
  }
}

/** Commits the composition with its converted text, as choosing a conversion does. */
async function commit(cdp: CDPSession, text: string): Promise<void> {
  await cdp.send('Input.insertText', { text });
}

/** The values of one query parameter of every request to a path, in order. */
function watchRequests(page: Page, path: string, parameter: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== path) return;
    const value = url.searchParams.get(parameter);
    if (value !== null) seen.push(value);
  });
  return seen;
}

describe('lists: several values per filter as chips; Japanese input waits for the conversion', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const people = signedInPeople(browsers, () => server.url);

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    const [writer] = await db.select().from(users).where(eq(users.email, WRITER));
    const start = Date.now() + 1_000;
    for (const [index, [code, group]] of Object.entries(GROUPS).entries()) {
      const [item] = await db
        .select()
        .from(masterItems)
        .where(
          and(
            eq(masterItems.unit, 'cimgibu'),
            eq(masterItems.collection, 'diseaseGroups'),
            eq(masterItems.code, code),
          ),
        );
      group.ja = item!.nameJa;
      group.en = item!.nameEn;
      const at = new Date(start + index * 1_000);
      await db.insert(posts).values({
        unit: 'cimgibu',
        authorUserId: writer!.id,
        kind: 'post',
        status: 'published',
        body: group.body,
        ...(await validClassification(db, 'cimgibu', code)),
        selfCheck: selfCheckItems('post'),
        submittedAt: at,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  /** A fresh phone, signed in, the app in `language`. */
  async function openIn(language: Language): Promise<Page> {
    const page = await people.open(READER);
    await page.evaluate((lang) => {
      localStorage.setItem(
        'kizuki.settings',
        // English in the dark theme, so axe checks the chips in both themes.
        JSON.stringify({ theme: lang === 'en' ? 'dark' : 'light', lang, subscribed: false }),
      );
    }, language);
    await page.reload();
    await page.getByRole('searchbox', { name: SCREEN[language].keyword }).waitFor();
    return page;
  }

  /** The bodies of the listed posts that are this test's. */
  const markedTexts = async (page: Page) =>
    (await page.locator('article[data-post-id]').allInnerTexts())
      .map((text) => Object.values(GROUPS).find((group) => text.includes(group.body))?.body)
      .filter(Boolean)
      .sort();

  for (const language of ['ja', 'en'] as const) {
    const screen = SCREEN[language];

    it(`[${language}] filters by two disease groups, shown as removable chips kept for the list`, async () => {
      const page = await openIn(language);
      const chips = page.getByRole('list', { name: screen.chips });
      await page.getByRole('button', { name: screen.filters }).click();
      const dialog = page.getByRole('dialog');
      const field = dialog.getByRole('combobox', { name: screen.field });
      for (const group of [GROUPS.IBD, GROUPS.SBS]) {
        await field.click();
        await page.getByRole('option', { name: group[language], exact: true }).click();
      }
      await dialog.getByRole('button', { name: screen.apply }).click();
      await dialog.waitFor({ state: 'detached' });

      // Two chips, and the list holds both groups' posts (any of the values), not the third's.
      await expect.poll(() => chips.getByRole('button').count()).toBe(2);
      await chips.getByRole('button', { name: screen.chip(GROUPS.IBD[language]) }).waitFor();
      await expect.poll(() => markedTexts(page)).toEqual([GROUPS.IBD.body, GROUPS.SBS.body].sort());
      await settle(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The chips wrap within the phone's width (the whole page's width is shell.e2e.ts's test).
      const rightEdges = await chips.evaluate((list) =>
        [...list.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
      );
      expect(Math.max(...rightEdges)).toBeLessThanOrEqual(390);

      // Removing a chip narrows the list to the other group.
      await chips.getByRole('button', { name: screen.chip(GROUPS.SBS[language]) }).click();
      await expect.poll(() => chips.getByRole('button').count()).toBe(1);
      await expect.poll(() => markedTexts(page)).toEqual([GROUPS.IBD.body]);
      // The focus goes to the chip left, not to the page's start.
      const focused = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((element) => element === document.activeElement);
      expect(
        await focused(chips.getByRole('button', { name: screen.chip(GROUPS.IBD[language]) })),
      ).toBe(true);

      // Kept for this list across a reload, and not for another list.
      await page.reload();
      await chips.getByRole('button', { name: screen.chip(GROUPS.IBD[language]) }).waitFor();
      await expect.poll(() => markedTexts(page)).toEqual([GROUPS.IBD.body]);
      // The last chip removed, the focus goes to the filter button.
      await chips.getByRole('button', { name: screen.chip(GROUPS.IBD[language]) }).click();
      await chips.waitFor({ state: 'detached' });
      expect(await focused(page.getByRole('button', { name: screen.filters }))).toBe(true);
      await page.goto(`${server.url}/posts`);
      await page.getByRole('searchbox', { name: screen.keyword }).waitFor();
      await page.locator('article[data-post-id]').first().waitFor();
      expect(await chips.count()).toBe(0);
      await expect
        .poll(() => markedTexts(page))
        .toEqual([GROUPS.IBD.body, GROUPS.SBS.body, GROUPS.TCB.body].sort());
    });

    it(`[${language}] searches for the converted word only, and an Enter that converts submits nothing`, async () => {
      const page = await openIn(language);
      const keywords = watchRequests(page, '/api/posts', 'keyword');
      const cdp = await page.context().newCDPSession(page);
      await page.getByRole('searchbox', { name: screen.keyword }).click();
      await compose(page, cdp, ['し', 'しょ', 'しょほ', 'しょほう'], 600);
      // The Enter that confirms the conversion: it must not search for the kana either.
      await page.keyboard.press('Enter');
      await page.waitForTimeout(600);
      expect(keywords).toEqual([]);
      await commit(cdp, '処方');
      await expect.poll(() => keywords).toEqual(['処方']);
      await page.waitForTimeout(600);
      expect(keywords).toEqual(['処方']);
    });

    it(`[${language}] checks for similar posts with the converted text only`, async () => {
      const page = await openIn(language);
      const checked = watchRequests(page, '/api/posts/similar', 'text');
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${server.url}/?compose=post`);
      const composer = page.getByRole('dialog');
      const text = composer.getByRole('textbox', { name: screen.text });
      const stepTitle = page.locator('#composer-step-title');
      while ((await text.count()) === 0) {
        const title = await stepTitle.innerText();
        await composer.getByRole('radio').first().click();
        await expect
          .poll(async () => (await text.count()) > 0 || (await stepTitle.innerText()) !== title)
          .toBe(true);
      }
      await text.click();
      await compose(page, cdp, ['しんやく', 'しんやくの', 'しんやくのしょほう'], 700);
      expect(checked).toEqual([]);
      await commit(cdp, '新薬の処方');
      await expect.poll(() => checked).toEqual(['新薬の処方']);
    });
  }
});
