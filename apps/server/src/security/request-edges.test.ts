import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.ts';
import { serveApp, type TestApp } from '../test/test-app.ts';
import { createSeededTestDatabase } from '../test/test-database.ts';

/**
 * The edges issue 41 found probing from outside: a URL that cannot be decoded, numbers written
 * other than in decimal digits, dates outside the product's years, and the admin's CSV files
 * without the exports' limit.
 */
const MR = 'mr@cimgibu.example.com';
const ADMIN = 'hq@cimgibu.example.com';
const SECRET_WORD = 'kizuki-secret-keyword';

type Served = Omit<TestApp, 'close'>;
let t: Served;

beforeAll(async () => {
  t = await serveApp(await createSeededTestDatabase(), {
    rateLimits: {
      writesPerUser: 1000,
      writesPerAddress: 1000,
      signInPerAddress: 1000,
      screensPerUser: 1000,
      exportsPerUser: 2,
    },
  });
});
afterAll(async () => {
  await t.app.close();
  await t.database.close();
});

describe('a URL that cannot be decoded', () => {
  it.each([`/api/posts/%E0%A4?keyword=${SECRET_WORD}`, `/api/users/%ff?keyword=${SECRET_WORD}`])(
    'answers 400 naming the part, never echoing the request, with the headers (%s)',
    async (url) => {
      const response = await t.app.inject({ url, headers: await t.authAs(MR) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'validation' } });
      expect(response.body).not.toContain(SECRET_WORD);
      expect(response.body).not.toContain('%');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('a path parameter too long keeps Fastify’s status, not its message, and the headers', async () => {
    const response = await t.app.inject({
      url: `/api/posts/${'9'.repeat(150)}?keyword=${SECRET_WORD}`,
      headers: await t.authAs(MR),
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ error: { details: [{ field: 'params' }] } });
    expect(response.body).not.toContain(SECRET_WORD);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a route the API does not have is answered without echoing its query', async () => {
    const response = await t.app.inject({ url: `/api/nothing-here?keyword=${SECRET_WORD}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET_WORD);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('numbers in paths and queries are decimal digits only', () => {
  it.each(['0x10', '1e3', '+16', '16.0', ' 16', '0b10', '16 ', '016'])(
    'refuses the id %j with a 400 naming params.id, changing nobody',
    async (id) => {
      const response = await t.requestAs(ADMIN, 'PATCH', `/api/users/${encodeURIComponent(id)}`, {
        firstName: 'Changed',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        expect.objectContaining({ field: 'params.id' }),
      ]);
    },
  );

  it('refuses a page size or a filter id written as anything but digits', async () => {
    for (const url of ['/api/posts?limit=1e1', '/api/posts?offset=0x1', '/api/tasks?limit=+5']) {
      const response = await t.requestAs(MR, 'GET', url);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await t.requestAs(MR, 'GET', '/api/posts?limit=10&offset=0')).statusCode).toBe(200);
  });
});

describe('dates are in the product’s years wherever a route takes one', () => {
  const exportRows = async () =>
    t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.unit, 'cimgibu'), eq(auditLog.action, 'auditLog.export')));

  it.each([
    ['from=0001-01-01', 'querystring.from'],
    ['to=0001-01-01', 'querystring.to'],
    ['from=9999-12-31', 'querystring.from'],
  ])('the audit trail refuses %s with a 400 naming %s', async (query, field) => {
    const response = await t.requestAs(ADMIN, 'GET', `/api/audit-log?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ field })]);
  });

  it('its export refuses them before it writes its audit row or a line', async () => {
    const before = (await exportRows()).length;
    const response = await t.requestAs(ADMIN, 'GET', '/api/audit-log/export?from=0001-01-01');
    expect(response.statusCode).toBe(400);
    expect(await exportRows()).toHaveLength(before);
  });

  it('an inquiry’s due date, a safety case’s day 0 and the terms’ acceptance refuse year 1', async () => {
    const inquiry = await t.requestAs('pmo@cimgibu.example.com', 'POST', '/api/inquiries', {
      postId: 1,
      question: 'いつ頃の話でしょうか',
      dueOn: '9999-12-31',
    });
    expect(inquiry.statusCode).toBe(400);
    expect(inquiry.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.dueOn' }),
    ]);
    const safetyCase = await t.requestAs(MR, 'POST', '/api/safety-cases', {
      product: 'ケイゾラ',
      whatHappened: '服用後にめまい',
      learntAt: '0001-01-01T00:00:00Z',
      source: 'post',
    });
    expect(safetyCase.statusCode).toBe(400);
    expect(safetyCase.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.learntAt' }),
    ]);
  });
});

describe('the admin’s CSV files share the exports’ limit', () => {
  it('answers 429 past it, for the audit trail and the people file alike', async () => {
    // Another unit's admin: the exports above were counted for cimgibu's.
    const admin = 'hq@cimjobu.example.com';
    const statuses = [];
    for (const url of [
      '/api/audit-log/export',
      '/api/exports/users',
      '/api/audit-log/export',
      '/api/exports/organizations',
    ]) {
      statuses.push((await t.requestAs(admin, 'GET', url)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
