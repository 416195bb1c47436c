import { and, eq } from 'drizzle-orm';
import { masterItems, posts, tasks } from '@kizuki/server/db/schema';
import { insertPost, userIdOf } from '@kizuki/server/test/fixtures';
import { selfCheckItems, tokyoDateAfter } from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { signedInPeople } from './support/session.ts';
import { jaScreens } from './support/strings.ts';
import { startTestServer } from './support/test-server.ts';

const APPROVER = 'mr-approver@cimgibu.example.com';
const AUTHOR = 'mr@cimgibu.example.com';
/** The demo's post in review that the mr-approver is to decide (db/demo/demo-work.ts). */
const DEMO_IN_REVIEW = '他社MRが新しい服薬指導せんを調剤薬局に配布していた。';
const REPLY = 'Same leaflet seen at a second pharmacy in the district this week.';
const PARENT = '大学病院の薬剤部で他社の新しい説明資料を見かけた。';
const s = jaScreens;

/**
 * Issue 39: an approver reads what they approve as it will be published, from the task and from
 * the post's own page while the post is in review: its classification, the post it quotes or
 * replies to, the author's self-check, the pre-screen's findings; then decides it. A phone, axe
 * on each screen, Japanese light and English dark.
 */
describe('an approver sees what they approve', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const people = signedInPeople(browsers, () => server.url);
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  const content = (page: Page) =>
    page.getByRole('region', { name: s.tasks.content, exact: true }).first();
  const checkAxe = async (page: Page) => {
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  };

  it('the demo approval: classification and self-check on the task, the post opens in review, approve from there', async () => {
    const [post] = await db()
      .select()
      .from(posts)
      .where(
        and(eq(posts.status, 'review'), eq(posts.authorUserId, (await userIdOf(db(), AUTHOR)).id)),
      );
    expect(post!.body).toContain(DEMO_IN_REVIEW);
    const [product] = await db()
      .select()
      .from(masterItems)
      .where(eq(masterItems.id, post!.competitiveProductId!));
    const [task] = await db().select().from(tasks).where(eq(tasks.postId, post!.id));

    const page = await people.open(APPROVER, { path: `/tasks/${task!.id}` });
    const box = content(page);
    await box.getByText(DEMO_IN_REVIEW).waitFor();
    const chips = box.getByRole('list', { name: '分類' });
    await chips.getByText(product!.nameJa).waitFor();
    await expect.poll(() => chips.locator('[aria-busy="true"]').count()).toBe(0);
    const checks = box.getByRole('region', { name: s.tasks.selfCheckTitle });
    await expect
      .poll(() => checks.locator('[data-self-check="yes"]').count())
      .toBe(selfCheckItems('post').length);
    await checks.getByText(s.selfCheck.noIdentification).waitFor();
    await checkAxe(page);

    // The post's own page, while it is in review: whole, and the way back to deciding it.
    await box.getByRole('link', { name: s.tasks.openContent }).click();
    await page.waitForURL(`**/posts/${post!.id}`);
    const article = page.locator('main article');
    await article.getByText(DEMO_IN_REVIEW).waitFor();
    await article.getByText(s.tasks.awaitingDecision).waitFor();
    await article.getByRole('list', { name: '分類' }).getByText(product!.nameJa).waitFor();
    await article.getByRole('region', { name: s.tasks.selfCheckTitle }).waitFor();
    await checkAxe(page);
    await article.getByRole('link', { name: s.tasks.decideInTask }).click();
    await page.waitForURL(`**/tasks/${task!.id}`);
    await page.getByRole('button', { name: s.tasks.approve }).click();
    await page.getByRole('status').filter({ hasText: s.tasks.approved }).waitFor();
    await expect
      .poll(async () => (await db().select().from(posts).where(eq(posts.id, post!.id)))[0]!.status)
      .toBe('published');
  });

  it('in English and dark: a comment shows the post it replies to, and a missing self-check item is marked', async () => {
    const parent = await insertPost(db(), 'pmo@cimgibu.example.com', 'published', { body: PARENT });
    const reply = await insertPost(db(), AUTHOR, 'review', {
      kind: 'reply',
      parentId: parent.id,
      body: REPLY,
      // One item left unconfirmed: an approver must see it.
      selfCheck: selfCheckItems('reply').slice(1),
      submittedAt: new Date(),
    });
    const approver = await userIdOf(db(), APPROVER);
    const [task] = await db()
      .insert(tasks)
      .values({
        unit: approver.unit,
        assigneeUserId: approver.id,
        type: 'comment-approval',
        status: 'to-do',
        dueOn: tokyoDateAfter(new Date(), 3),
        title: REPLY,
        postId: reply.id,
        requestedByUserId: (await userIdOf(db(), AUTHOR)).id,
      })
      .returning();

    const page = await people.open(APPROVER, {
      path: `/tasks/${task!.id}`,
      locale: 'en-US',
      prepare: ({ context }) =>
        context.addInitScript(() =>
          localStorage.setItem('kizuki.settings', JSON.stringify({ theme: 'dark', lang: 'en' })),
        ),
    });
    const box = page.getByRole('region', { name: 'The content', exact: true }).first();
    await box.getByText(REPLY).waitFor();
    const context = box.getByRole('region', { name: 'The post it replies to' });
    await context.getByText(PARENT).waitFor();
    const checks = box.getByRole('region', { name: 'The author’s self-check' });
    await expect.poll(() => checks.locator('[data-self-check="no"]').count()).toBe(1);
    expect(await checks.locator('[data-self-check="no"]').innerText()).toContain('Not confirmed');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await checkAxe(page);

    await box.getByRole('link', { name: 'Open the post' }).click();
    await page.waitForURL(`**/posts/${reply.id}`);
    await page.locator('main article').getByText(REPLY).waitFor();
    await page.getByRole('link', { name: 'Decide in the task' }).waitFor();
    await checkAxe(page);
  });
});
