import { and, eq } from 'drizzle-orm';
import { posts, users } from '@kizuki/server/db/schema';
import {
  belongsToDiseaseGroup,
  COLLECTION_OF,
  COLLECTIONS,
  selfCheckItems,
  wizardSteps,
} from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jaScreens as ja } from '../src/lib/i18n/ja-screens.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { reloadUnderServiceWorker, settle, showInScheme } from './support/browser.ts';
import { closeComposerWithoutSaving, walkComposerToConfirm } from './support/composer.ts';
import { storedItems } from './support/device-stores.ts';
import { signInAndAccept } from './support/session.ts';
import { productForTests } from './support/test-server.ts';

/** Publishes at once, so the sent post is on the timeline (an mr's would wait for approval). */
const WRITER = 'hq@cimgibu.example.com';

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).waitFor();

describe('drafts written offline (issue 23)', () => {
  const product = productForTests();

  async function postsWithBody(body: string) {
    const [writer] = await product.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, WRITER));
    return product.server.database.db
      .select({ id: posts.id, kind: posts.kind, status: posts.status })
      .from(posts)
      .where(and(eq(posts.authorUserId, writer!.id), eq(posts.body, body)));
  }

  async function writerRecord() {
    const [writer] = await product.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, WRITER));
    return writer!;
  }

  it('keeps a post and a reply written offline, shows them waiting, and sends each once when the connection returns', async () => {
    const { page, context } = await product.browsers.open();
    await page.goto(product.server.url);
    await signInAndAccept(page, WRITER);
    // The app as installed: its scripts come from the service worker's cache when offline.
    await reloadUnderServiceWorker(page);
    await page.getByRole('navigation').waitFor();

    // The wizard's lists, read once while online (as a day's first use would).
    await page.getByRole('button', { name: '投稿する' }).click();
    await walkComposerToConfirm(page);
    await closeComposerWithoutSaving(page);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Offline: the post is written and submitted in the wizard.
    await context.setOffline(true);
    const text = `オフラインで書いた投稿 ${Date.now()}: 他社が新しい患者向け資材を配布していた。`;
    await page.getByRole('button', { name: '投稿する' }).click();
    const composer = await walkComposerToConfirm(page);
    await composer.getByLabel('本文').fill(text);
    for (const item of selfCheckItems('post')) await page.getByLabel(ja.selfCheck[item]).check();
    const submit = page.getByRole('button', { name: '投稿する', exact: true }).last();
    // The text's pre-screen cannot be had offline: the server screens it when it is sent.
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await toast(page, ja.outbox.kept);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const waiting = page.locator('[data-outbox-item="waiting"]').filter({ hasText: text });
    await waiting.waitFor();
    expect(await page.getByRole('heading', { name: '送信待ち（1件）' }).isVisible()).toBe(true);
    expect(await postsWithBody(text)).toEqual([]);
    await settle(page);
    expect(await seriousAxeViolations(page), 'light').toEqual([]);
    await showInScheme(page, 'dark');
    expect(await seriousAxeViolations(page), 'dark').toEqual([]);
    await showInScheme(page, 'light');

    // Back online: sent once, announced, and on the timeline.
    await context.setOffline(false);
    await toast(page, ja.outbox.sent);
    await waiting.waitFor({ state: 'detached' });
    const card = page.locator('[data-post-id]').filter({ hasText: text });
    await card.waitFor();
    const sent = await postsWithBody(text);
    expect(sent).toEqual([{ id: expect.any(Number), kind: 'post', status: 'published' }]);

    // A reply whose answer is lost on the way: the server has it, the app keeps it to send again.
    await card.click();
    await page.waitForURL(`**/posts/${sent[0]!.id}`);
    const replyText = `答えが途中で失われたコメント ${Date.now()}`;
    let lost = false;
    await page.route('**/api/posts', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: '返信する' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(replyText);
    for (const item of selfCheckItems('reply')) await page.getByLabel(ja.selfCheck[item]).check();
    await dialog.getByRole('button', { name: '送信する' }).click();
    await toast(page, ja.outbox.kept);
    const waitingReply = page
      .locator('[data-outbox-item="waiting"]')
      .filter({ hasText: replyText });
    await waitingReply.waitFor();
    expect(await postsWithBody(replyText)).toHaveLength(1);

    // The connection "returns": the same key answers the reply already made, not a second one.
    await context.setOffline(true);
    await context.setOffline(false);
    await toast(page, ja.outbox.sent);
    await waitingReply.waitFor({ state: 'detached' });
    expect(lost).toBe(true);
    expect(await postsWithBody(replyText)).toEqual([
      { id: expect.any(Number), kind: 'reply', status: 'published' },
    ]);
    expect(await postsWithBody(text)).toHaveLength(1);

    // Refused when it is sent: the server's screen finds a named doctor (offline, the composer's
    // pre-screen could not run). The toast says why; the text stays, to copy.
    await page.unroute('**/api/posts');
    await context.setOffline(true);
    const refusedText = '田中先生から、競合品の採用状況について話を聞いた。';
    await page.getByRole('button', { name: '返信する' }).click();
    await dialog.getByRole('textbox').fill(refusedText);
    for (const item of selfCheckItems('reply')) await page.getByLabel(ja.selfCheck[item]).check();
    await dialog.getByRole('button', { name: '送信する' }).click();
    await toast(page, ja.outbox.kept);
    await context.setOffline(false);
    await toast(page, ja.outbox.refused.replace('{{reason}}', ja.apiErrors.complianceFindings));
    const refused = page.locator('[data-outbox-item="refused"]').filter({ hasText: refusedText });
    await refused.getByText(ja.apiErrors.complianceFindings).waitFor();
    expect(await refused.getByRole('button', { name: ja.outbox.copy }).isVisible()).toBe(true);
    expect(await postsWithBody(refusedText)).toEqual([]);
  });

  interface KeptItem {
    id: number;
    nameJa: string;
    diseaseGroupIds: number[];
  }
  /** What the app keeps of the wizard's lists on this device (IndexedDB), by key. */
  const keptLists = async (page: Page) =>
    (await storedItems<{ key: string; items: KeptItem[] }>(page, 'kizuki-master-data')).filter(
      (entry) => entry.items.length > 0,
    );
  const keptCollections = async (page: Page) => (await keptLists(page)).map((entry) => entry.key);

  it('starts a new post offline from the lists the app kept while it idled online (issue 39)', async () => {
    const { page, context } = await product.browsers.open();
    await page.goto(product.server.url);
    await signInAndAccept(page, WRITER);
    await reloadUnderServiceWorker(page);
    await page.getByRole('navigation').waitFor();
    // The composer is never opened online: the app keeps the wizard's lists by itself, in the
    // background five seconds after the first screen (app-layout.tsx).
    const stepCount = wizardSteps((await writerRecord()).unit).length;
    await expect
      .poll(async () => (await keptCollections(page)).length, { timeout: 30_000 })
      .toBe(stepCount);

    // A day's first use without network: this page has never loaded the wizard's lists.
    await context.setOffline(true);
    await page.getByRole('button', { name: '投稿する' }).click();
    const composer = page.getByRole('dialog');
    // The composer says itself that the device is offline and what becomes of the post.
    await composer.getByText(ja.composer.offlineBanner).waitFor();
    const stepTitle = page.locator('#composer-step-title');
    // Each step offers its kept list; after the disease group, only the chosen group's items.
    const writer = await writerRecord();
    const kept = new Map((await keptLists(page)).map((entry) => [entry.key, entry.items] as const));
    let diseaseGroupId: number | null = null;
    let narrowedSteps = 0;
    for (const step of wizardSteps(writer.unit)) {
      const list = kept.get(`${writer.id}:${COLLECTION_OF[step.key]}`) ?? [];
      const offered = list.filter((item) => belongsToDiseaseGroup(item, diseaseGroupId));
      if (offered.length < list.length) narrowedSteps++;
      const title = await stepTitle.innerText();
      await composer.getByRole('radio').first().waitFor();
      expect(await composer.getByRole('radio').allInnerTexts(), step.key).toEqual(
        offered.map((item) => item.nameJa),
      );
      if (step.key === 'diseaseGroup') diseaseGroupId = offered[0]!.id;
      await composer.getByRole('radio').first().click();
      await expect.poll(() => stepTitle.innerText()).not.toBe(title);
    }
    expect(narrowedSteps).toBeGreaterThan(0);
    expect(await stepTitle.innerText()).toBe('内容の確認');
    const composerReady = composer;

    const text = `オフラインで始めた投稿 ${Date.now()}: 他社が新しい患者向け資材を配布していた。`;
    await composerReady.getByLabel('本文').fill(text);
    for (const item of selfCheckItems('post')) await page.getByLabel(ja.selfCheck[item]).check();
    const submit = page.getByRole('button', { name: '投稿する', exact: true }).last();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await toast(page, ja.outbox.kept);
    await page.locator('[data-outbox-item="waiting"]').filter({ hasText: text }).waitFor();
    expect(await postsWithBody(text)).toEqual([]);
    await context.setOffline(false);
  });

  it('says in the step that its list cannot be had offline when nothing was kept (issue 39)', async () => {
    const { page, context } = await product.browsers.open();
    // The lists never reached this device while it was online.
    const masterData = new RegExp(`/api/(${COLLECTIONS.join('|')})\\b`);
    await page.route(masterData, (route) => route.abort('internetdisconnected'));
    await page.goto(product.server.url);
    await signInAndAccept(page, WRITER);
    await reloadUnderServiceWorker(page);
    await page.getByRole('navigation').waitFor();
    expect(await keptCollections(page)).toEqual([]);

    await context.setOffline(true);
    await page.getByRole('button', { name: '投稿する' }).click();
    const composer = page.getByRole('dialog');
    await composer.getByText(ja.composer.listUnavailableOffline).waitFor();
    expect(await composer.getByText(ja.composer.offlineBanner).isVisible()).toBe(true);
    expect(await composer.locator('[aria-busy="true"]').count()).toBe(0);
    await settle(page);
    expect(await seriousAxeViolations(page), 'light').toEqual([]);
    await context.setOffline(false);
  });
});
