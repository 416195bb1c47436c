import { parse } from 'csv-parse/sync';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { masterItems, posts } from '@kizuki/server/db/schema';
import { addTasks } from '@kizuki/server/test/fixtures';
import { STEP_NAMES } from '@kizuki/shared/rules';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.ts';
import { ja } from '../src/lib/i18n/ja.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { signInAndAccept } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const READER = 'rm@cimgibu.example.com';

/** A downloaded file's text, as a spreadsheet would read it: UTF-8 (the BOM kept to check it). */
async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The file's rows after its header, parsed as a spreadsheet would (quoted texts may hold commas). */
function rowsOf(csv: string): string[][] {
  const rows: string[][] = parse(csv, { bom: true });
  return rows.slice(1);
}
const idsOf = (csv: string) => rowsOf(csv).map((row) => Number(row[0]));

describe('CSV export of a filtered list (issue 23)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer();
    await addTasks(server.database.db, READER, [
      { dueOn: '2030-01-10', type: 'inquiry' },
      { dueOn: '2030-01-11' },
    ]);
    ({ page } = await browsers.open());
    await page.goto(server.url);
    await signInAndAccept(page, READER);
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('exports the timeline filtered by a disease area: the file holds the list’s posts, in Japanese', async () => {
    const db = server.database.db;
    // The disease area of the newest post: the filter that narrows the timeline.
    const [newest] = await db
      .select({ groupId: posts.diseaseGroupId })
      .from(posts)
      .where(and(eq(posts.unit, 'cimgibu'), eq(posts.status, 'published')))
      .orderBy(desc(posts.publishedAt))
      .limit(1);
    const [group] = await db
      .select({ nameJa: masterItems.nameJa })
      .from(masterItems)
      .where(eq(masterItems.id, newest!.groupId!));
    const expected = (
      await db
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(
            eq(posts.unit, 'cimgibu'),
            eq(posts.status, 'published'),
            inArray(posts.kind, ['post', 'quote']),
            eq(posts.diseaseGroupId, newest!.groupId!),
          ),
        )
        .orderBy(desc(posts.publishedAt), desc(posts.id))
    ).map((post) => post.id);

    await page.getByRole('searchbox', { name: ja.lists.keyword }).waitFor();
    await page.getByRole('button', { name: ja.lists.filters_zero }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByRole('combobox', { name: STEP_NAMES.ja.diseaseGroup });
    await field.click();
    await field.pressSequentially(group!.nameJa);
    await page.getByRole('option', { name: group!.nameJa, exact: true }).click();
    await dialog.getByRole('button', { name: ja.lists.applyFilters }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list shows the filtered posts, newest first.
    await page.locator(`article[data-post-id="${expected[0]}"]`).waitFor();
    const shown = await page
      .locator('article[data-post-id]')
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-post-id'))));
    expect(shown).toEqual(expected.slice(0, shown.length));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ja.lists.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kizuki-posts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await textOf(file);
    expect(csv.startsWith('\uFEFFID,種別,ステータス,')).toBe(true);
    const [header]: string[][] = parse(csv, { bom: true });
    const groupColumn = header!.indexOf(STEP_NAMES.ja.diseaseGroup);
    expect(groupColumn).toBeGreaterThan(0);
    expect(idsOf(csv)).toEqual(expected);
    expect(rowsOf(csv).every((row) => row[groupColumn] === group!.nameJa)).toBe(true);

    // A phone shows no download bar: the toast names the file and where it went (issue 39).
    await page
      .getByRole('status')
      .getByText(ja.lists.exported.replace('{{file}}', file.suggestedFilename()))
      .waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('exports the task tray in English, in the dark theme', async () => {
    await page.evaluate(() =>
      localStorage.setItem('kizuki.settings', JSON.stringify({ lang: 'en', theme: 'dark' })),
    );
    await page.goto(`${server.url}/tasks?tab=all`);
    const button = page.getByRole('button', { name: en.lists.exportCsv });
    await button.waitFor();
    const cards = page.locator('[data-task-id]');
    await cards.first().waitFor();
    const shown = await cards.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('data-task-id'))),
    );

    // An icon alone, named on hover too; started from the keyboard, it keeps the focus.
    expect(await button.getAttribute('title')).toBe(en.lists.exportCsv);
    const download = page.waitForEvent('download');
    await button.focus();
    await page.keyboard.press('Enter');
    const file = await download;
    const csv = await textOf(file);
    expect(csv.startsWith('\uFEFFID,Type,Status,Title,')).toBe(true);
    expect(idsOf(csv)).toEqual(shown);
    expect(shown.length).toBeGreaterThanOrEqual(2);

    await page
      .getByRole('status')
      .getByText(en.lists.exported.replace('{{file}}', file.suggestedFilename()))
      .waitFor();
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
