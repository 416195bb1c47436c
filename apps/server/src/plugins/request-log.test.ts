import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { userIdOf } from '../test/fixtures.ts';
import { serveApp } from '../test/test-app.ts';
import { createSeededTestDatabase } from '../test/test-database.ts';

const MR = 'mr@cimgibu.example.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

/** One JSON line per finished request: id, user id, route template, method, status and time. */
describe('the request log', () => {
  let database: DatabaseHandle;
  let t: Awaited<ReturnType<typeof serveApp>>;
  let log = '';
  const lines = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const linesOf = (reqId: string) => lines().filter((line) => line.reqId === reqId);

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    const stream = { write: (line: string) => void (log += line) };
    // Behind a trusted proxy (TRUST_PROXY), whose X-Request-Id is kept.
    t = await serveApp(database, {
      logger: { ...(loggerOptions('info') as object), stream },
      trustProxy: true,
    });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it("writes one completion line with the signed-in user's id and the route template, not the URL", async () => {
    const response = await t.app.inject({
      url: '/api/users?email=rm%40cimgibu.example.com',
      headers: await t.authAs(MR),
    });
    expect(response.statusCode).toBe(200);
    const reqId = response.headers['x-request-id'] as string;
    expect(reqId).toMatch(UUID);
    const [line, ...more] = linesOf(reqId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      msg: 'request completed',
      level: 30,
      userId: (await userIdOf(database.db, MR)).id,
      route: '/api/users',
      method: 'GET',
      statusCode: 200,
    });
    expect(line!.responseTimeMs).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toMatch(/cimgibu|email=/);
  });

  it('keeps a well-formed incoming X-Request-Id and answers it, also on a poll answered 304', async () => {
    const auth = await t.authAs(MR);
    const first = await t.app.inject({ url: '/api/notifications', headers: auth });
    const unchanged = await t.app.inject({
      url: '/api/notifications',
      headers: {
        ...auth,
        'if-none-match': first.headers.etag as string,
        'x-request-id': 'lb-7f3a.42',
      },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(linesOf('lb-7f3a.42')).toEqual([
      expect.objectContaining({ route: '/api/notifications', statusCode: 304 }),
    ]);
  });

  it('makes its own id when no proxy is trusted: a client cannot choose the id of its lines', async () => {
    const untrusting = await serveApp(database, { logger: false });
    try {
      const response = await untrusting.app.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'lb-7f3a.43' },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    } finally {
      await untrusting.app.close();
    }
  });

  it('replaces an incoming X-Request-Id that is too long or holds other characters', async () => {
    for (const offered of ['x'.repeat(65), 'a b', 'line\\nbreak', '<script>']) {
      const response = await t.app.inject({
        url: '/api/health',
        headers: { 'x-request-id': offered },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    expect(log).not.toContain('x'.repeat(65));
  });

  it('logs an anonymous request and a request no route matches with a null user', async () => {
    const response = await t.app.inject({ url: '/api/nothing/42?q=secret-term' });
    expect(response.statusCode).toBe(404);
    expect(linesOf(response.headers['x-request-id'] as string)).toEqual([
      expect.objectContaining({ userId: null, route: '(unmatched)', statusCode: 404 }),
    ]);
    expect(log).not.toContain('secret-term');
    expect(lines().some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
