import { and, eq, isNotNull } from 'drizzle-orm';
import { posts, tasks, users } from '@kizuki/server/db/schema';
import { insertPost, userIdOf } from '@kizuki/server/test/fixtures';
import { selfCheckItems, tokyoDateAfter } from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../src/lib/format-date.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { browserPool, settle } from './support/browser.ts';
import { signInAndAccept } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const AUTHOR = 'mr@cimgibu.example.com';
const APPROVER = 'mr-approver@cimgibu.example.com';
const PMO_APPROVER = 'pmo-approver@cimgibu.example.com';
const STAND_IN = 'pmo-approver.standin@cimgibu.example.com';
const BODIES = [
  '他社MRが新しい患者向け冊子を配布していた(エスカレーション一)。',
  '他社の講演会で新しい投与スケジュールが紹介されていた(エスカレーション二)。',
];

/**
 * Issue 23: an approval overdue by a full day (its due date set a day back in the database, the
 * shortest honest way to let two Tokyo days pass) is escalated by the reminder job to the unit's
 * pmo-approver, who is told, finds it marked in the tray and decides it; in English and dark, the
 * tray and the profile's delegate setting. A phone, axe on each screen.
 */
describe('approval escalation reaches the pmo-approver', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  let page: Page;
  const postIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    const approver = await userIdOf(db, APPROVER);
    const author = await userIdOf(db, AUTHOR);
    const [model] = await db.select().from(users).where(eq(users.email, PMO_APPROVER));
    await db.insert(users).values({
      email: STAND_IN,
      firstName: '花子',
      lastName: '代行',
      role: 'pmo-approver',
      unit: model!.unit,
      organizationId: model!.organizationId,
    });
    for (const body of BODIES) {
      const post = await insertPost(db, AUTHOR, 'review', {
        body,
        selfCheck: selfCheckItems('post'),
        submittedAt: new Date(),
      });
      postIds.push(post.id);
      await db.insert(tasks).values({
        unit: approver.unit,
        assigneeUserId: approver.id,
        type: 'approval',
        status: 'to-do',
        dueOn: tokyoDateAfter(new Date(), -1),
        title: body.slice(0, 80),
        postId: post.id,
        requestedByUserId: author.id,
      });
    }
    const sent = await server.app.approvalReminders.runNow();
    expect(sent.escalated).toBe(2);
    const { page: opened } = await browsers.open();
    page = opened;
    await page.goto(server.url);
    await signInAndAccept(page, PMO_APPROVER);
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('is told, finds the escalated task marked in the tray, and approves it', async () => {
    await page.goto(`${server.url}/notifications`);
    const notice = page
      .locator('article[data-notification-id]')
      .filter({ hasText: '期限切れの承認が回されました' })
      .first();
    await notice.waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/tasks`);
    const card = page.locator('article[data-task-id]').filter({ hasText: BODIES[0]!.slice(0, 20) });
    await card.getByText('エスカレーション', { exact: true }).waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.click();
    await page.getByText(BODIES[0]!).waitFor();
    await page.getByText('期限を1日過ぎたため').waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '承認する' }).click();
    await page.getByRole('status').filter({ hasText: '承認しました' }).waitFor();

    const db = server.database.db;
    const [post] = await db.select().from(posts).where(eq(posts.id, postIds[0]!));
    expect(post!.status).toBe('published');
    // The first decision wins: the original approver's task is canceled.
    const approver = await userIdOf(db, APPROVER);
    const [original] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.postId, postIds[0]!), eq(tasks.assigneeUserId, approver.id)));
    expect(original!.status).toBe('canceled');
  });

  it('in English and dark: the tray marks it, and the profile names a delegate', async () => {
    await page.evaluate(() =>
      localStorage.setItem(
        'kizuki.settings',
        JSON.stringify({ theme: 'dark', lang: 'en', subscribed: false }),
      ),
    );
    // The escalated task past its own deadline too: both tags beside the name on the phone.
    const pmoApprover = await userIdOf(server.database.db, PMO_APPROVER);
    await server.database.db
      .update(tasks)
      .set({ dueOn: tokyoDateAfter(new Date(), -2) })
      .where(and(eq(tasks.postId, postIds[1]!), eq(tasks.assigneeUserId, pmoApprover.id)));
    await page.goto(`${server.url}/tasks`);
    const card = page.locator('article[data-task-id]').filter({ hasText: BODIES[1]!.slice(0, 20) });
    await card.getByText('Escalated').waitFor();
    await card.getByText('Past deadline').waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The tags go below rather than squeeze the name into a narrow column.
    const heading = await card.getByRole('heading').boundingBox();
    expect(heading!.width).toBeGreaterThanOrEqual(144);

    await page.goto(`${server.url}/profile`);
    const settings = page.getByTestId('delegation-settings');
    await settings.getByRole('heading', { name: 'Delegate while away' }).waitFor();
    await settings.getByRole('combobox', { name: 'Delegate' }).click();
    await page.getByRole('option', { name: '代行 花子' }).click();
    const until = tokyoDateAfter(new Date(), 7);
    await settings.getByLabel('Until').fill(until);
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    // The period in the reader's way of writing dates, not the ISO form.
    await settings
      .getByTestId('delegation-current')
      .getByText(
        `代行 花子 (${calendarDate(tokyoDateAfter(new Date(), 0), 'en')} to ${calendarDate(until, 'en')})`,
        { exact: false },
      )
      .waitFor();
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [saved] = await server.database.db
      .select({ delegateUserId: users.delegateUserId, until: users.delegateUntil })
      .from(users)
      .where(and(eq(users.id, pmoApprover.id), isNotNull(users.delegateUserId)));
    expect(saved).toMatchObject({
      delegateUserId: (await userIdOf(server.database.db, STAND_IN)).id,
      until,
    });

    // An admin moves the delegate out of the role: still named, but not offered again as chosen.
    await server.database.db.update(users).set({ role: 'pmo' }).where(eq(users.email, STAND_IN));
    await page.reload();
    await settings.getByText('No longer eligible: choose another').waitFor();
    await settings
      .getByTestId('delegation-current')
      .getByText('代行 花子', { exact: false })
      .waitFor();
    expect(await settings.getByRole('combobox', { name: 'Delegate' }).textContent()).not.toContain(
      '代行',
    );
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
