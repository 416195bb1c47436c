import { and, eq, inArray, sql } from 'drizzle-orm';
import { masterItems, posts } from '@kizuki/server/db/schema';
import { insertPost, validClassification } from '@kizuki/server/test/fixtures';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWeeks, DEFAULT_INSIGHT_WEEKS, tokyoDateOf, weekOf } from '@kizuki/shared/rules';
import { ja as jaShell } from '../src/lib/i18n/ja.ts';
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

    // The ranking's first bar is the product: tapping it opens the post list filtered by it, under
    // its own tab (the Home timeline keeps its own conditions).
    const ranking = pmo.getByRole('region', { name: s.ranking });
    await ranking.locator('.MuiBarChart-element').first().click();
    await pmo.waitForURL(`${server.url}/posts`);
    const stored = await pmo.evaluate(() => localStorage.getItem('kizuki.lists'));
    expect(JSON.parse(stored!).posts.filters).toEqual({ competitiveProductId: [product.id] });
    expect(JSON.parse(stored!).timeline?.filters ?? {}).toEqual({});
    const selectedTab = pmo.getByRole('navigation').locator('[aria-current="page"]');
    expect(await selectedTab.innerText()).toBe(jaShell.nav.posts);
    await pmo
      .getByRole('button', { name: new RegExp(product.nameJa) })
      .first()
      .waitFor();
    await pmo.getByText('インサイト確認用の投稿').first().waitFor();
  });

  it('exports the trend as an image with its title, period and legend, its lines told apart by dashes and marks', async () => {
    await pmo.goto(`${server.url}/insights`);
    const trend = pmo.getByRole('region', { name: s.trend });
    await trend.locator('.MuiLineChart-line').first().waitFor({ state: 'attached' });

    // Straight segments that never go under the zero line: no curve, no y below the x axis.
    const paths = await trend
      .locator('.MuiLineChart-line')
      .evaluateAll((lines) => lines.map((line) => line.getAttribute('d') ?? ''));
    const axisY = await trend
      .locator('.MuiChartsAxis-directionX .MuiChartsAxis-line')
      .evaluate((line) => line.getBoundingClientRect().y);
    const lineBottoms = await trend
      .locator('.MuiLineChart-line')
      .evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().bottom));
    for (const d of paths) expect(d).toMatch(/^M[^CQSTA]*$/);
    for (const bottom of lineBottoms) expect(bottom).toBeLessThanOrEqual(axisY + 0.5);

    // The SVG source the PNG is drawn from, as the page loads it into the image it draws.
    await pmo.evaluate(() => {
      const drawn: string[] = [];
      (window as unknown as { drawnImages: string[] }).drawnImages = drawn;
      const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
      Object.defineProperty(HTMLImageElement.prototype, 'src', {
        ...src,
        set(this: HTMLImageElement, value: string) {
          if (value.startsWith('data:image/svg+xml')) drawn.push(value);
          src.set!.call(this, value);
        },
      });
    });
    const download = pmo.waitForEvent('download');
    await trend.getByRole('button', { name: s.exportImage }).click();
    const png = Buffer.concat(
      await (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of await (await download).createReadStream()) chunks.push(chunk);
        return chunks;
      })(),
    );
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const source = await pmo.evaluate(() =>
      decodeURIComponent(
        (window as unknown as { drawnImages: string[] }).drawnImages.at(-1)!.split(',')[1]!,
      ),
    );
    const exported = await pmo.evaluate((svg) => {
      const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
      const legend = root.querySelector('[data-legend]');
      return {
        height: Number(root.getAttribute('height')),
        texts: [...root.children]
          .filter((node) => node.tagName === 'text')
          .map((node) => node.textContent),
        legend: [...(legend?.querySelectorAll('text') ?? [])]
          .map((node) => node.textContent)
          .join(''),
        legendDashes: [...(legend?.querySelectorAll('line') ?? [])].map((line) =>
          line.getAttribute('stroke-dasharray'),
        ),
        lineDashes: [...root.querySelectorAll('.MuiLineChart-line')].map(
          (line) => /stroke-dasharray:([^;]*)/.exec(line.getAttribute('style') ?? '')?.[1],
        ),
      };
    }, source);
    // The PNG is the whole composition, at twice its size.
    expect(png.readUInt32BE(20)).toBe(exported.height * 2);
    expect(exported.texts[0]).toBe(s.trendImageTitle);
    // The period in Japanese dates of the Tokyo calendar: the first week's Monday to today.
    const now = await pmo.evaluate(() => Date.now());
    const today = tokyoDateOf(new Date(now));
    const from = addWeeks(weekOf(today), 1 - DEFAULT_INSIGHT_WEEKS);
    const day = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
    const period = exported.texts.find((text) => text?.startsWith('期間'));
    expect(period).toContain(`${from.slice(0, 4)}年${day(from)}`);
    expect(period).toContain(day(today));
    expect(exported.legend).toContain(product.nameJa);
    // Each line its own dash pattern, in the chart and in the legend.
    expect(new Set(exported.lineDashes).size).toBe(exported.lineDashes.length);
    expect(new Set(exported.legendDashes).size).toBe(exported.legendDashes.length);
    expect(exported.legendDashes.length).toBe(exported.lineDashes.length);
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
