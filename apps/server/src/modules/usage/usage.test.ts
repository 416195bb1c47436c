import { createServer, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VIEWS_PER_MINUTE, selfCheckItems, UsageReportSchema } from '@kizuki/shared';
import { tokyoToday } from '@kizuki/shared/rules';
import { usageEvents } from '../../db/schema.ts';
import { insertPost, userIdOf, validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MR = 'mr@cimgibu.example.com';
const ADMIN = 'hq@cimgibu.example.com';

const pageView = (screen = 'home', extra: object = {}) => ({
  id: randomUUID(),
  action: 'pageView',
  screen,
  ...extra,
});

describe('usage analytics (issues 22 and 41)', () => {
  let t: TestApp;
  const forwarded: unknown[] = [];
  const forwarder = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      forwarded.push(JSON.parse(body));
      response.writeHead(204).end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
    const { port } = forwarder.address() as { port: number };
    t = await createTestApp({ usage: { forwardUrl: `http://127.0.0.1:${port}/collect` } });
  });
  afterAll(async () => {
    await t.close();
    forwarder.close();
  });

  const send = (email: string, events: unknown[]) =>
    t.requestAs(email, 'POST', '/api/usage-events', { events });
  /** The actions recorded for a person, page views aside. */
  const actionsOf = async (email: string) => {
    const user = await userIdOf(t.database.db, email);
    const rows = await t.database.db
      .select({ action: usageEvents.action })
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.id), ne(usageEvents.action, 'pageView')));
    return rows.map((row) => row.action).sort();
  };

  it('records page views with the user’s role and unit, once however often they are sent', async () => {
    const batch = [pageView('home'), pageView('posts')];
    const first = await send(MR, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: 2 });
    const again = await send(MR, batch);
    expect(again.json()).toEqual({ recorded: 0 });
    const mr = await userIdOf(t.database.db, MR);
    const rows = await t.database.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, mr.id), eq(usageEvents.action, 'pageView')));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ unit: 'cimgibu', role: 'mr' });
  });

  it('forwards what it recorded without the user, when a forwarder is set', async () => {
    const batch = [pageView('search')];
    await send(MR, batch);
    await expect.poll(() => JSON.stringify(forwarded)).toContain(batch[0]!.id);
    const sent = JSON.stringify(forwarded);
    expect(sent).toContain('"role":"mr"');
    expect(sent).toContain('"unit":"cimgibu"');
    expect(sent).not.toContain('example.com');
    expect(sent).not.toMatch(/userId/i);
  });

  it('refuses anything but page views of its closed list of screens, naming the field', async () => {
    const cases: [unknown[], string][] = [
      [[pageView('/posts/12?keyword=秘密')], 'events.0.screen'],
      [[{ ...pageView(), action: 'typed' }], 'events.0.action'],
      // Actions are the server's to record (issue 41): a client cannot report one, nor date one.
      ...(['post', 'reply', 'reaction', 'approval', 'inquiry', 'search', 'signIn'] as const).map(
        (action): [unknown[], string] => [[{ ...pageView(), action }], 'events.0.action'],
      ),
      [[pageView('home', { occurredAt: '2020-01-01T00:00:00Z' })], 'events.0'],
      [[pageView('home', { keyword: '処方' })], 'events.0'],
      [[{ ...pageView(), id: 'not-a-uuid' }], 'events.0.id'],
      [Array.from({ length: 51 }, () => pageView()), 'events'],
      [[], 'events'],
    ];
    for (const [events, field] of cases) {
      const response = await send(MR, events);
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
  });

  it(`records at most ${PAGE_VIEWS_PER_MINUTE} page views of a person a minute`, async () => {
    const rm = 'rm@cimjobu.example.com';
    const batches = [50, 50, 50].map((size) => Array.from({ length: size }, () => pageView()));
    const recorded = [];
    for (const batch of batches) recorded.push((await send(rm, batch)).json().recorded);
    expect(recorded).toEqual([PAGE_VIEWS_PER_MINUTE, 0, 0]);
    // Batches sent at once cannot each find the minute's room.
    const together = 'mr-approver@cimjobu.example.com';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(
          together,
          Array.from({ length: 10 }, () => pageView()),
        ),
      ),
    );
    const total = answers.reduce((sum, answer) => sum + answer.json().recorded, 0);
    expect(total).toBe(PAGE_VIEWS_PER_MINUTE);
    // A colleague is counted apart.
    expect((await send('pmo@cimjobu.example.com', [pageView()])).json()).toEqual({ recorded: 1 });
  });

  it('records the actions it performs itself, each once, dated by its own clock', async () => {
    const startedAt = new Date();
    const author = 'mr@cimjobu.example.com';
    const pmo = 'pmo@cimjobu.example.com';
    const approver = 'mr-approver@cimjobu.example.com';
    const classification = await validClassification(t.database.db, 'cimjobu');
    const created = await t.requestAs(author, 'POST', '/api/posts', {
      body: 'アナリティクスの確認用の投稿です',
      classification,
      selfCheck: selfCheckItems('post'),
      submit: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [task] = (await t.requestAs(approver, 'GET', '/api/tasks')).json().data;
    expect(
      (await t.requestAs(approver, 'POST', `/api/tasks/${task.id}/approve`, {})).statusCode,
    ).toBe(200);
    const postId = created.json().id;
    for (let i = 0; i < 3; i++) {
      await t.requestAs(pmo, 'PUT', `/api/posts/${postId}/reactions/like`);
      // Taken back and given again: still the one reaction.
      await t.requestAs(pmo, 'DELETE', `/api/posts/${postId}/reactions/like`);
    }
    await t.requestAs(pmo, 'PUT', `/api/posts/${postId}/reactions/like`);
    expect(
      (
        await t.requestAs(pmo, 'POST', '/api/inquiries', {
          postId,
          question: 'どの施設での話でしょうか',
        })
      ).statusCode,
    ).toBe(201);
    // The same words fetched again (a list refreshed after a write) and their next page: one search.
    for (const query of ['', '', '&offset=20']) {
      await t.requestAs(pmo, 'GET', `/api/posts?keyword=${encodeURIComponent('確認')}${query}`);
    }
    // A sign-in is the first request of a Tokyo day (these tokens carry no auth_time): the
    // days this test ran on, one or, past midnight in Tokyo, two.
    const days = new Set([tokyoToday(startedAt), tokyoToday(new Date())]).size;
    const signIns = Array.from({ length: days }, () => 'signIn');
    expect(await actionsOf(author)).toEqual(['post', ...signIns]);
    expect(await actionsOf(approver)).toEqual(['approval', ...signIns]);
    // Four likes of one post, taken back between, are one reaction.
    await expect.poll(() => actionsOf(pmo)).toEqual(['inquiry', 'reaction', 'search', ...signIns]);
    const dated = await t.database.db
      .select({ at: usageEvents.occurredAt, received: usageEvents.receivedAt })
      .from(usageEvents)
      .where(eq(usageEvents.userId, (await userIdOf(t.database.db, author)).id));
    for (const row of dated) {
      expect(Math.abs(row.at.getTime() - row.received.getTime())).toBeLessThan(60_000);
    }
  });

  it('counts a sign-in at the provider once per auth_time', async () => {
    const safety = 'safety@cimjobu.example.com';
    const as = async (authTime: number) =>
      t.app.inject({
        url: '/api/notifications',
        headers: {
          authorization: `Bearer ${await t.tokenFor(safety, { claims: { auth_time: authTime } })}`,
        },
      });
    for (const authTime of [1_800_000_000, 1_800_000_000, 1_800_003_600]) await as(authTime);
    expect(await actionsOf(safety)).toEqual(['signIn', 'signIn']);
  });

  it('reports active users by role and week, and first sign-in to first post, to admins only', async () => {
    // A newcomer who signs in and posts, and one who signs in only: the server sees both.
    await send('pmo@cimgibu.example.com', [pageView('posts')]);
    await send('rm@cimgibu.example.com', [pageView('posts')]);
    await insertPost(t.database.db, 'pmo@cimgibu.example.com', 'published', {
      submittedAt: new Date(),
    });
    // Another unit's people are not counted.
    await send('mr@cimrdbu.example.com', [pageView()]);

    const refused = await t.requestAs(MR, 'GET', '/api/admin/usage');
    expect(refused.statusCode).toBe(403);
    const response = await t.requestAs(ADMIN, 'GET', '/api/admin/usage?weeks=4');
    expect(response.statusCode, response.body).toBe(200);
    const report = UsageReportSchema.parse(response.json());
    expect(report.weeks).toHaveLength(4);
    const thisWeek = report.weeks.at(-1);
    const active = Object.fromEntries(
      report.activeUsers.filter((row) => row.week === thisWeek).map((row) => [row.role, row.users]),
    );
    expect(active).toEqual({ hq: 1, mr: 1, pmo: 1, rm: 1 });
    // The admin's requests sign them in too; they, like the mr, wrote posts in the demo data.
    expect(report.funnel).toEqual({ firstSignIns: 4, firstPosts: 3 });
    expect(report.actions).toContainEqual({ action: 'signIn', count: 4 });
  });
});
