import { and, eq } from 'drizzle-orm';
import { posts, tasks, users } from '@kizuki/server/db/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { walkComposerToConfirm } from './support/composer.ts';
import { signInAndAccept } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const BODY = '地域の基幹病院で他社の新しい講演会案内を確認した。';
/** The author's edit after the approver returned the post. */
const EDITED = '地域の基幹病院で他社の新しい講演会案内を確認した。対象は消化器内科の医師。';
const APPROVER = 'mr-approver@cimgibu.example.com';
const QUESTION = '講演会の開催時期と対象施設の規模を教えてください。';
const ANSWER = '開催は来月中旬、対象は200床以上の病院とのことです。';

describe('the approval and inquiry story, with four people signed in', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  let author: Page;
  let approver: Page;
  let reader: Page;
  let pmo: Page;
  let id = 0;

  const signedIn = async (email: string) => {
    const { page } = await browsers.open();
    await page.goto(server.url);
    await signInAndAccept(page, email);
    return page;
  };
  const tasksLink = (page: Page) =>
    page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: /タスク/ });
  /** The open task about a post (the first approver's, of several). */
  const openTaskAbout = async (postId: number) => {
    const [open] = await server.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.postId, postId), eq(tasks.status, 'to-do')));
    return open!;
  };

  beforeAll(async () => {
    server = await startTestServer();
    author = await signedIn('mr@cimgibu.example.com');
    approver = await signedIn(APPROVER);
    reader = await signedIn('rm@cimgibu.example.com');
    pmo = await signedIn('pmo@cimgibu.example.com');
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
    const [row] = await server.database.db.select().from(posts).where(eq(posts.body, BODY));
    expect(row).toMatchObject({ status: 'review' });
    id = row!.id;
  });

  it('the approver sees the task with its badge, and returns it with a reason', async () => {
    await approver.reload();
    // The badge counts the approver's open tasks: the demo's one and this one.
    const approverId = (
      await server.database.db.select().from(users).where(eq(users.email, APPROVER))
    )[0]!.id;
    const open = await server.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.assigneeUserId, approverId), eq(tasks.status, 'to-do')));
    expect(open.length).toBe(2);
    await expect.poll(() => tasksLink(approver).innerText(), { timeout: 15_000 }).toContain('2');
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

  it('the author sees the reason, edits the post and submits again; the approver approves', async () => {
    await author.goto(`${server.url}/posts?view=mine`);
    const card = author.locator('article[data-post-id]').filter({ hasText: BODY });
    // The reason arrives with the list's answer; the card may first show from the cache.
    await card.getByText('施設名が特定できる表現を削除してください。').waitFor();
    await card.click();
    await author.getByRole('button', { name: '編集する' }).click();
    // The composer opens on its confirm step with the draft's text, choices and checks.
    const composer = author.getByRole('dialog');
    await expect.poll(() => author.locator('#composer-step-title').innerText()).toBe('内容の確認');
    expect(await composer.getByLabel('本文').inputValue()).toBe(BODY);
    await composer.getByLabel('本文').fill(EDITED);
    // The submit button turns on once the text's pre-screen answers, and its colours then
    // change over 250 ms: axe measures after that, not halfway.
    const submit = composer.getByRole('button', { name: '投稿する', exact: true }).last();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await settle(author);
    expect(await seriousAxeViolations(author)).toEqual([]);
    await submit.click();
    await author.getByRole('status').filter({ hasText: '承認待ちになりました' }).waitFor();
    expect(
      (await server.database.db.select().from(posts).where(eq(posts.id, id)))[0],
    ).toMatchObject({ status: 'review', body: EDITED });

    await approver.goto(`${server.url}/tasks/${(await openTaskAbout(id)).id}`);
    await approver.getByText(EDITED).waitFor();
    await approver.getByRole('button', { name: '承認する' }).click();
    await approver.getByRole('status').filter({ hasText: '承認しました' }).waitFor();
    await approver.getByText('承認済み').first().waitFor();
  });

  it('the post appears on the timeline of a third person', async () => {
    await reader.reload();
    await reader.locator('article[data-post-id]').filter({ hasText: EDITED }).waitFor();
  });

  it('a pmo opens an inquiry on the post; the author answers; once approved the task is done', async () => {
    await pmo.goto(`${server.url}/posts/${id}`);
    await pmo.getByRole('button', { name: '投稿者に問い合わせる' }).click();
    const dialog = pmo.getByRole('dialog', { name: '問い合わせを送る' });
    await dialog.getByLabel('質問').fill(QUESTION);
    // The button turns on once the question's pre-screen has answered; its colour then changes.
    await expect
      .poll(() => dialog.getByRole('button', { name: '送信する' }).isEnabled())
      .toBe(true);
    await settle(pmo);
    expect(await seriousAxeViolations(pmo)).toEqual([]);
    await dialog.getByRole('button', { name: '送信する' }).click();
    await pmo.getByRole('status').filter({ hasText: '投稿者に問い合わせを送りました' }).waitFor();

    // The author finds it in the tray, and answers with a comment. An MR is given inquiries only,
    // so the tray offers no type chips (issue 39: only the types the role can receive).
    await author.goto(`${server.url}/tasks`);
    await author.getByRole('tab', { name: '未対応' }).waitFor();
    expect(await author.getByRole('group', { name: '種類で絞り込む' }).count()).toBe(0);
    const card = author.locator('article[data-task-id]').filter({ hasText: QUESTION });
    await card.waitFor();
    expect(await card.innerText()).toContain('あと14日');
    await card.click();
    await author.getByRole('button', { name: '回答する' }).click();
    const answer = author.getByRole('dialog', { name: '問い合わせに回答' });
    await answer.getByLabel('本文').fill(ANSWER);
    for (const box of await answer.getByRole('checkbox').all()) await box.check();
    await answer.getByRole('button', { name: '回答を送信する' }).click();
    await author.getByRole('status').filter({ hasText: '承認待ちになりました' }).waitFor();
    await author.getByText('回答は承認待ちです').waitFor();

    // The author's answers need approval too: the approver approves the comment.
    const [reply] = await server.database.db.select().from(posts).where(eq(posts.body, ANSWER));
    await approver.goto(`${server.url}/tasks/${(await openTaskAbout(reply!.id)).id}`);
    await approver.getByText(ANSWER).waitFor();
    await approver.getByRole('button', { name: '承認する' }).click();
    await approver.getByRole('status').filter({ hasText: '承認しました' }).waitFor();

    // The task is done for the author, and the asker sees the answer.
    await author.goto(`${server.url}/tasks?tab=finished`);
    const finished = author.locator('article[data-task-id]').filter({ hasText: QUESTION });
    await finished.waitFor();
    expect(await finished.innerText()).toContain('完了');
    await pmo.goto(`${server.url}/inquiries`);
    const inquiry = pmo.locator('article[data-inquiry-id]').filter({ hasText: QUESTION });
    await inquiry.waitFor();
    expect(await inquiry.innerText()).toContain('完了');
    await settle(pmo);
    expect(await seriousAxeViolations(pmo)).toEqual([]);
    await inquiry.click();
    await pmo.getByText(ANSWER).waitFor();
    await settle(pmo);
    expect(await seriousAxeViolations(pmo)).toEqual([]);
  });

  it('the asker is told: a notice, its badge, read when opened, leading to the inquiry', async () => {
    const notices = pmo
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: /お知らせ/ });
    await pmo.goto(`${server.url}/notifications`);
    await expect.poll(() => notices.innerText()).toContain('1');
    const card = pmo
      .locator('article[data-notification-id]')
      .filter({ hasText: '問い合わせに回答がありました' });
    await card.waitFor();
    expect(await card.innerText()).toContain('未読');
    await settle(pmo);
    expect(await seriousAxeViolations(pmo)).toEqual([]);
    await card.click();
    await pmo.getByRole('heading', { name: '問い合わせに回答がありました' }).waitFor();
    await settle(pmo);
    expect(await seriousAxeViolations(pmo)).toEqual([]);
    // Opening it marked it read: the badge is gone.
    await expect.poll(() => notices.locator('[data-badge]').count()).toBe(0);
    await pmo.getByRole('link', { name: '開く' }).click();
    await pmo.waitForURL(/\/inquiries\/\d+$/);
    await pmo.getByText(ANSWER).waitFor();
  });

  it('the author marks every notice read at once', async () => {
    await author.goto(`${server.url}/notifications`);
    await author.locator('article[data-notification-id]').first().waitFor();
    expect(await author.getByText('未読').count()).toBeGreaterThan(0);
    await author.getByRole('button', { name: 'すべて既読' }).click();
    await author.getByRole('status').filter({ hasText: 'すべて既読にしました' }).waitFor();
    await expect.poll(() => author.getByText('未読').count()).toBe(0);
  });

  it('the author archives the post: it leaves the timeline, still found by search', async () => {
    await author.goto(`${server.url}/posts/${id}`);
    await author.getByRole('button', { name: 'その他の操作' }).click();
    await author.getByRole('menuitem', { name: 'アーカイブ' }).click();
    await author
      .getByRole('dialog', { name: 'この投稿をアーカイブしますか？' })
      .getByRole('button', { name: 'アーカイブ' })
      .click();
    await author.getByRole('status').filter({ hasText: 'アーカイブしました' }).waitFor();
    expect((await server.database.db.select().from(posts).where(eq(posts.id, id)))[0]!.status).toBe(
      'archived',
    );
    await reader.goto(server.url);
    await reader.locator('article[data-post-id]').first().waitFor();
    expect(await reader.locator(`article[data-post-id="${id}"]`).count()).toBe(0);
    await reader.getByRole('searchbox', { name: 'キーワードで検索' }).fill('消化器内科の医師');
    await reader.locator(`article[data-post-id="${id}"]`).waitFor();
  });
});
