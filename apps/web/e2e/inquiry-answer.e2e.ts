import { and, eq } from 'drizzle-orm';
import { tasks } from '@kizuki/server/db/schema';
import { insertPost, userIdOf, validClassification } from '@kizuki/server/test/fixtures';
import { tokyoDateAfter } from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { signInAndAccept } from './support/session.ts';
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

  const signedIn = async (email: string) => {
    const { page } = await browsers.open();
    await page.goto(server.url);
    await signInAndAccept(page, email);
    return page;
  };

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
});
