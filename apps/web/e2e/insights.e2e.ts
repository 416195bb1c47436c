import { and, eq, inArray, sql } from 'drizzle-orm';
import { masterItems, posts } from '@kizuki/server/db/schema';
import { insertPost, validClassification } from '@kizuki/server/test/fixtures';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jaScreens } from './support/strings.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { openSignedIn } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const PMO = 'pmo@cimgibu.example.com';
const s = jaScreens.insights;
/** Enough posts this week that the product leads the trend and the ranking. */
const CREATED = 30;

describe('the insights screen (issue 22)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  let pmo: Page;
  let product: { id: number; nameJa: string };

  const signedIn = (email: string) => openSignedIn(browsers, server.url, email);

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    const classification = await validClassification(db, 'cimgibu');
    const [found] = await db
      .select({ id: masterItems.id, nameJa: masterItems.nameJa })
      .from(masterItems)
      .where(eq(masterItems.id, classification.competitiveProductId!));
    product = found!;
    for (let index = 0; index < CREATED; index += 1) {
      await insertPost(db, 'mr@cimgibu.example.com', 'published', {
        ...classification,
        body: `インサイト確認用の投稿 ${index}: 競合品の新しい資料が配られていた。`,
      });
    }
    pmo = await signedIn(PMO);
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  /** This week's published posts of the product, counted straight from the posts. */
  const postsThisWeek = async () => {
    const [{ count }] = (await server.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(posts)
      .where(
        and(
          eq(posts.unit, 'cimgibu'),
          eq(posts.status, 'published'),
          inArray(posts.kind, ['post', 'quote']),
          eq(posts.competitiveProductId, product.id),
          sql`kizuki_tokyo_week(${posts.publishedAt}) = kizuki_tokyo_week(now())`,
        ),
      )) as [{ count: number }];
    return count;
  };

  it('shows a trend that matches the posts, exports it as CSV, and drills down from a bar', async () => {
    await pmo.goto(`${server.url}/profile`);
    await pmo.getByRole('link', { name: new RegExp(s.title) }).click();
    await pmo.getByRole('heading', { level: 1, name: s.title }).waitFor();

    // The trend's table: the product's row ends with this week's count.
    const trend = pmo.getByRole('region', { name: s.trend });
    await trend.getByText(s.showTable).click();
    const row = trend.getByRole('row').filter({ hasText: product.nameJa });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    const expected = await postsThisWeek();
    expect(expected).toBeGreaterThanOrEqual(CREATED);
    expect(Number(cells.at(-1))).toBe(expected);
    await settle(pmo);
    const violations = await seriousAxeViolations(pmo);
    expect(violations).toEqual([]);

    // The same numbers as CSV, readable by Excel.
    const download = pmo.waitForEvent('download');
    await trend.getByRole('button', { name: s.exportCsv }).click();
    let csv = '';
    for await (const chunk of await (await download).createReadStream()) csv += String(chunk);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const line = csv.split('\r\n').find((candidate) => candidate.startsWith(product.nameJa));
    expect(line?.split(',').at(-1)).toBe(String(expected));

    // The ranking's first bar is the product: tapping it opens the timeline filtered by it.
    const ranking = pmo.getByRole('region', { name: s.ranking });
    await ranking.locator('.MuiBarChart-element').first().click();
    await pmo.waitForURL(`${server.url}/`);
    const stored = await pmo.evaluate(() => localStorage.getItem('kizuki.lists'));
    expect(JSON.parse(stored!).timeline.filters).toEqual({ competitiveProductId: [product.id] });
    await pmo
      .getByRole('button', { name: new RegExp(product.nameJa) })
      .first()
      .waitFor();
    await pmo.getByText('インサイト確認用の投稿').first().waitFor();
  });

  it('sends someone outside the PMO group home, and the API refuses them', async () => {
    const mr = await signedIn('mr@cimgibu.example.com');
    await mr.goto(`${server.url}/insights`);
    await mr.waitForURL(`${server.url}/`);
    await mr.goto(`${server.url}/profile`);
    await mr.getByRole('heading', { level: 1 }).waitFor();
    expect(await mr.getByRole('link', { name: new RegExp(s.title) }).count()).toBe(0);
  });
});
