import { and, eq } from 'drizzle-orm';
import { posts, tasks } from '@kizuki/server/db/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { walkComposerToConfirm } from './support/composer.ts';
import { signInAndAccept } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const BODY = '地域の基幹病院で他社の新しい講演会案内を確認した。';

describe('the approval story, with three people signed in', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  let author: Page;
  let approver: Page;
  let reader: Page;

  const signedIn = async (email: string) => {
    const { page } = await browsers.open();
    await page.goto(server.url);
    await signInAndAccept(page, email);
    return page;
  };
  const tasksLink = (page: Page) =>
    page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: /タスク/ });
  const postId = async () => {
    const [row] = await server.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.body, BODY), eq(posts.kind, 'post')));
    return row!.id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    author = await signedIn('mr@cimgibu.example.com');
    approver = await signedIn('mr-approver@cimgibu.example.com');
    reader = await signedIn('rm@cimgibu.example.com');
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('an mr submits a post, and it waits for approval', async () => {
    await author.getByRole('button', { name: '投稿する' }).click();
    const composer = await walkComposerToConfirm(author);
    await composer.getByLabel('本文').fill(BODY);
    for (const box of await composer.getByRole('checkbox').all()) await box.check();
    await composer.getByRole('button', { name: '投稿する', exact: true }).last().click();
    await author.getByRole('status').filter({ hasText: '承認待ちになりました' }).waitFor();
    expect(
      (await server.database.db.select().from(posts).where(eq(posts.body, BODY)))[0],
    ).toMatchObject({
      status: 'review',
    });
  });

  it('the approver sees the task with its badge, and returns it with a reason', async () => {
    await approver.reload();
    await expect.poll(() => tasksLink(approver).innerText()).toContain('1');
    await tasksLink(approver).click();
    const card = approver.locator('article[data-task-id]').first();
    await card.waitFor();
    expect(await card.innerText()).toContain('投稿の承認');
    expect(await card.innerText()).toContain('あと3日');
    await settle(approver);
    expect(await seriousAxeViolations(approver)).toEqual([]);
    await card.click();
    await approver.getByText(BODY).waitFor();
    await settle(approver);
    expect(await seriousAxeViolations(approver)).toEqual([]);
    await approver.getByRole('button', { name: '差し戻す' }).click();
    const dialog = approver.getByRole('dialog', { name: '差し戻しの理由' });
    await dialog.getByLabel('理由').fill('施設名が特定できる表現を削除してください。');
    await dialog.getByRole('button', { name: '差し戻す' }).click();
    await approver.getByRole('status').filter({ hasText: '差し戻しました' }).waitFor();
    await approver.getByText('差し戻し済み').first().waitFor();
  });

  it('the author sees the reason and submits again; the approver approves', async () => {
    await author.goto(`${server.url}/posts?view=mine`);
    const card = author.locator('article[data-post-id]').filter({ hasText: BODY });
    await card.waitFor();
    expect(await card.innerText()).toContain('施設名が特定できる表現を削除してください。');
    await card.click();
    await author.getByRole('button', { name: '投稿を提出する' }).click();
    await author.getByRole('status').filter({ hasText: '承認待ちになりました' }).waitFor();

    const id = await postId();
    const [open] = await server.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.postId, id), eq(tasks.status, 'to-do')));
    await approver.goto(`${server.url}/tasks/${open!.id}`);
    await approver.getByRole('button', { name: '承認する' }).click();
    await approver.getByRole('status').filter({ hasText: '承認しました' }).waitFor();
    await approver.getByText('承認済み').first().waitFor();
  });

  it('the post appears on the timeline of a third person', async () => {
    await reader.reload();
    await reader.locator('article[data-post-id]').filter({ hasText: BODY }).waitFor();
  });
});
