import { and, eq } from 'drizzle-orm';
import { posts, tasks } from '@kizuki/server/db/schema';
import { insertPost, userIdOf, validClassification } from '@kizuki/server/test/fixtures';
import { tokyoDateAfter } from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enScreens } from '../src/lib/i18n/en-screens.ts';
import { jaScreens } from '../src/lib/i18n/ja-screens.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { signedInPeople } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const AUTHOR = 'mr@cimgibu.example.com';
const APPROVER = 'mr-approver@cimgibu.example.com';

/** What the asker reads in each language while the answer waits, once it is published, and told. */
const ASKER_VIEW = {
  ja: {
    asker: 'pmo@cimgibu.example.com',
    awaitingTag: '回答の承認待ち',
    awaitingDetail: '回答は承認待ちです',
    done: '完了',
    answeredNotice: '問い合わせに回答がありました',
  },
  en: {
    // An admin: one who may read content in review elsewhere still waits for the approval here.
    asker: 'hq@cimgibu.example.com',
    awaitingTag: 'Answer awaiting approval',
    awaitingDetail: 'The answer is waiting for approval',
    done: 'Done',
    answeredNotice: 'Your inquiry was answered',
  },
} as const;

describe('an inquiry is answered when its answer can be read: the asker’s view, in both languages', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  let author: Page;
  let approver: Page;

  const people = signedInPeople(browsers, () => server.url);
  const signedIn = (email: string) => people.open(email);

  beforeAll(async () => {
    server = await startTestServer();
    author = await signedIn(AUTHOR);
    approver = await signedIn(APPROVER);
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  for (const language of ['ja', 'en'] as const) {
    const view = ASKER_VIEW[language];
    const question = `${language}: 処方の変化について、具体的な数字はありますか。`;
    const answer = `${language}: 前月比で約2割増えています（社内集計）。`;

    it(`${language}: waiting for approval, then answered, done and told once`, async () => {
      const db = server.database.db;
      const asker = await signedIn(view.asker);
      if (language === 'en') {
        await asker.goto(`${server.url}/profile`);
        await asker.getByRole('button', { name: 'English' }).click();
        await asker.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
      }
      // The asker's inquiry about the author's published post.
      const post = await insertPost(db, AUTHOR, 'published', {
        body: `${language}: A大学病院の消化器内科で他社MRが新しい資材を配布していた。`,
        ...(await validClassification(db, 'cimgibu')),
      });
      const [inquiry] = await db
        .insert(tasks)
        .values({
          unit: 'cimgibu',
          assigneeUserId: post.authorUserId,
          type: 'inquiry',
          status: 'to-do',
          dueOn: tokyoDateAfter(new Date(), 14),
          title: post.body.slice(0, 80),
          postId: post.id,
          requestedByUserId: (await userIdOf(db, view.asker)).id,
          question,
        })
        .returning();

      // The author answers; the answer waits for comment approval.
      await author.goto(`${server.url}/tasks/${inquiry!.id}`);
      await author.getByRole('button', { name: '回答する' }).click();
      const dialog = author.getByRole('dialog', { name: '問い合わせに回答' });
      await dialog.getByLabel('本文').fill(answer);
      for (const box of await dialog.getByRole('checkbox').all()) await box.check();
      await dialog.getByRole('button', { name: '回答を送信する' }).click();
      await author.getByText('回答は承認待ちです').waitFor();

      // The asker: not done, the answer not readable yet, and no notice.
      await asker.goto(`${server.url}/inquiries`);
      const card = asker.locator('article[data-inquiry-id]').filter({ hasText: question });
      await card.waitFor();
      await expect.poll(() => card.innerText()).toContain(view.awaitingTag);
      expect(await card.innerText()).not.toContain(view.done);
      await settle(asker);
      expect(await seriousAxeViolations(asker)).toEqual([]);
      await card.click();
      await asker.getByText(view.awaitingDetail).waitFor();
      expect(await asker.getByText(answer).count()).toBe(0);
      await settle(asker);
      expect(await seriousAxeViolations(asker)).toEqual([]);
      await asker.goto(`${server.url}/notifications`);
      await asker.locator('main').waitFor();
      const notices = asker.locator('article[data-notification-id]').filter({ hasText: question });
      expect(await notices.count()).toBe(0);

      // The approver approves the answer.
      const [reply] = await db
        .select({ answerPostId: tasks.answerPostId })
        .from(tasks)
        .where(eq(tasks.id, inquiry!.id));
      const [approval] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.postId, reply!.answerPostId!), eq(tasks.status, 'to-do')));
      await approver.goto(`${server.url}/tasks/${approval!.id}`);
      await approver.getByText(answer).waitFor();
      await approver.getByRole('button', { name: '承認する' }).click();
      await approver.getByRole('status').filter({ hasText: '承認しました' }).waitFor();

      // The asker: done, the answer readable, and told exactly once.
      await asker.goto(`${server.url}/inquiries`);
      await card.waitFor();
      await expect.poll(() => card.innerText()).toContain(view.done);
      expect(await card.innerText()).not.toContain(view.awaitingTag);
      await card.click();
      await asker.getByText(answer).waitFor();
      expect(await asker.getByText(view.awaitingDetail).count()).toBe(0);
      await settle(asker);
      expect(await seriousAxeViolations(asker)).toEqual([]);
      await asker.goto(`${server.url}/notifications`);
      await notices.first().waitFor();
      expect(await notices.count()).toBe(1);
      expect(await notices.innerText()).toContain(view.answeredNotice);
    });
  }
  for (const language of ['ja', 'en'] as const) {
    const s = language === 'ja' ? jaScreens : enScreens;
    const question = `${language}: 返品の理由は分かりますか。`;
    const first = `${language}: 在庫の調整と聞いています。`;
    const rewritten = `${language}: 在庫の調整です（卸に確認済み）。`;
    const reason = `${language}: 誰に確認したかを書いてください。`;

    it(`${language}: the author’s returned answer is to do again, with the reason, and answering again rewrites it`, async () => {
      const db = server.database.db;
      const post = await insertPost(db, AUTHOR, 'published', {
        body: `${language}: B病院で他社の講演会の案内が配られていた。`,
        ...(await validClassification(db, 'cimgibu')),
      });
      const [inquiry] = await db
        .insert(tasks)
        .values({
          unit: 'cimgibu',
          assigneeUserId: post.authorUserId,
          type: 'inquiry',
          status: 'to-do',
          dueOn: tokyoDateAfter(new Date(), 14),
          title: post.body.slice(0, 80),
          postId: post.id,
          requestedByUserId: (await userIdOf(db, 'pmo@cimgibu.example.com')).id,
          question,
        })
        .returning();
      // The author's phone, in this test's language.
      const writer = await people.open(AUTHOR, {
        path: `/tasks/${inquiry!.id}`,
        prepare: ({ page }) =>
          page.addInitScript(
            (lang) => localStorage.setItem('kizuki.settings', JSON.stringify({ lang })),
            language,
          ),
      });

      // The author answers; the answer waits for approval.
      await writer.getByRole('button', { name: s.inquiries.answerAction, exact: true }).click();
      const dialog = writer.getByRole('dialog', { name: s.inquiries.answerTitle });
      await dialog.getByLabel(s.composer.text, { exact: true }).fill(first);
      for (const box of await dialog.getByRole('checkbox').all()) await box.check();
      await dialog.getByRole('button', { name: s.inquiries.sendAnswer }).click();
      await writer.getByText(s.inquiries.answerInReview).waitFor();
      const [{ answerPostId }] = (await db
        .select({ answerPostId: tasks.answerPostId })
        .from(tasks)
        .where(eq(tasks.id, inquiry!.id))) as [{ answerPostId: number }];
      expect(answerPostId).toBeTypeOf('number');

      // The approver returns it with a reason.
      const [approval] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.postId, answerPostId), eq(tasks.status, 'to-do')));
      await approver.goto(`${server.url}/tasks/${approval!.id}`);
      await approver.getByText(first).waitFor();
      await approver.getByRole('button', { name: '差し戻す', exact: true }).click();
      const returning = approver.getByRole('dialog', { name: '差し戻しの理由' });
      await returning.getByLabel('理由').fill(reason);
      await returning.getByRole('button', { name: '差し戻す', exact: true }).click();
      await approver.getByRole('status').filter({ hasText: '差し戻しました' }).waitFor();

      // The author: the inquiry is to do again, on the tasks' first tab (the active ones).
      await writer.goto(`${server.url}/tasks`);
      const card = writer.locator(`article[data-task-id="${inquiry!.id}"]`);
      await card.waitFor();
      expect(await card.innerText()).toContain(question);
      const [reopened] = await db.select().from(tasks).where(eq(tasks.id, inquiry!.id));
      expect(reopened!.status).toBe('to-do');
      await settle(writer);
      expect(await seriousAxeViolations(writer)).toEqual([]);
      // Its page shows the reason, and the answer starts from the returned text.
      await writer.goto(`${server.url}/tasks/${inquiry!.id}`);
      await writer
        .getByRole('alert')
        .filter({ hasText: s.inquiries.answerReturned.replace('{{reason}}', reason) })
        .waitFor();
      await settle(writer);
      expect(await seriousAxeViolations(writer)).toEqual([]);
      await writer.getByRole('button', { name: s.inquiries.answerAction, exact: true }).click();
      const text = dialog.getByLabel(s.composer.text, { exact: true });
      await expect.poll(() => text.inputValue()).toBe(first);
      await text.fill(rewritten);
      for (const box of await dialog.getByRole('checkbox').all()) await box.check();
      await dialog.getByRole('button', { name: s.inquiries.sendAnswer }).click();
      await writer.getByText(s.inquiries.answerInReview).waitFor();

      // The same reply, rewritten: one reply to the post, with the new text.
      const replies = await db.select().from(posts).where(eq(posts.parentId, post.id));
      expect(replies.map((reply) => [reply.id, reply.body])).toEqual([[answerPostId, rewritten]]);
      const [after] = await db.select().from(tasks).where(eq(tasks.id, inquiry!.id));
      expect(after!.answerPostId).toBe(answerPostId);
    });
  }
});
