import { contentReports, safetyCases, tasks } from '@kizuki/server/db/schema';
import { insertPost, userIdOf } from '@kizuki/server/test/fixtures';
import { tokyoDateAfter } from '@kizuki/shared/rules';
import { describe, expect, it } from 'vitest';
import { ja } from '../src/lib/i18n/ja.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { settle } from './support/browser.ts';
import { jaScreens as s } from './support/strings.ts';
import { productForTests } from './support/test-server.ts';

const ADMIN = 'hq@cimgibu.example.com';
const REPORTER = 'pmo@cimgibu.example.com';
const POSTS = [
  { body: '講演会の資料に他社品の比較グラフが載っていた。', reason: 'identifiers' as const },
  { body: '薬局の掲示物に他社の新しいキャンペーンが載っていた。', reason: 'defamation' as const },
];

/**
 * Issue 39: report and safety-case tasks keep no text of their own, so their cards were alike
 * ("reported post", "safety information"). Each card now says what it is about (the report's
 * reason and the post's first words; the case's product and account), and the tray's keyword
 * finds them by it.
 */
describe('task cards say what each task is about', () => {
  const product = productForTests();

  it('an admin tells two reports apart and finds one by the post’s words; a case names its product', async () => {
    const db = product.server.database.db;
    const admin = await userIdOf(db, ADMIN);
    const reporter = await userIdOf(db, REPORTER);
    for (const { body, reason } of POSTS) {
      const post = await insertPost(db, 'mr@cimgibu.example.com', 'published', { body });
      const [report] = await db
        .insert(contentReports)
        .values({
          unit: admin.unit,
          postId: post.id,
          reporterUserId: reporter.id,
          reason,
          comment: '',
        })
        .returning();
      await db.insert(tasks).values({
        unit: admin.unit,
        assigneeUserId: admin.id,
        type: 'report',
        dueOn: tokyoDateAfter(new Date(), 3),
        title: '',
        postId: post.id,
        requestedByUserId: reporter.id,
        reportId: report!.id,
      });
    }
    const [safetyCase] = await db
      .insert(safetyCases)
      .values({
        unit: admin.unit,
        reporterUserId: reporter.id,
        product: '競合品Y錠',
        whatHappened: '服用後にめまいがあったと患者の家族から聞いた。',
        learntAt: new Date(),
        source: 'post',
      })
      .returning();
    await db.insert(tasks).values({
      unit: admin.unit,
      assigneeUserId: admin.id,
      type: 'safety-case',
      dueOn: tokyoDateAfter(new Date(), 1),
      title: '',
      requestedByUserId: reporter.id,
      safetyCaseId: safetyCase!.id,
    });

    const page = await product.people.open(ADMIN, { path: '/tasks' });
    const cards = page.locator('article[data-task-id]');
    const about = () => cards.locator('[data-task-about]').allInnerTexts();
    await expect
      .poll(about)
      .toEqual(
        expect.arrayContaining([
          `理由：${s.reports.reasons.identifiers}`,
          `理由：${s.reports.reasons.defamation}`,
          '製品：競合品Y錠',
        ]),
      );
    for (const { body } of POSTS) await cards.getByText(body).waitFor();
    await cards.getByText('服用後にめまいがあったと患者の家族から聞いた。').waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: ja.lists.keyword }).fill('キャンペーン');
    await expect.poll(about).toEqual([`理由：${s.reports.reasons.defamation}`]);
  });
});
