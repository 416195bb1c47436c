import { eq } from 'drizzle-orm';
import { masterItems, posts, users } from '@kizuki/server/db/schema';
import { validClassification } from '@kizuki/server/test/fixtures';
import { selfCheckItems } from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPool } from './support/browser.ts';
import { signedInPeople } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const READER = 'hq@cimgibu.example.com';
const WRITER = 'pmo-approver@cimgibu.example.com';
/** The unit gains this many workplaces after its own (156 in all): more than one page of 100. */
const WORKPLACE_FIXTURES = 150;
const BODY = '長いリスト確認: 150番目の施設の投稿';

const SCREEN = {
  ja: {
    keyword: 'キーワードで検索',
    filters: /^絞り込み（/,
    field: '施設区分',
    apply: '適用する',
    chips: '選択中の絞り込み',
    name: (n: number) => `テスト施設${n}`,
    chip: (name: string) => `施設区分: ${name} （タップで外す）`,
  },
  en: {
    keyword: 'Search by keyword',
    filters: /^Filters \(/,
    field: 'Workplace',
    apply: 'Apply',
    chips: 'Filters in use',
    name: (n: number) => `Test facility ${n}`,
    chip: (name: string) => `Workplace: ${name} (tap to remove)`,
  },
} as const;
type Language = keyof typeof SCREEN;

describe('long lists: a workplace past the first 100 is shown on a post and found in the filters', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const people = signedInPeople(browsers, () => server.url);
  let postId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    const fixtures = await db
      .insert(masterItems)
      .values(
        Array.from({ length: WORKPLACE_FIXTURES }, (_, index) => ({
          unit: 'cimgibu' as const,
          collection: 'workplaces' as const,
          code: `fixture-${index + 1}`,
          nameJa: `テスト施設${index + 1}`,
          nameEn: `Test facility ${index + 1}`,
          sortOrder: 100_000 + index,
        })),
      )
      .returning({ id: masterItems.id, code: masterItems.code });
    const workplace150 = fixtures.find((item) => item.code === 'fixture-150')!;
    const [writer] = await db.select().from(users).where(eq(users.email, WRITER));
    const at = new Date();
    const [row] = await db
      .insert(posts)
      .values({
        unit: 'cimgibu',
        authorUserId: writer!.id,
        kind: 'post',
        status: 'published',
        body: BODY,
        ...(await validClassification(db, 'cimgibu')),
        workplaceId: workplace150.id,
        selfCheck: selfCheckItems('post'),
        submittedAt: at,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: posts.id });
    postId = row!.id;
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  async function openIn(language: Language, path: string): Promise<Page> {
    const page = await people.open(READER);
    await page.evaluate((lang) => {
      localStorage.setItem('kizuki.settings', JSON.stringify({ lang, subscribed: false }));
    }, language);
    await page.goto(`${server.url}${path}`);
    return page;
  }

  for (const language of ['ja', 'en'] as const) {
    const screen = SCREEN[language];

    it(`[${language}] the post's chip names its workplace, far past the unit's first 100`, async () => {
      const page = await openIn(language, `/posts/${postId}`);
      await page.getByText(`${screen.field}: ${screen.name(150)}`, { exact: true }).waitFor();
    });

    it(`[${language}] the filter finds the 150th workplace by typing, and keeps it when another is added`, async () => {
      const page = await openIn(language, '/posts');
      await page.getByRole('searchbox', { name: screen.keyword }).waitFor();
      const chips = page.getByRole('list', { name: screen.chips });
      const choose = async (n: number) => {
        await page.getByRole('button', { name: screen.filters }).click();
        const dialog = page.getByRole('dialog');
        const field = dialog.getByRole('combobox', { name: screen.field });
        await field.click();
        await field.pressSequentially(screen.name(n));
        await page.getByRole('option', { name: screen.name(n), exact: true }).click();
        await dialog.getByRole('button', { name: screen.apply }).click();
        await dialog.waitFor({ state: 'detached' });
      };

      await choose(150);
      await chips.getByRole('button', { name: screen.chip(screen.name(150)) }).waitFor();
      await page.locator(`article[data-post-id="${postId}"]`).waitFor();
      expect(await page.locator('article[data-post-id]').count()).toBe(1);

      // Reopened, the chosen item (not on the list's first page) is kept when another is added.
      await choose(149);
      await chips.getByRole('button', { name: screen.chip(screen.name(149)) }).waitFor();
      expect(await chips.getByRole('button').allInnerTexts()).toEqual([
        expect.stringContaining(screen.name(150)),
        expect.stringContaining(screen.name(149)),
      ]);
      await page.locator(`article[data-post-id="${postId}"]`).waitFor();
    });
  }
});
