import { and, eq, ne } from 'drizzle-orm';
import { masterItems, posts, users } from '@kizuki/server/db/schema';
import { validClassification } from '@kizuki/server/test/fixtures';
import { selfCheckItems } from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { walkComposerToConfirm } from './support/composer.ts';
import { signInAndAccept } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const READER = 'hq@cimgibu.example.com';
const WRITER = 'pmo-approver@cimgibu.example.com';

/** 26 posts published after the reader's first sign-in: two pages, all of them unread. */
const BODIES = [
  '大学病院の外来に他社の掲示物があった。',
  'Hospital pharmacists attended a meeting on biologics.',
  '薬局でｶﾞｲﾄﾞﾗｲﾝ改訂の案内を見かけた。',
  ...Array.from({ length: 23 }, (_, index) => `地域の勉強会の報告その${index + 1}。`),
];

describe('reading: timeline, search, filters, sort, detail, reactions, replies, quotes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  let page: Page;
  let classification: Awaited<ReturnType<typeof validClassification>>;
  const ids: number[] = [];

  const cards = () => page.locator('article[data-post-id]');
  const cardTexts = () => cards().allInnerTexts();
  const homeLink = () =>
    page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link').first();
  const search = async (keyword: string) => {
    const box = page.getByRole('searchbox', { name: 'キーワードで検索' });
    await box.fill(keyword);
  };
  const untilTotal = async (count: number) =>
    expect
      .poll(() =>
        page
          .getByText(/^\d+件$/)
          .first()
          .innerText(),
      )
      .toBe(`${count}件`);

  beforeAll(async () => {
    server = await startTestServer();
    ({ page } = await browsers.open());
    await page.goto(server.url);
    await signInAndAccept(page, READER);
    const db = server.database.db;
    const [writer] = await db.select().from(users).where(eq(users.email, WRITER));
    classification = await validClassification(db, 'cimgibu');
    const start = Date.now() + 1_000;
    for (const [index, body] of BODIES.entries()) {
      const at = new Date(start + index * 1_000);
      const [row] = await db
        .insert(posts)
        .values({
          unit: 'cimgibu',
          authorUserId: writer!.id,
          kind: 'post',
          status: 'published',
          body,
          ...classification,
          // Distinct counts for the two reaction sorts: the first post has the most likes, the
          // second the most "same" reactions.
          likeCount: index === 0 ? 9 : 0,
          sameCount: index === 1 ? 7 : 0,
          selfCheck: selfCheckItems('post'),
          submittedAt: at,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: posts.id });
      ids.push(row!.id);
    }
    await page.reload();
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('shows the newest posts first, marked unread, with the unread count on Home', async () => {
    await cards().first().waitFor();
    // The first screen's cards are drawn first, the rest of the page right after (useCardsToDraw).
    await expect.poll(() => cards().count()).toBe(20);
    expect(await cards().first().innerText()).toContain('地域の勉強会の報告その23。');
    expect(await cards().first().locator('[data-unread]').count()).toBe(1);
    await expect.poll(() => homeLink().innerText()).toContain('26');
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens a post, which takes its unread mark and one off the Home badge', async () => {
    await cards().first().click();
    await page.getByRole('heading', { name: /./, level: 2 }).first().waitFor();
    await page.getByText('地域の勉強会の報告その23。').waitFor();
    await expect.poll(() => homeLink().innerText()).toContain('25');
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '戻る' }).click();
    await cards().first().waitFor();
    await expect.poll(() => cards().first().locator('[data-unread]').count()).toBe(0);
  });

  it('searches a Japanese two-character word, an English word, and full-width for half-width', async () => {
    await search('掲示');
    await expect.poll(cardTexts).toEqual([expect.stringContaining('他社の掲示物')]);
    // Words that no classification item is named by (a keyword finds those posts too, below).
    await search('attended');
    await expect.poll(cardTexts).toEqual([expect.stringContaining('attended a meeting')]);
    await search('ＡＴＴＥＮＤＥＤ');
    await search('ａｔｔｅｎｄｅｄ ａ');
    await expect.poll(cardTexts).toEqual([expect.stringContaining('attended a meeting')]);
    await search('ガイドライン改訂');
    await expect.poll(cardTexts).toEqual([expect.stringContaining('ｶﾞｲﾄﾞﾗｲﾝ改訂')]);
    // The keyword is the timeline's own: it survives a reload.
    await page.reload();
    await untilTotal(1);
    expect(await page.getByRole('searchbox').inputValue()).toBe('ガイドライン改訂');
    await page.getByRole('button', { name: 'キーワードを消去' }).click();
  });

  it('finds a post by the product it is classified with, a name its text does not hold (issue 39)', async () => {
    // The posts above are classified with the unit's first product: ヒュミラ（アダリムマブ）,
    // Humira (adalimumab); their texts name no product.
    const [product] = await server.database.db
      .select()
      .from(masterItems)
      .where(eq(masterItems.id, classification.competitiveProductId!));
    expect(product).toMatchObject({
      nameJa: 'ヒュミラ（アダリムマブ）',
      nameEn: 'Humira (adalimumab)',
    });
    expect(BODIES.some((body) => /ヒュミラ|humira/i.test(body))).toBe(false);
    for (const keyword of ['ヒュミラ', 'ｈｕｍｉｒａ']) {
      await search('存在しない語');
      await expect.poll(() => cards().count()).toBe(0);
      await search(keyword);
      await expect.poll(() => cards().first().innerText()).toContain('地域の勉強会の報告その23。');
    }
    await page.getByRole('button', { name: 'キーワードを消去' }).click();
  });

  it('sorts by most likes and by most same reactions', async () => {
    const sortBy = async (name: string) => {
      await page.getByRole('button', { name: /^並び替え/ }).click();
      await page.getByRole('menuitem', { name }).click();
      await page.getByRole('menu').waitFor({ state: 'detached' });
    };
    await sortBy('「いいね」が多い順');
    await expect.poll(async () => (await cardTexts())[0]).toContain('他社の掲示物');
    await sortBy('「同じ現象」が多い順');
    await expect.poll(async () => (await cardTexts())[0]).toContain('attended a meeting');
    await sortBy('新しい順');
    await expect.poll(async () => (await cardTexts())[0]).toContain('その23');
  });

  it('filters by a disease and scrolls past the first page', async () => {
    // Every post and quote of the unit: this file's and the demo's.
    const total = (
      await server.database.db
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(eq(posts.unit, 'cimgibu'), eq(posts.status, 'published'), ne(posts.kind, 'reply')),
        )
    ).length;
    await page.getByRole('button', { name: /^絞り込み/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').first().waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const field = dialog.getByRole('combobox').nth(1);
    await field.click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    await options.first().click();
    await dialog.getByRole('button', { name: '適用する' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^絞り込み/ }).getAttribute('aria-label'))
      .toBe('絞り込み（1条件）');
    const filtered = Number(
      (
        await page
          .getByText(/^\d+件$/)
          .first()
          .innerText()
      ).replace('件', ''),
    );
    expect(filtered).toBeLessThan(total);
    await page.getByRole('button', { name: /^絞り込み/ }).click();
    await page.getByRole('button', { name: 'すべて解除' }).click();
    await page.getByRole('button', { name: '適用する' }).click();
    await cards().first().waitFor();
    await expect.poll(() => cards().count()).toBe(20);
    await cards().nth(19).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => cards().count()).toBeGreaterThan(20);
  });

  it('reacts, replies and quotes from the detail screen', async () => {
    await page.goto(`${server.url}/posts/${ids[2]}`);
    const like = page.getByRole('button', { name: 'いいね' });
    await like.waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('[data-counter="likes"]').innerText()).toBe('1');

    await page.getByRole('button', { name: '返信する' }).click();
    const reply = page.getByRole('dialog', { name: 'コメントを書く' });
    await reply.getByRole('textbox').fill('当院の周辺でも同じ案内を確認しました。');
    for (const box of await reply.getByRole('checkbox').all()) await box.check();
    await reply.getByRole('button', { name: '送信する' }).click();
    await page.locator('[data-reply-id]').first().waitFor();
    expect(await page.locator('[data-reply-id]').innerText()).toContain('同じ案内を確認しました');
    await expect.poll(() => page.locator('[data-counter="comments"]').innerText()).toBe('1');

    await page.getByRole('button', { name: '引用して投稿' }).click();
    const composer = await walkComposerToConfirm(page);
    await composer.getByRole('textbox').fill('他の地域でも同じ改訂の案内がありました。');
    for (const box of await composer.getByRole('checkbox').all()) await box.check();
    await composer.getByRole('button', { name: '投稿する', exact: true }).last().click();
    await composer.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-counter="retweets"]').innerText()).toBe('1');
    const [quote] = await server.database.db
      .select()
      .from(posts)
      .where(eq(posts.quotedId, ids[2]!));
    expect(quote).toMatchObject({ kind: 'quote', status: 'published' });
  });
});
