import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { masterItems, posts, users } from '@kizuki/server/db/schema';
import {
  FILTER_FIELDS,
  selfCheckItems,
  wizardSteps,
  type BusinessUnit,
} from '@kizuki/shared/rules';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentLang } from '../src/lib/content-lang.ts';
import { en } from '../src/lib/i18n/en.ts';
import { ja } from '../src/lib/i18n/ja.ts';
import { jaScreens } from '../src/lib/i18n/ja-screens.ts';
import { insertPost, validClassification } from '@kizuki/server/test/fixtures';
import { seriousAxeViolations } from './support/axe.ts';
import { settle } from './support/browser.ts';
import { productForTests } from './support/test-server.ts';

/** The strings these tests look for, in each language, from the app's own string files. */
const STRINGS = {
  ja: { ...ja, ...jaScreens, composer: { ...ja.composer, ...jaScreens.composer } },
  en,
} as const;
type Language = keyof typeof STRINGS;
const LANGUAGES: Language[] = ['ja', 'en'];

/**
 * Types through Chromium's input method as a person would (as e2e/list-input.e2e.ts does): each
 * step of the composition as composition text, pausing longer than the step search's 300 ms, so
 * that a search run on each change would have started.
 */
async function compose(page: Page, cdp: CDPSession, steps: string[], pauseMs: number) {
  for (const text of steps) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
    await page.waitForTimeout(pauseMs);
  }
}

const stepTitle = (page: Page) => page.locator('#composer-step-title');
const WORKPLACE_FIXTURES = 150;

describe('the wizard: quoting, segment narrowing, long lists (issue 18)', () => {
  const product = productForTests();
  const { people } = product;
  const db = () => product.server.database.db;

  function openApp(language: Language, email: string, path = '/') {
    return people.open(email, {
      path,
      // The stored setting the profile's language switch writes.
      prepare: ({ page }) =>
        page.addInitScript(
          (lang) => localStorage.setItem('kizuki.settings', JSON.stringify({ lang })),
          language,
        ),
    });
  }

  async function openComposer(language: Language, email: string) {
    const page = await openApp(language, email);
    await page.getByRole('button', { name: STRINGS[language].composer.compose }).first().click();
    await page.getByRole('dialog').waitFor();
    return page;
  }

  const nameIn = (language: Language, item: { nameJa: string; nameEn: string }) =>
    language === 'en' ? item.nameEn : item.nameJa;

  it.each(LANGUAGES)(
    '(%s) a quote starts from the quoted post’s classification, shows it on every step, and lets the writer change a step',
    async (language) => {
      const s = STRINGS[language];
      const [quoted] = await db()
        .select()
        .from(posts)
        .where(
          and(
            eq(posts.unit, 'cimgibu'),
            eq(posts.kind, 'post'),
            eq(posts.status, 'published'),
            isNotNull(posts.categoryId),
          ),
        )
        .orderBy(desc(posts.id))
        .limit(1);
      expect(quoted, 'a published demo post to quote').toBeDefined();
      const writer = 'pmo@cimgibu.example.com';
      const page = await openApp(language, writer, `/posts/${quoted!.id}`);
      await page.getByRole('button', { name: s.post.quote, exact: true }).first().click();
      await page.getByRole('dialog').waitFor();

      const steps = wizardSteps('cimgibu');
      const quotedIds = steps.map((step) => quoted![`${step.key}Id`]);
      const names = new Map(
        (
          await db()
            .select()
            .from(masterItems)
            .where(
              inArray(
                masterItems.id,
                quotedIds.filter((id): id is number => id != null),
              ),
            )
        ).map((item) => [item.id, nameIn(language, item)]),
      );
      const summary = page.getByTestId('quoted-post-summary');
      let changedCategory = '';
      for (const [index, step] of steps.entries()) {
        await expect.poll(() => stepTitle(page).innerText()).toBe(s.wizard.steps[step.label]);
        if (index === 0) {
          // The wizard opens at its first step, not at the confirm step.
          expect(await page.getByText(s.composer.quotePrefilled).count()).toBe(1);
          await page.getByRole('radio').first().waitFor();
          await settle(page);
          expect(await seriousAxeViolations(page)).toEqual([]);
        }
        await summary.waitFor();
        expect(await summary.innerText(), step.key).toContain(quoted!.body.slice(0, 12));
        if (index === 0) {
          // What the quoted post's writer wrote carries its own language on either screen, and
          // "show all" is offered only when the two lines cut the text.
          const quotedBody = summary.locator(`#quoted-post-${quoted!.id}-body`);
          expect(contentLang(quoted!.body)).toBe('ja');
          expect(await quotedBody.getAttribute('lang')).toBe('ja');
          const cut = await quotedBody.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
          expect(
            await summary.getByRole('button', { name: s.composer.quotedShowAll }).count(),
          ).toBe(cut ? 1 : 0);
        }
        await page.getByRole('radio').first().waitFor();
        const quotedId = quotedIds[index];
        const checked = page.getByRole('radio', { checked: true });
        if (quotedId == null) {
          // Answered "not applicable" in the quoted post: nothing is checked, and Next is open.
          expect(await checked.count(), step.key).toBe(0);
        } else {
          expect(await checked.allInnerTexts(), step.key).toEqual([names.get(quotedId)]);
        }
        if (step.key === 'category') {
          const other = page.getByRole('radio', { checked: false }).first();
          changedCategory = await other.innerText();
          await other.click();
        } else {
          await page.getByRole('button', { name: s.composer.next, exact: true }).click();
        }
      }
      await expect.poll(() => stepTitle(page).innerText()).toBe(s.composer.confirmTitle);
      expect(await summary.isVisible()).toBe(true);
      expect(
        await page
          .getByRole('button', { name: `${s.wizard.steps.category}: ${changedCategory}` })
          .count(),
      ).toBe(1);
      await page
        .getByLabel(s.composer.text, { exact: true })
        .fill(`${language}: 引用して補足する。`);
      for (const item of selfCheckItems('quote')) await page.getByLabel(s.selfCheck[item]).check();
      await page.getByRole('button', { name: s.composer.submit, exact: true }).last().click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      const [author] = await db().select().from(users).where(eq(users.email, writer));
      const [quote] = await db()
        .select()
        .from(posts)
        .where(eq(posts.authorUserId, author!.id))
        .orderBy(desc(posts.id))
        .limit(1);
      expect(quote).toMatchObject({ kind: 'quote', quotedId: quoted!.id });
      const [category] = await db()
        .select()
        .from(masterItems)
        .where(eq(masterItems.id, quote!.categoryId!));
      expect(nameIn(language, category!)).toBe(changedCategory);
      expect(quote!.categoryId).not.toBe(quoted!.categoryId);
      for (const field of FILTER_FIELDS.filter((f) => f !== 'categoryId')) {
        expect(quote![field], field).toBe(quoted![field]);
      }

      // The new post links to the one it quotes.
      await page.goto(`${product.server.url}/posts/${quote!.id}`);
      await page.locator(`a[href="/posts/${quoted!.id}"]`).first().waitFor();
    },
  );

  it.each(LANGUAGES)(
    '(%s) choosing TCB in cimjpbu1 lists no vaccine-only doctor category; Vaccine lists them',
    async (language) => {
      const s = STRINGS[language];
      const vaccineOnly = await db()
        .select()
        .from(masterItems)
        .where(
          and(
            eq(masterItems.unit, 'cimjpbu1'),
            inArray(masterItems.code, ['travel-clinic', 'public-health']),
          ),
        );
      expect(vaccineOnly).toHaveLength(2);
      const vaccineOnlyNames = vaccineOnly.map((item) => nameIn(language, item));
      const doctorCategories = async (group: RegExp) => {
        const page = await openComposer(language, 'mr@cimjpbu1.example.com');
        await page.getByRole('radio', { name: group }).click();
        for (const label of ['jobType', 'workplace'] as const) {
          await expect.poll(() => stepTitle(page).innerText()).toBe(s.wizard.steps[label]);
          await page.getByRole('radio').first().click();
        }
        await expect.poll(() => stepTitle(page).innerText()).toBe(s.wizard.steps.doctorCategory);
        await page.getByRole('radio').first().waitFor();
        return page.getByRole('radio').allInnerTexts();
      };
      const withTcb = await doctorCategories(/^TCB/);
      expect(withTcb.length).toBeGreaterThan(0);
      for (const name of vaccineOnlyNames) expect(withTcb).not.toContain(name);
      expect(await doctorCategories(/^Vaccine/)).toEqual(expect.arrayContaining(vaccineOnlyNames));
    },
  );

  it.each(LANGUAGES)(
    '(%s) a quoted post that fits its two lines offers no “show all”',
    async (language) => {
      const s = STRINGS[language];
      const short = await insertPost(db(), 'hq@cimgibu.example.com', 'published', {
        body: `${language}: 短い投稿`,
        ...(await validClassification(db(), 'cimgibu')),
      });
      const page = await openApp(language, 'pmo@cimgibu.example.com', `/posts/${short.id}`);
      await page.getByRole('button', { name: s.post.quote, exact: true }).first().click();
      const summary = page.getByTestId('quoted-post-summary');
      await summary.getByText(short.body).waitFor();
      await page.getByRole('radio').first().waitFor();
      expect(await summary.getByRole('button').count()).toBe(0);
    },
  );

  it.each(LANGUAGES)(
    '(%s) a unit with more than 100 workplaces finds the 150th by searching (committed text only) and by paging',
    async (language) => {
      const s = STRINGS[language];
      const fixtureName = (n: number) =>
        language === 'en' ? `Test facility ${n}` : `テスト施設${n}`;
      // Fixtures of this test only: the unit gains 150 workplaces after its own.
      const unit: BusinessUnit = language === 'ja' ? 'cimrdbu' : 'cimjobu';
      await db()
        .insert(masterItems)
        .values(
          Array.from({ length: WORKPLACE_FIXTURES }, (_, index) => ({
            unit,
            collection: 'workplaces' as const,
            code: `fixture-${index + 1}`,
            nameJa: `テスト施設${index + 1}`,
            nameEn: `Test facility ${index + 1}`,
            sortOrder: 100_000 + index,
          })),
        )
        .onConflictDoNothing();
      const last = fixtureName(WORKPLACE_FIXTURES);

      const toWorkplaceStep = async () => {
        const page = await openComposer(language, `mr@${unit}.example.com`);
        for (const label of [wizardSteps(unit)[0]!.label, 'occupationGroup'] as const) {
          await expect.poll(() => stepTitle(page).innerText()).toBe(s.wizard.steps[label]);
          await page.getByRole('radio').first().click();
        }
        await expect.poll(() => stepTitle(page).innerText()).toBe(s.wizard.steps.workplace);
        await page.getByRole('radio').first().waitFor();
        return page;
      };

      // Searching: the server finds the one item, wherever it is in the list.
      const page = await toWorkplaceStep();
      expect(await page.getByRole('radio', { name: last, exact: true }).count()).toBe(0);
      await page.getByRole('searchbox', { name: s.composer.searchStep }).fill(last);
      await expect.poll(() => page.getByRole('radio').allInnerTexts()).toEqual([last]);
      await page.getByRole('radio', { name: last, exact: true }).click();
      await expect.poll(() => stepTitle(page).innerText()).toBe(s.wizard.steps.occupation);
      // Back on the step, the choice is shown checked although its page is not loaded.
      await page.getByRole('button', { name: s.composer.back, exact: true }).click();
      await expect
        .poll(() => page.getByRole('radio', { checked: true }).allInnerTexts())
        .toEqual([last]);

      // Typing through an input method: no kana on the way is searched for, only the converted
      // text once it is committed (docs/architecture.md, "Text typed through an input method").
      const typing = await toWorkplaceStep();
      const searched: string[] = [];
      typing.on('request', (request) => {
        const url = new URL(request.url());
        const q = url.searchParams.get('q');
        if (url.pathname.endsWith('/workplaces') && q !== null) searched.push(q);
      });
      const cdp = await typing.context().newCDPSession(typing);
      await typing.getByRole('searchbox', { name: s.composer.searchStep }).click();
      const kana = language === 'ja' ? ['て', 'てす', 'てすと'] : ['T', 'Te', 'Tes', 'Test'];
      await compose(typing, cdp, kana, 600);
      expect(searched).toEqual([]);
      await cdp.send('Input.insertText', { text: last });
      await expect.poll(() => searched).toEqual([last]);
      await expect.poll(() => typing.getByRole('radio').allInnerTexts()).toEqual([last]);
      await typing.waitForTimeout(600);
      expect(searched).toEqual([last]);

      // Paging: the list says how much is left, and its end loads the next page.
      const paging = await toWorkplaceStep();
      const more = paging.getByRole('button', {
        name: new RegExp(
          language === 'en' ? `^Show more \\(100 of \\d+\\)$` : `^さらに表示（\\d+件中100件）$`,
        ),
      });
      expect(await paging.getByRole('radio').count()).toBe(100);
      await more.waitFor();
      await settle(paging);
      expect(await seriousAxeViolations(paging)).toEqual([]);
      if (language === 'ja') {
        // Scrolling to the end loads the rest by itself, without a tap.
        await paging.getByRole('radio').first().hover();
        await paging.mouse.wheel(0, 50_000);
      } else {
        // The button pages on without scrolling (where scrolling does not load by itself); a
        // click that scrolled it into view would race the scroll's own loading.
        await more.dispatchEvent('click');
      }
      await paging.getByRole('radio', { name: last, exact: true }).waitFor();
      expect(await paging.getByRole('radio').count()).toBeGreaterThan(WORKPLACE_FIXTURES);
      expect(await more.count()).toBe(0);
    },
  );
});
