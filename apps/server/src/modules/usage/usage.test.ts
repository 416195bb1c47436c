import { createServer, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageReportSchema } from '@kizuki/shared';
import { usageEvents } from '../../db/schema.ts';
import { insertPost, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MR = 'mr@cimgibu.example.com';
const ADMIN = 'hq@cimgibu.example.com';

const event = (action: string, extra: object = {}) => ({
  id: randomUUID(),
  action,
  occurredAt: new Date().toISOString(),
  ...extra,
});

describe('usage analytics (issue 22)', () => {
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

  it('records a batch with the user’s role and unit, once however often it is sent', async () => {
    const batch = [
      event('signIn'),
      event('pageView', { screen: 'home' }),
      event('search', { screen: 'home' }),
    ];
    const first = await send(MR, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: 3 });
    const again = await send(MR, batch);
    expect(again.json()).toEqual({ recorded: 0 });
    const mr = await userIdOf(t.database.db, MR);
    const rows = await t.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, mr.id));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ unit: 'cimgibu', role: 'mr' });
  });

  it('forwards what it recorded without the user, when a forwarder is set', async () => {
    const batch = [event('post', { screen: 'home' })];
    await send(MR, batch);
    await expect.poll(() => JSON.stringify(forwarded)).toContain(batch[0]!.id);
    const sent = JSON.stringify(forwarded);
    expect(sent).toContain('"role":"mr"');
    expect(sent).toContain('"unit":"cimgibu"');
    expect(sent).not.toContain('example.com');
    expect(sent).not.toMatch(/userId/i);
  });

  it('refuses anything but its closed lists, naming the field', async () => {
    const cases: [unknown[], string][] = [
      [[event('pageView', { screen: '/posts/12?keyword=秘密' })], 'events.0.screen'],
      [[event('typed', {})], 'events.0.action'],
      [[event('search', { keyword: '処方' })], 'events.0'],
      [[event('post', { occurredAt: '2020-01-01T00:00:00Z' })], 'events.0.occurredAt'],
      [[event('post', { id: 'not-a-uuid' })], 'events.0.id'],
      [Array.from({ length: 51 }, () => event('pageView', { screen: 'home' })), 'events'],
      [[], 'events'],
    ];
    for (const [events, field] of cases) {
      const response = await send(MR, events);
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
  });

  it('reports active users by role and week, and first sign-in to first post, to admins only', async () => {
    // A newcomer who signs in and posts, and one who signs in only.
    await send('pmo@cimgibu.example.com', [event('signIn')]);
    await send('rm@cimgibu.example.com', [event('signIn'), event('pageView', { screen: 'posts' })]);
    await insertPost(t.database.db, 'pmo@cimgibu.example.com', 'published', {
      submittedAt: new Date(),
    });
    // Another unit's people are not counted.
    await send('mr@cimrdbu.example.com', [event('signIn')]);

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
    expect(active).toEqual({ mr: 1, pmo: 1, rm: 1 });
    expect(report.funnel).toEqual({ firstSignIns: 3, firstPosts: 2 });
    expect(report.actions).toContainEqual({ action: 'signIn', count: 3 });
  });
});
