import { and, desc, eq } from 'drizzle-orm';
import { posts, users } from '@kizuki/server/db/schema';
import {
  BUSINESS_UNITS,
  selfCheckItems,
  wizardSteps,
  type BusinessUnit,
} from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jaScreens as ja } from '../src/lib/i18n/ja-screens.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { settle } from './support/browser.ts';
import { productForTests } from './support/test-server.ts';

const stepTitle = (page: Page) => page.locator('#composer-step-title');
const submitButton = (page: Page) =>
  page.getByRole('button', { name: '投稿する', exact: true }).last();

describe('the post-creation wizard (SPEC.md section 2)', () => {
  const product = productForTests();
  const { people } = product;

  async function openComposer(email: string) {
    const page = await people.open(email);
    await page.getByRole('button', { name: '投稿する' }).click();
    await page.getByRole('dialog').waitFor();
    return page;
  }

  async function chooseFirst(page: Page) {
    await page.getByRole('radio').first().click();
  }

  /** The options of the current step, once they have loaded. */
  async function options(page: Page) {
    await page.getByRole('radio').first().waitFor();
    return page.getByRole('radio').allInnerTexts();
  }

  it.each(BUSINESS_UNITS)(
    'walks the %s wizard with its labels and steps, and submits a post',
    async (unit: BusinessUnit) => {
      const page = await openComposer(`mr@${unit}.example.com`);
      const steps = wizardSteps(unit);
      const titles: string[] = [];
      for (const [index, step] of steps.entries()) {
        await expect.poll(() => stepTitle(page).innerText()).toBe(ja.wizard.steps[step.label]);
        titles.push(await stepTitle(page).innerText());
        expect(await page.getByText(`ステップ ${index + 1}/${steps.length + 1}`).count()).toBe(1);
        await page.getByRole('radio').first().waitFor();
        await chooseFirst(page);
      }
      expect(titles).toEqual(steps.map((step) => ja.wizard.steps[step.label]));
      await expect.poll(() => stepTitle(page).innerText()).toBe('内容の確認');

      // The checklist gates the submit button, item by item.
      await page.getByLabel('本文').fill(`${unit}: 他社が新しい患者向け資材を配布し始めた。`);
      const items = selfCheckItems('post');
      for (const item of items) {
        expect(await submitButton(page).isDisabled(), item).toBe(true);
        await page.getByLabel(ja.selfCheck[item]).check();
      }
      // Enabled once the text's pre-screen has answered too (a few hundred ms after typing).
      await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
      await submitButton(page).click();
      await page.getByRole('status').filter({ hasText: '承認待ちになりました' }).waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      const [author] = await product.server.database.db
        .select()
        .from(users)
        .where(eq(users.email, `mr@${unit}.example.com`));
      const [post] = await product.server.database.db
        .select()
        .from(posts)
        .where(and(eq(posts.authorUserId, author!.id)))
        .orderBy(desc(posts.id))
        .limit(1);
      expect(post).toMatchObject({ status: 'review', kind: 'post', unit, selfCheck: items });
      expect(post!.diseaseGroupId).not.toBeNull();
    },
  );

  it('names the steps as each unit does', () => {
    const firstTitles = Object.fromEntries(
      BUSINESS_UNITS.map((unit) => [
        unit,
        wizardSteps(unit).map((step) => ja.wizard.steps[step.label]),
      ]),
    );
    expect(firstTitles.cimgibu?.[0]).toBe('疾患領域');
    expect(firstTitles.cimrdbu?.[0]).toBe('フランチャイズ');
    expect(firstTitles.cimrdbu).not.toContain('薬効分類');
    expect(firstTitles.cimjobu).toEqual(
      expect.arrayContaining(['製品', '情報カテゴリー', 'CI活動（分類）', 'CI活動（内容）']),
    );
    expect(firstTitles.cimjpbu1).toEqual(
      expect.arrayContaining(['フランチャイズ', '職種区分', '医師区分', '情報種別']),
    );
    expect(firstTitles.cimjpbu1).not.toContain('活動');
  });

  it('lists only the chosen disease group’s items and clears choices a new group invalidates', async () => {
    const page = await openComposer('pmo@cimgibu.example.com');
    await page.getByRole('radio', { name: 'IBD（炎症性腸疾患）' }).click();
    for (let step = 1; step < 4; step++) await chooseFirst(page);
    await expect.poll(() => stepTitle(page).innerText()).toBe('対象疾患');
    expect(await options(page)).toEqual(['潰瘍性大腸炎', 'クローン病']);
    await page.getByRole('radio', { name: '潰瘍性大腸炎' }).click();
    await chooseFirst(page); // drug class
    await expect.poll(() => stepTitle(page).innerText()).toBe('競合品');
    const products = await options(page);
    expect(products).toContain('ヒュミラ（アダリムマブ）');
    expect(products).not.toContain('ネキシウム（エソメプラゾール）');

    // Back to the first step: a new disease group keeps the source, clears the IBD-only disease.
    for (let step = 0; step < 6; step++) await page.getByRole('button', { name: '戻る' }).click();
    await expect.poll(() => stepTitle(page).innerText()).toBe('疾患領域');
    await page.getByRole('radio', { name: 'TCB（酸関連疾患）' }).click();
    await expect.poll(() => stepTitle(page).innerText()).toBe('職種グループ');
    await options(page);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: '次へ' }).click();
    await expect.poll(() => stepTitle(page).innerText()).toBe('対象疾患');
    const tcbDiseases = await options(page);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '次へ' }).isDisabled()).toBe(true);
    expect(tcbDiseases).toEqual([
      '逆流性食道炎',
      '胃潰瘍・十二指腸潰瘍',
      'ヘリコバクター・ピロリ除菌',
    ]);
  });

  it('skips optional steps as not applicable and saves a draft', async () => {
    const page = await openComposer('hq@cimjpbu1.example.com');
    for (const step of wizardSteps('cimjpbu1')) {
      await expect.poll(() => stepTitle(page).innerText()).toBe(ja.wizard.steps[step.label]);
      await page.getByRole('radio').first().waitFor();
      if (step.optional) await page.getByRole('button', { name: '該当なし' }).click();
      else await chooseFirst(page);
    }
    expect(await page.getByRole('button', { name: /^競合品: 該当なし$/ }).count()).toBe(1);
    await page.getByLabel('本文').fill('下書きとして残します。');
    await page.getByRole('button', { name: '下書き保存' }).click();
    await page.getByRole('status').filter({ hasText: '下書きを保存しました' }).waitFor();
    const drafts = await product.server.database.db
      .select()
      .from(posts)
      .where(eq(posts.status, 'draft'));
    expect(drafts.map((draft) => draft.body)).toContain('下書きとして残します。');
  });

  it('passes axe-core on a selection step and the confirm step, in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await people.open('hq@cimgibu.example.com', {
        prepare: ({ page }) => page.emulateMedia({ colorScheme: theme }),
      });
      await page.getByRole('button', { name: '投稿する' }).click();
      await page.getByRole('radio').first().waitFor();
      await settle(page);
      expect(await seriousAxeViolations(page), `step, ${theme}`).toEqual([]);
      for (const step of wizardSteps('cimgibu')) {
        await expect.poll(() => stepTitle(page).innerText()).toBe(ja.wizard.steps[step.label]);
        await chooseFirst(page);
      }
      await page.getByLabel('本文').waitFor();
      await settle(page);
      expect(await seriousAxeViolations(page), `confirm, ${theme}`).toEqual([]);
    }
  });

  it('lists similar published posts of the unit while the text is typed', async () => {
    const hq = { page: await people.open('hq@cimrdbu.example.com') };
    await hq.page.getByRole('button', { name: '投稿する' }).click();
    for (const step of wizardSteps('cimrdbu')) {
      await expect.poll(() => stepTitle(hq.page).innerText()).toBe(ja.wizard.steps[step.label]);
      await chooseFirst(hq.page);
    }
    await hq.page
      .getByLabel('本文')
      .fill('血友病の定期補充療法で他社製品への切替提案が増えている。');
    for (const item of selfCheckItems('post')) await hq.page.getByLabel(ja.selfCheck[item]).check();
    await submitButton(hq.page).click();
    await hq.page.getByRole('status').filter({ hasText: '投稿しました' }).waitFor();

    const page = await openComposer('mr@cimrdbu.example.com');
    for (const step of wizardSteps('cimrdbu')) {
      await expect.poll(() => stepTitle(page).innerText()).toBe(ja.wizard.steps[step.label]);
      await chooseFirst(page);
    }
    await page.getByLabel('本文').pressSequentially('血友病の切替提案', { delay: 20 });
    const similar = page.getByRole('region', { name: '似た投稿' });
    await similar.waitFor();
    expect(await similar.innerText()).toContain('他社製品への切替提案が増えている');
  });

  it('does not offer posting to roles that may not post', async () => {
    const page = await people.open('rm@cimgibu.example.com');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '投稿する' }).count()).toBe(0);
  });
});
