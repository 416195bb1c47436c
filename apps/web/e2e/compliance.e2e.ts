import { and, desc, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  notifications,
  posts,
  safetyCases,
  screenRuleVersions,
  tasks,
  users,
} from '@kizuki/server/db/schema';
import { insertPost, userIdOf, validClassification } from '@kizuki/server/test/fixtures';
import { nextTokyoWorkingDay } from '@kizuki/shared/rules';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enScreens } from '../src/lib/i18n/en-screens.ts';
import { ja } from '../src/lib/i18n/ja.ts';
import { jaScreens } from './support/strings.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { signedInPeople } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const WRITER = 'mr@cimgibu.example.com';
const SAFETY = 'safety@cimgibu.example.com';
const READER = 'rm@cimgibu.example.com';
const ADMIN = 'hq@cimgibu.example.com';
const LANGUAGES = ['ja', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const STRINGS = { ja: jaScreens, en: enScreens } as const;

/** What each test's writer types, in each language: a possible adverse event and a name. */
const TEXTS = {
  ja: {
    event: '競合品Xを服用後に発疹が出た患者がいると薬剤部で聞いた。',
    eventWords: '服用後に発疹が出た',
    rest: '他社の説明会の案内も配布されていた。',
    named: '田中先生から、競合品の採用状況について話を聞いた。',
    name: '田中先生',
    anonymised: 'A病院の医師から、競合品の採用状況について話を聞いた。',
  },
  en: {
    event: 'A pharmacist said a patient developed a rash after taking competitor X.',
    eventWords: 'developed a rash after taking',
    rest: 'The competitor also handed out a new dosing card.',
    named: 'Dr. Sato told me about the competitor’s formulary status.',
    name: 'Dr. Sato',
    anonymised: 'A doctor at hospital A told me about the competitor’s formulary status.',
  },
} as const;

describe('the compliance guard in the browser (issue 19)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const db = () => server.database.db;

  const people = signedInPeople(browsers, () => server.url);
  /** A phone signed in as the person, in the language, on the screen at `path`. */
  const signedIn = (email: string, language: Language, path = '/') =>
    people.open(email, {
      path,
      locale: language === 'ja' ? 'ja-JP' : 'en-GB',
      prepare: ({ page }) =>
        page.addInitScript(
          (lang) => localStorage.setItem('kizuki.settings', JSON.stringify({ lang })),
          language,
        ),
    });

  /** Opens the composer and takes the first choice of every step, up to the text. */
  const composeUpToText = async (page: Page): Promise<Locator> => {
    await page.goto(`${server.url}/?compose=post`);
    const composer = page.getByRole('dialog');
    const text = composer.locator('textarea:not([aria-hidden])').first();
    for (let step = 0; step < 12 && !(await text.isVisible()); step++) {
      const title = await page.locator('#composer-step-title').innerText();
      await composer.getByRole('radio').first().click();
      await expect.poll(() => page.locator('#composer-step-title').innerText()).not.toBe(title);
    }
    return composer;
  };

  /** The words marked in the field, by finding type, once the screen has answered. */
  const marked = async (scope: Locator, type: 'adverseEvent' | 'identifier') => {
    const marks = scope.locator(`[data-highlight-layer] mark[data-finding~="${type}"]`);
    await marks.first().waitFor();
    return (await marks.allInnerTexts()).join('');
  };

  /** Answers of the API as the signed-in page gets them, with its own access token. */
  const apiAnswers = (page: Page, paths: string[]) =>
    page.evaluate(async (urls) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string })
        .access_token;
      return Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          return `${response.status} ${await response.text()}`;
        }),
      );
    }, paths);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  for (const language of LANGUAGES) {
    const s = STRINGS[language];
    const text = TEXTS[language];

    it(`${language}: a writer types a possible adverse event, sees it marked, reports it; the safety contact gets the task and the notice`, async () => {
      const writer = await signedIn(WRITER, language);
      const composer = await composeUpToText(writer);
      const field = composer.getByLabel(s.composer.text, { exact: true });
      await field.fill(`${text.event}\n${text.rest}`);
      expect(await marked(composer, 'adverseEvent')).toContain(text.eventWords);
      const findings = composer.locator('[data-screen-findings]');
      await findings.getByText(s.compliance.writer.adverseEventHint).waitFor();
      for (const box of await composer.getByRole('checkbox').all()) await box.check();
      const submit = composer.getByRole('button', { name: s.composer.submit, exact: true });
      expect(await submit.isDisabled()).toBe(true);
      await settle(writer);
      expect(await seriousAxeViolations(writer)).toEqual([]);

      const casesBefore = (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(safetyCases)
      )[0]!.n;
      await findings.getByRole('button', { name: s.compliance.reportToSafety }).click();
      const form = writer.getByRole('dialog', { name: s.compliance.safetyCaseTitle });
      expect(await form.getByLabel(s.compliance.product).inputValue()).not.toBe('');
      const whatHappened = form.getByLabel(s.compliance.whatHappened);
      expect(await whatHappened.inputValue()).toBe(text.event);
      await form.getByRole('button', { name: s.compliance.send, exact: true }).click();
      await writer.getByRole('status').filter({ hasText: s.compliance.safetyCaseSent }).waitFor();
      await findings.getByText(s.compliance.reported, { exact: true }).waitFor();

      const [reported] = await db()
        .select()
        .from(safetyCases)
        .orderBy(desc(safetyCases.id))
        .limit(1);
      expect(
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(safetyCases)
        )[0]!.n,
      ).toBe(casesBefore + 1);
      expect(reported).toMatchObject({
        whatHappened: text.event,
        reporterUserId: (await userIdOf(db(), WRITER)).id,
        source: 'post',
      });
      const contact = await userIdOf(db(), SAFETY);
      const [task] = await db()
        .select()
        .from(tasks)
        .where(and(eq(tasks.safetyCaseId, reported!.id), eq(tasks.assigneeUserId, contact.id)));
      expect(task).toMatchObject({ type: 'safety-case', status: 'to-do' });
      expect(task!.dueOn).toBe(nextTokyoWorkingDay(new Date()));

      // The event out of the text, the rest may be posted.
      await field.fill(text.rest);
      // Said to the screen reader as it changes (the live region), and shown.
      await findings.getByRole('status').filter({ hasText: s.compliance.reportedClean }).waitFor();
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await submit.click();
      await writer.getByRole('status').filter({ hasText: s.composer.submittedForReview }).waitFor();
      const [posted] = await db().select().from(posts).orderBy(desc(posts.id)).limit(1);
      expect(posted).toMatchObject({ body: text.rest, status: 'review' });

      // The safety contact is told, opens the notice and handles the case.
      const safety = await signedIn(SAFETY, language, '/notifications');
      await safety.getByText(s.notifications.kinds.safetyCase).first().click();
      await safety.getByRole('link', { name: s.notifications.open, exact: true }).click();
      await safety.waitForURL(`**/tasks/${task!.id}`);
      const caseBox = safety.locator(`[data-safety-case="${reported!.id}"]`);
      await caseBox.getByText(text.event).waitFor();
      await settle(safety);
      expect(await seriousAxeViolations(safety)).toEqual([]);
      await safety.getByRole('button', { name: s.compliance.markHandled }).click();
      await safety
        .getByRole('dialog', { name: s.compliance.markHandledTitle })
        .getByRole('button', { name: s.compliance.markHandled })
        .click();
      await safety.getByRole('status').filter({ hasText: s.compliance.handled }).waitFor();
      const [handled] = await db().select().from(tasks).where(eq(tasks.id, task!.id));
      expect(handled!.status).toBe('done');
      const [notice] = await db()
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, contact.id), eq(notifications.link, `/tasks/${task!.id}`)),
        );
      expect(notice).toMatchObject({ kind: 'safetyCase', title: '' });
    });

    it(`${language}: an identifier blocks submit until it is removed or anonymised`, async () => {
      const writer = await signedIn(WRITER, language);
      const composer = await composeUpToText(writer);
      const field = composer.getByLabel(s.composer.text, { exact: true });
      await field.fill(text.named);
      expect(await marked(composer, 'identifier')).toBe(text.name);
      const findings = composer.locator('[data-screen-findings]');
      await findings.getByText(s.compliance.writer.identifierHint).waitFor();
      // Nothing to report to the safety department: a name is not an event.
      expect(
        await findings.getByRole('button', { name: s.compliance.reportToSafety }).count(),
      ).toBe(0);
      for (const box of await composer.getByRole('checkbox').all()) await box.check();
      const submit = composer.getByRole('button', { name: s.composer.submit, exact: true });
      expect(await submit.isDisabled()).toBe(true);
      await settle(writer);
      expect(await seriousAxeViolations(writer)).toEqual([]);

      await field.fill(text.anonymised);
      await expect.poll(() => submit.isEnabled()).toBe(true);
      expect(await composer.locator('[data-highlight-layer]').count()).toBe(0);
      await submit.click();
      await writer.getByRole('status').filter({ hasText: s.composer.submittedForReview }).waitFor();
      const [posted] = await db().select().from(posts).orderBy(desc(posts.id)).limit(1);
      expect(posted!.body).toBe(text.anonymised);
    });
  }

  it('a writer who starts from the text reports an adverse event: the form names the product the text names', async () => {
    const s = STRINGS.ja;
    const writer = await signedIn(WRITER, 'ja');
    await writer.goto(`${server.url}/?compose=post`);
    const composer = writer.getByRole('dialog');
    await composer.getByRole('button', { name: s.composer.startWithText }).click();
    await composer
      .getByRole('textbox', { name: s.composer.text })
      .fill('ジセレカを服用後に発疹が出た患者がいると薬剤部で聞いた。');
    await composer.locator('[data-suggested="competitiveProduct"]').waitFor();
    const findings = composer.locator('[data-screen-findings]');
    await findings.getByRole('button', { name: s.compliance.reportToSafety }).click();
    const form = writer.getByRole('dialog', { name: s.compliance.safetyCaseTitle });
    expect(await form.getByLabel(s.compliance.product).inputValue()).toBe(
      'ジセレカ（フィルゴチニブ）',
    );
  });

  it('an admin keeps the rules as data: a new rule saved as a version, tried on the test bench, and names the safety contacts', async () => {
    const s = STRINGS.ja;
    const admin = await signedIn(ADMIN, 'ja', '/profile');
    await admin.getByRole('link', { name: new RegExp(s.admin.title) }).click();
    await admin.waitForURL('**/admin');
    const main = admin.locator('main');
    await admin.getByRole('tab', { name: s.admin.sections.rules }).click();
    await main.locator('[data-rule-id="id.phone"]').waitFor();
    // The version in force (the built-in one): a save makes the next.
    const versionHeading = main.getByRole('heading', { name: /^バージョン \d+$/ });
    const inForce = Number(/\d+/.exec(await versionHeading.innerText())![0]);

    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await main.getByRole('button', { name: s.admin.rules.add }).click();
    const ruleDialog = admin.getByRole('dialog', { name: s.admin.rule.newTitle });
    await ruleDialog.getByLabel(s.admin.rule.id, { exact: true }).fill('id.codename');
    await ruleDialog.getByLabel(s.admin.rule.messageJa).fill('社内の開発コード名です');
    await ruleDialog.getByLabel(s.admin.rule.messageEn).fill('An internal code name');
    await ruleDialog.getByLabel(s.admin.rule.terms, { exact: true }).fill('コードネームZ');
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await ruleDialog.getByRole('button', { name: s.admin.rule.apply }).click();
    await main.getByText(s.admin.rules.unsaved.split('{{')[0]!).waitFor();

    // Tried before it is saved: the bench runs the edited rules.
    await admin.getByRole('tab', { name: s.admin.sections.bench }).click();
    await main.getByText(s.admin.bench.usingDraft).waitFor();
    await main
      .getByLabel(s.admin.bench.sample)
      .fill('コードネームZの件で、田中先生から話を聞いた。');
    // While the bench checks (seconds on a long text), the button spins and the words say so.
    const benchAnswered = await holdRequests(admin, '**/api/compliance/test-bench');
    const run = main.getByRole('button', { name: s.admin.bench.run, exact: true });
    await run.click();
    await main.getByRole('status').filter({ hasText: s.admin.bench.running }).waitFor();
    expect(await run.getByRole('progressbar').count()).toBe(1);
    expect(await run.isDisabled()).toBe(true);
    await benchAnswered();
    await main
      .locator('[data-bench-findings] [data-rule-id="id.codename"]')
      .getByText('コードネームZ')
      .waitFor();
    await main.locator('[data-bench-findings] [data-rule-id="id.person-title.ja"]').waitFor();
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await admin.getByRole('tab', { name: s.admin.sections.rules }).click();
    await main.getByRole('button', { name: s.admin.rules.save }).click();
    await admin.getByRole('status').filter({ hasText: s.admin.rules.saved }).waitFor();
    const saved = inForce + 1;
    await main.getByText(s.admin.rules.version.replace('{{version}}', String(saved))).waitFor();
    const [latest] = await db()
      .select()
      .from(screenRuleVersions)
      .where(eq(screenRuleVersions.unit, 'cimgibu'))
      .orderBy(desc(screenRuleVersions.version))
      .limit(1);
    expect(latest!.version).toBe(saved);
    expect(latest!.rules.map((rule) => rule.id)).toContain('id.codename');

    // The safety contacts: one more, by e-mail.
    await admin.getByRole('tab', { name: s.admin.sections.contacts }).click();
    await main.locator(`[data-contact-email="${SAFETY}"]`).waitFor();
    await main.getByLabel(s.admin.contacts.email).fill('pmo-approver@cimgibu.example.com');
    await main.getByRole('button', { name: s.admin.contacts.add, exact: true }).click();
    await main.locator('[data-contact-email="pmo-approver@cimgibu.example.com"]').waitFor();
    await main.getByRole('button', { name: s.admin.contacts.save, exact: true }).click();
    await admin.getByRole('status').filter({ hasText: s.admin.contacts.saved }).waitFor();
    const [approver] = await db()
      .select({ isSafetyContact: users.isSafetyContact })
      .from(users)
      .where(eq(users.email, 'pmo-approver@cimgibu.example.com'));
    expect(approver!.isSafetyContact).toBe(true);
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // Someone who is not an admin is sent home.
    const reader = await signedIn(READER, 'en', '/admin');
    await reader.waitForURL(`${server.url}/`);
  });

  for (const language of LANGUAGES) {
    it(`${language}: a reader reports a post for another reason; the admin unpublishes it; its author is told why, in the notice and on the post`, async () => {
      const s = STRINGS[language];
      const post = await insertPost(db(), WRITER, 'published', {
        body: '他社の講演会で配られた資料の話を聞いた。',
        ...(await validClassification(db(), 'cimgibu')),
      });
      const reader = await signedIn(READER, language, `/posts/${post.id}`);
      await reader.getByRole('button', { name: s.postActions.menu, exact: true }).click();
      await reader.getByRole('menuitem', { name: s.postActions.report }).click();
      const dialog = reader.getByRole('dialog', { name: s.reports.title });
      await dialog.getByRole('radio', { name: s.reports.reasons.other }).check();
      await dialog.getByText(s.reports.commentHelperOther).waitFor();
      const send = dialog.getByRole('button', { name: s.reports.send, exact: true });
      // "Other" says nothing by itself: the comment is required.
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: s.reports.comment }).fill('宣伝のように読めます。');
      await settle(reader);
      expect(await seriousAxeViolations(reader)).toEqual([]);
      await send.click();
      await reader.getByRole('status').filter({ hasText: s.reports.sent }).waitFor();

      const hq = await userIdOf(db(), ADMIN);
      const [task] = await db()
        .select()
        .from(tasks)
        .where(
          and(eq(tasks.postId, post.id), eq(tasks.type, 'report'), eq(tasks.assigneeUserId, hq.id)),
        );
      const admin = await signedIn(ADMIN, language, `/tasks/${task!.id}`);
      await admin.getByText(s.reports.reasons.other).waitFor();
      await admin.getByRole('button', { name: s.reports.unpublish, exact: true }).click();
      await admin
        .getByRole('dialog')
        .getByRole('button', { name: s.reports.unpublish, exact: true })
        .click();
      await admin.getByRole('status').filter({ hasText: s.reports.done.unpublish }).waitFor();

      const why = s.reports.unpublishedBecause.replace('{{reasons}}', s.reports.reasons.other);
      const author = await signedIn(WRITER, language, '/notifications');
      const notice = author
        .locator('article[data-notification-id]')
        .filter({ hasText: s.notifications.kinds.unpublishedAfterReport })
        .first(); // the newest: the other language's run told the same author before
      await notice.getByText(why).waitFor();
      await notice.click();
      await author.getByRole('link', { name: s.notifications.open, exact: true }).click();
      await author.waitForURL(`**/posts/${post.id}`);
      expect(await author.locator('[data-unpublished-reason]').innerText()).toBe(why);
      await settle(author);
      expect(await seriousAxeViolations(author)).toEqual([]);
    });
  }

  it('a reader reports a post and an admin redacts it: no API answer, audit row or search finds the removed text', async () => {
    const s = STRINGS.ja;
    const passage = '竹内クリニック 03-5555-0199';
    const body = `渋谷の${passage}で、他社の新しい説明資材が配られていた。`;
    // Published before a rule could catch it, with its earlier versions in the audit trail.
    const post = await insertPost(db(), WRITER, 'published', {
      body,
      ...(await validClassification(db(), 'cimgibu')),
    });
    const author = await userIdOf(db(), WRITER);
    await db()
      .insert(auditLog)
      .values({
        unit: 'cimgibu',
        actorUserId: author.id,
        action: 'post.update',
        objectType: 'post',
        objectId: String(post.id),
        before: { body: `渋谷の${passage}で（下書き）` },
        after: { body },
      });

    const reader = await signedIn(READER, 'ja', `/posts/${post.id}`);
    await reader.getByRole('button', { name: s.postActions.menu, exact: true }).click();
    await reader.getByRole('menuitem', { name: s.postActions.report }).click();
    const reportDialog = reader.getByRole('dialog', { name: s.reports.title });
    await reportDialog.getByRole('radio', { name: s.reports.reasons.identifiers }).check();
    await reportDialog.getByLabel(s.reports.comment).fill('電話番号と施設名が書かれています。');
    await reportDialog.getByRole('button', { name: s.reports.send, exact: true }).click();
    await reader.getByRole('status').filter({ hasText: s.reports.sent }).waitFor();

    const admin = await signedIn(ADMIN, 'ja');
    const hq = await userIdOf(db(), ADMIN);
    const [task] = await db()
      .select()
      .from(tasks)
      .where(
        and(eq(tasks.postId, post.id), eq(tasks.type, 'report'), eq(tasks.assigneeUserId, hq.id)),
      );
    await admin.goto(`${server.url}/tasks/${task!.id}`);
    await admin.getByText(s.reports.reasons.identifiers).waitFor();
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: s.reports.redact }).click();
    const redact = admin.getByRole('dialog', { name: s.redaction.title });
    await redact.getByLabel(s.redaction.passage).fill(passage);
    await redact.locator('[data-redaction-preview] mark').first().waitFor();
    await redact.getByLabel(s.redaction.reason).fill('医療機関と連絡先を含むため。');
    await settle(admin);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    // Irreversible: red and outlined, not the filled main action; while it runs it says so.
    const redactButton = redact.getByRole('button', { name: s.redaction.redact, exact: true });
    expect((await redactButton.getAttribute('class'))?.split(' ')).toEqual(
      expect.arrayContaining(['MuiButton-outlined', 'MuiButton-colorError']),
    );
    const redactAnswered = await holdRequests(admin, `**/api/posts/${post.id}/redactions`);
    await redactButton.click();
    await redact.getByRole('status').filter({ hasText: s.redaction.running }).waitFor();
    expect(await redactButton.getByRole('progressbar').count()).toBe(1);
    await redactAnswered();
    await admin.getByRole('status').filter({ hasText: s.redaction.done }).waitFor();
    await admin.getByText(s.reports.statuses.redacted).waitFor();

    // The post as everyone reads it, and the timeline's search.
    await reader.goto(`${server.url}/posts/${post.id}`);
    await reader.getByText('渋谷の■■■で、他社の新しい説明資材が配られていた。').waitFor();
    await reader.goto(server.url);
    await reader.locator('article[data-post-id]').first().waitFor();
    await reader.getByRole('searchbox').fill('竹内クリニック');
    await reader.getByText(ja.lists.noMatches).waitFor();
    expect(await reader.locator(`article[data-post-id="${post.id}"]`).count()).toBe(0);

    const answers = await apiAnswers(admin, [
      `/api/posts/${post.id}`,
      `/api/posts?keyword=${encodeURIComponent('竹内クリニック')}`,
      `/api/posts?keyword=${encodeURIComponent('03-5555-0199')}`,
      `/api/tasks/${task!.id}`,
      `/api/audit-log?objectType=post&objectId=${post.id}`,
      `/api/audit-log?limit=100`,
      `/api/notifications`,
    ]);
    for (const answer of answers) {
      expect(answer.slice(0, 3)).toBe('200');
      expect(answer).not.toContain('竹内クリニック');
      expect(answer).not.toContain('5555-0199');
    }
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(post.id)));
    expect(rows.length).toBeGreaterThan(1);
    expect(JSON.stringify(rows)).not.toContain('竹内クリニック');
    const [stored] = await db().select().from(posts).where(eq(posts.id, post.id));
    expect(stored!.body).toBe('渋谷の■■■で、他社の新しい説明資材が配られていた。');
  });
});

/**
 * Holds the page's requests to `pattern` until the returned function is called, which lets them
 * through and stops holding: what a slow answer looks like, without waiting for one.
 */
async function holdRequests(page: Page, pattern: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.fallback();
  };
  await page.route(pattern, handler);
  return async () => {
    release();
    await page.unroute(pattern, handler);
  };
}
