import { and, desc, eq } from 'drizzle-orm';
import { masterItems, posts, users } from '@kizuki/server/db/schema';
import { selfCheckItems } from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jaScreens as ja } from './support/strings.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { settle } from './support/browser.ts';
import { signInAndAccept } from './support/session.ts';
import { productForTests } from './support/test-server.ts';

const MR = 'mr@cimgibu.example.com';
const ADMIN = 'hq@cimgibu.example.com';
/** Filgotinib's development code: a synonym the admin adds to Jyseleca first. */
const SYNONYM = 'GLPG0634';
const TEXT = `A大学病院の消化器内科医から、クローン病の二次治療で${SYNONYM}を選ぶ例が増えていると聞いた。`;

const stepTitle = (page: Page) => page.locator('#composer-step-title');

describe('the classification suggested from the text (issue 23)', () => {
  const product = productForTests();
  const { browsers } = product;
  const db = () => product.server.database.db;

  async function itemId(collection: 'diseases' | 'competitiveProducts', code: string) {
    const [row] = await db()
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(
        and(
          eq(masterItems.unit, 'cimgibu'),
          eq(masterItems.collection, collection),
          eq(masterItems.code, code),
        ),
      );
    return row!.id;
  }

  /** Waits for the step, and says what it has chosen (the checked radio's text). */
  async function atStep(page: Page, title: string) {
    await expect.poll(() => stepTitle(page).innerText()).toBe(title);
    await page.getByRole('radio').first().waitFor();
    const checked = page.getByRole('radio', { checked: true });
    return (await checked.count()) === 0 ? null : checked.innerText();
  }

  it('an admin adds a synonym; the product and the disease the text names are pre-selected; the writer changes one and submits', async () => {
    const { page: admin } = await browsers.open();
    await admin.goto(product.server.url);
    await signInAndAccept(admin, ADMIN);
    await admin.goto(`${product.server.url}/admin?section=masterData`);
    const main = admin.locator('main');
    await main.getByLabel(ja.admin.master.collection).click();
    await admin
      .getByRole('option', { name: ja.wizard.steps.competitiveProduct, exact: true })
      .click();
    await main.locator('[data-master-code="jyseleca"]').locator('.MuiListItemButton-root').click();
    const dialog = admin.getByRole('dialog');
    const synonyms = dialog.getByRole('textbox', { name: ja.admin.master.synonyms });
    await synonyms.fill(`${await synonyms.inputValue()}\n${SYNONYM}`);
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: ja.admin.master.save }).click();
    await admin.getByRole('status').filter({ hasText: ja.admin.master.saved }).waitFor();
    const [jyseleca] = await db()
      .select({ synonyms: masterItems.synonyms })
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.code, 'jyseleca')));
    expect(jyseleca!.synonyms).toContain(SYNONYM);

    const { page } = await browsers.open();
    await page.goto(product.server.url);
    await signInAndAccept(page, MR);
    await page.getByRole('button', { name: '投稿する' }).click();
    const composer = page.getByRole('dialog');
    await composer.getByRole('button', { name: ja.composer.startWithText }).click();
    await expect.poll(() => stepTitle(page).innerText()).toBe(ja.composer.textFirstTitle);

    await composer.getByRole('textbox', { name: ja.composer.text }).fill(TEXT);
    const suggested = (key: string) => composer.locator(`[data-suggested="${key}"]`);
    await suggested('competitiveProduct').waitFor();
    expect(await suggested('competitiveProduct').innerText()).toContain('ジセレカ');
    expect(await suggested('disease').innerText()).toContain('クローン病');
    expect(await suggested('diseaseGroup').innerText()).toContain('IBD');
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The steps open with the suggestions chosen and marked; "next" confirms them.
    await composer.getByRole('button', { name: ja.composer.textFirstNext }).click();
    expect(await atStep(page, ja.wizard.steps.diseaseGroup)).toContain('IBD');
    await composer.locator('[data-suggested-step="diseaseGroup"]').waitFor();
    await composer.getByRole('button', { name: ja.composer.next, exact: true }).click();
    for (const step of ['occupationGroup', 'workplace', 'occupation'] as const) {
      expect(await atStep(page, ja.wizard.steps[step])).toBeNull();
      await composer.getByRole('radio').first().click();
    }
    // The writer changes the suggested disease.
    expect(await atStep(page, ja.wizard.steps.disease)).toContain('クローン病');
    await composer.locator('[data-suggested-step="disease"]').waitFor();
    await composer.getByRole('radio', { name: '潰瘍性大腸炎' }).click();
    expect(await atStep(page, ja.wizard.steps.productGroup)).toBeNull();
    await composer.getByRole('radio').first().click();
    expect(await atStep(page, ja.wizard.steps.competitiveProduct)).toContain('ジセレカ');
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await composer.getByRole('button', { name: ja.composer.next, exact: true }).click();
    for (const step of ['category', 'activity'] as const) {
      await atStep(page, ja.wizard.steps[step]);
      await composer.getByRole('radio').first().click();
    }

    await expect.poll(() => stepTitle(page).innerText()).toBe(ja.composer.confirmTitle);
    expect(await composer.getByText(ja.composer.suggestedMark).count()).toBe(0);
    expect(await composer.getByRole('textbox', { name: ja.composer.text }).inputValue()).toBe(TEXT);
    for (const item of selfCheckItems('post')) {
      await composer.getByLabel(ja.selfCheck[item]).check();
    }
    await composer.getByRole('button', { name: ja.composer.submit, exact: true }).click();
    await page.getByRole('status').filter({ hasText: ja.composer.submittedForReview }).waitFor();

    const [author] = await db().select().from(users).where(eq(users.email, MR));
    const [post] = await db()
      .select()
      .from(posts)
      .where(eq(posts.authorUserId, author!.id))
      .orderBy(desc(posts.id))
      .limit(1);
    expect(post).toMatchObject({
      body: TEXT,
      diseaseId: await itemId('diseases', 'uc'),
      competitiveProductId: await itemId('competitiveProducts', 'jyseleca'),
    });
  });
});
