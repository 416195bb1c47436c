/**
 * Issue 18, part 1: no screen is wider than a 390 x 844 phone. Every screen and dialog is opened
 * with badges, unread items, long unbroken Japanese, long English words and long names on it, in
 * both languages, one in each theme (a theme changes colours, not widths: Japanese in light and
 * English in dark cover both without walking every screen four times); the test fails when the page scrolls sideways
 * (document.documentElement.scrollWidth over the viewport's width) or the bottom navigation leaves
 * the screen, and names the screen and the elements that stick out.
 */
import { eq } from 'drizzle-orm';
import { contentReports, notifications, safetyCases, tasks, users } from '@kizuki/server/db/schema';
import {
  addNotifications,
  addTasks,
  insertPost,
  userIdOf,
  validClassification,
} from '@kizuki/server/test/fixtures';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.ts';
import { ja } from '../src/lib/i18n/ja.ts';
import { jaScreens } from './support/strings.ts';
import { SETTINGS_STORAGE_KEY } from '../src/lib/settings.ts';
import { PHONE_VIEWPORT, settle } from './support/browser.ts';
import { productForTests } from './support/test-server.ts';

/**
 * A PMO member: every screen, the inquiries included, and may write posts; made an admin and a
 * safety contact here, so that the admin area and the compliance tasks are among the screens.
 */
const PMO = 'pmo@cimgibu.example.com';
const WRITER = 'mr@cimgibu.example.com';
const OTHER_UNIT = 'rm@cimjobu.example.com';

const LONG_JAPANESE = '競合品の患者向け資料が新しくなり処方医への説明会が増えている'.repeat(12);
const LONG_ENGLISH_WORD = 'Pneumococcalpolysaccharideconjugatevaccineadsorbedformulation';
const LONG_BODY = `${LONG_JAPANESE}\n${`${LONG_ENGLISH_WORD} `.repeat(4)}https://example.com/${'a'.repeat(120)}`;
const LONG_LAST_NAME = 'ながーいなまえのひと'.repeat(4);
const LONG_FIRST_NAME = 'Maximilianalexanderchristopher'.repeat(2);
/** A name and a possible adverse event, for the pre-screen to mark. */
const FLAGGED = `田中先生によると、${LONG_ENGLISH_WORD}を服用後に発疹が出た患者がいた。`;

type Language = 'ja' | 'en';
const STRINGS = {
  ja: { ...ja, ...jaScreens, composer: { ...ja.composer, ...jaScreens.composer } },
  en,
};

/** What sticks out of the phone's width on the current screen, or null when nothing does. */
function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate((width) => {
    const describe = (element: Element) => {
      const classes = [...element.classList].filter((name) => !name.startsWith('css-'));
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 3).join(' ')}"> "${text}" (right ${Math.round(element.getBoundingClientRect().right)})`;
    };
    // Inside a box that scrolls or clips sideways (a row of chips), sticking out is that box's own.
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) {
          return true;
        }
      }
      return false;
    };
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      const wide = [...document.querySelectorAll('body *')].filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.right > width + 1 && !clippedByAncestor(element);
      });
      const innermost = wide.filter(
        (element) => !wide.some((other) => other !== element && element.contains(other)),
      );
      problems.push(
        `page is ${scrollWidth}px wide; sticking out: ${innermost.slice(0, 4).map(describe).join('; ')}`,
      );
    }
    const nav = document.querySelector('nav');
    const navRect = nav?.getBoundingClientRect();
    if (navRect && (navRect.left < 0 || navRect.right > width + 1)) {
      problems.push(`the bottom navigation spans ${navRect.left}..${navRect.right}`);
    }
    return problems.length > 0 ? problems.join(' / ') : null;
  }, PHONE_VIEWPORT.width);
}

describe('no screen is wider than a phone (issue 18, part 1)', () => {
  const product = productForTests();
  const ids = {
    longPost: 0,
    draft: 0,
    otherUnitPost: 0,
    notice: 0,
    safetyCaseTask: 0,
    reportTask: 0,
  };

  beforeAll(async () => {
    const { db } = product.server.database;
    // Long names, as a writer of the unit and as the reader themself (profile).
    for (const email of [WRITER, PMO]) {
      await db
        .update(users)
        .set({ lastName: LONG_LAST_NAME, firstName: LONG_FIRST_NAME })
        .where(eq(users.email, email));
    }
    const classification = await validClassification(db, 'cimgibu');
    const longPost = await insertPost(db, WRITER, 'published', {
      body: LONG_BODY,
      ...classification,
      publishedAt: new Date(Date.now() + 60_000),
    });
    ids.longPost = longPost.id;
    await insertPost(db, WRITER, 'published', {
      kind: 'reply',
      parentId: longPost.id,
      body: LONG_BODY,
      publishedAt: new Date(Date.now() + 60_000),
    });
    ids.draft = (await insertPost(db, PMO, 'draft', { body: LONG_BODY, ...classification })).id;
    await insertPost(db, PMO, 'published', { body: LONG_BODY, ...classification });
    ids.otherUnitPost = (await insertPost(db, OTHER_UNIT, 'published')).id;
    // Badges over 99, and unread notices with long titles.
    await addNotifications(db, PMO, 120);
    const pmo = await userIdOf(db, PMO);
    const [notice] = await db
      .insert(notifications)
      .values({
        unit: pmo.unit,
        userId: pmo.id,
        kind: 'reply',
        title: LONG_BODY,
        link: `/posts/${longPost.id}`,
        isRead: false,
      })
      .returning();
    ids.notice = notice!.id;
    await addTasks(db, PMO, [{ dueOn: '2099-01-01' }, { dueOn: '2000-01-01' }]);
    // The compliance guard's screens (issue 19): a safety case and a report, with long text.
    await db
      .update(users)
      .set({ isAdmin: true, isSafetyContact: true })
      .where(eq(users.email, PMO));
    const writer = await userIdOf(db, WRITER);
    const [safetyCase] = await db
      .insert(safetyCases)
      .values({
        unit: 'cimgibu',
        reporterUserId: writer.id,
        product: `${LONG_ENGLISH_WORD} ${LONG_JAPANESE.slice(0, 40)}`,
        whatHappened: LONG_BODY,
        learntAt: new Date(),
        source: 'post',
      })
      .returning();
    const [report] = await db
      .insert(contentReports)
      .values({
        unit: 'cimgibu',
        postId: longPost.id,
        reporterUserId: writer.id,
        reason: 'identifiers',
        comment: LONG_BODY.slice(0, 480),
      })
      .returning();
    const [safetyCaseTask, reportTask] = await db
      .insert(tasks)
      .values([
        {
          unit: 'cimgibu',
          assigneeUserId: pmo.id,
          type: 'safety-case' as const,
          dueOn: '2099-01-02',
          title: '',
          requestedByUserId: writer.id,
          safetyCaseId: safetyCase!.id,
        },
        {
          unit: 'cimgibu',
          assigneeUserId: pmo.id,
          type: 'report' as const,
          dueOn: '2099-01-02',
          title: '',
          postId: longPost.id,
          requestedByUserId: writer.id,
          reportId: report!.id,
        },
      ])
      .returning();
    ids.safetyCaseTask = safetyCaseTask!.id;
    ids.reportTask = reportTask!.id;
  });

  async function signedIn(language: Language, theme: 'light' | 'dark') {
    const page = await product.people.open(PMO, {
      locale: language === 'ja' ? 'ja-JP' : 'en-US',
    });
    // As the profile's switches store them; every screen below is a fresh page load.
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SETTINGS_STORAGE_KEY,
      value: JSON.stringify({ theme, lang: language, subscribed: false }),
    });
    return page;
  }

  for (const [language, theme] of [
    ['ja', 'light'],
    ['en', 'dark'],
  ] as const) {
    it(`fits every screen in ${language}, ${theme}`, async () => {
      const t = STRINGS[language];
      const page = await signedIn(language, theme);
      const problems: string[] = [];
      const check = async (screen: string, ready: Locator) => {
        await ready.first().waitFor();
        await settle(page);
        const problem = await overflowOf(page);
        if (problem) problems.push(`${screen}: ${problem}`);
      };
      const open = async (path: string, screen: string, ready: Locator) => {
        await page.goto(`${product.server.url}${path}`);
        await check(screen, ready);
      };
      // A list is no longer busy once every card of its page is drawn (useCardsToDraw).
      const posts = page.locator('section[aria-busy="false"] article[data-post-id]');
      const main = page.locator('main');
      // A post's card is drawn in two passes (post-detail.tsx): checked once both are drawn.
      const wholePost = main.locator('article:not([data-drawing])').getByText(LONG_ENGLISH_WORD);

      await open('/', 'home', posts);
      // The language really is the one chosen: the navigation says so.
      await page.getByRole('link', { name: new RegExp(`^${t.nav.home}`) }).waitFor();
      await open('/search', 'search', posts);
      await open('/posts', 'posts', posts);
      await open('/posts?view=mine', 'my posts', posts);
      await open('/posts?view=mine&status=draft', 'my drafts', posts);
      await open('/comments', 'comments', posts);
      await open(`/posts/${ids.longPost}`, 'post detail', wholePost);
      await open(`/posts/${ids.draft}`, 'draft detail', wholePost);
      await open('/notifications', 'notices', page.locator('[data-notification-id]'));
      await open(
        `/notifications/${ids.notice}`,
        'notice detail',
        main.getByText(LONG_ENGLISH_WORD),
      );
      await open('/tasks', 'tasks', main.locator('a[href^="/tasks/"]'));
      await main.locator('a[href^="/tasks/"]').first().click();
      await check('task detail', page.getByRole('heading', { level: 1 }));
      await open('/inquiries', 'inquiries', main.locator('a[href^="/inquiries/"]'));
      await main.locator('a[href^="/inquiries/"]').first().click();
      await check('inquiry detail', main.locator('article'));
      await open('/profile', 'profile', main.getByText(PMO));
      await open(
        `/posts/${ids.otherUnitPost}`,
        'not found',
        page.getByRole('heading', { name: t.post.notFound }),
      );

      await open('/', 'home before the filters', posts);
      await page
        .getByRole('button', { name: new RegExp(`^${t.lists.filters_zero.split(/[（(]/)[0]}`) })
        .click();
      await check('filter dialog', page.getByRole('dialog').getByRole('combobox'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: t.composer.compose, exact: true }).click();
      const stepTitle = page.locator('#composer-step-title');
      for (let step = 1; ; step++) {
        const title = await stepTitle.innerText();
        if (title === t.composer.confirmTitle) break;
        expect(step, 'the wizard reaches its confirm step').toBeLessThan(15);
        await check(`wizard step ${step} (${title})`, page.getByRole('radio'));
        await page.getByRole('radio').first().click();
        await expect.poll(() => stepTitle.innerText()).not.toBe(title);
      }
      await page.getByLabel(t.composer.text).fill(LONG_BODY);
      await check('wizard confirm', page.getByLabel(t.composer.text));
      // The pre-screen's findings, marked and listed, and the safety-case form (issue 19).
      await page.getByLabel(t.composer.text).fill(`${FLAGGED}\n${LONG_BODY}`);
      await check('wizard confirm with findings', page.locator('[data-highlight-layer] mark'));
      await page.getByRole('button', { name: t.compliance.reportToSafety }).click();
      await check(
        'safety-case form',
        page.getByRole('dialog', { name: t.compliance.safetyCaseTitle }).getByRole('textbox'),
      );
      await page.keyboard.press('Escape');
      await page
        .getByRole('dialog', { name: t.compliance.safetyCaseTitle })
        .waitFor({ state: 'detached' });
      // Closing typed work asks first (issue 39): the question fits the phone too.
      await page.getByRole('button', { name: t.composer.close }).click();
      await check('unsaved work question', page.getByRole('button', { name: t.composer.discard }));
      await page.getByRole('button', { name: t.composer.discard }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Reporting, the compliance tasks, redaction and the admin area (issue 19).
      await open(`/posts/${ids.longPost}`, 'post detail again', wholePost);
      await page.getByRole('button', { name: t.postActions.menu, exact: true }).click();
      await page.getByRole('menuitem', { name: t.postActions.report }).click();
      await check('report dialog', page.getByRole('dialog').getByRole('radio'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await open(
        `/tasks/${ids.safetyCaseTask}`,
        'safety-case task',
        main.locator('[data-safety-case]'),
      );
      await open(`/tasks/${ids.reportTask}`, 'report task', main.locator('[data-report]'));
      await page.getByRole('button', { name: t.reports.redact }).click();
      await check('redact dialog', page.locator('[data-redaction-preview]'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await open('/admin', 'admin: people', main.locator('[data-person-email]'));
      await main.locator('[data-person-email]').first().getByRole('button').first().click();
      await check('person dialog', page.getByRole('dialog').getByRole('textbox').first());
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await open('/admin?section=rules', 'admin: rules', main.locator('[data-rule-id]'));
      await main.locator('[data-rule-id]').first().getByRole('button').first().click();
      await check('rule dialog', page.getByRole('dialog').getByRole('textbox'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await open('/admin?section=bench', 'admin: test bench', main.getByRole('textbox'));
      await main.getByLabel(t.admin.bench.sample).fill(`${FLAGGED}\n${LONG_BODY}`);
      await main.getByRole('button', { name: t.admin.bench.run, exact: true }).click();
      await check('admin: test bench result', main.locator('[data-bench-findings] li'));
      await open(
        '/admin?section=contacts',
        'admin: safety contacts',
        main.locator('[data-contact-email]'),
      );

      // The terms dialog: shown as a new version of the terms would show it.
      await page.route('**/api/users?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { agreedAt: string | null }[] };
        for (const user of body.data) user.agreedAt = null;
        await route.fulfill({ response, json: body });
      });
      await page.goto(product.server.url);
      await check('terms dialog', page.getByRole('dialog').getByRole('checkbox'));
      await page.unroute('**/api/users?*');

      expect(problems).toEqual([]);
    });
  }
});
