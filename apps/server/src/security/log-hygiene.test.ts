import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_RULES, selfCheckItems } from '@kizuki/shared';
import { loggerOptions } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { validClassification } from '../test/fixtures.ts';
import { leaksIn } from '../test/log-capture.ts';
import { serveApp } from '../test/test-app.ts';
import { createSeededTestDatabase } from '../test/test-database.ts';

/**
 * One app with its log captured at every level, driven through the paths that fail: a statement
 * PostgreSQL refuses (its error carries the SQL and the post text as a parameter), a refused token,
 * hostile text, searches. No line may carry a token, a search term or post text. (The whole
 * suite's log is checked the same way when the run ends: test/log-capture.global.ts.)
 */
describe('the log', () => {
  let database: DatabaseHandle;
  let t: Awaited<ReturnType<typeof serveApp>>;
  let log = '';
  const SECRET_POST = 'ログに出てはいけない投稿本文 secret-post-body-7f3a';
  const SECRET_KEYWORD = '秘密の検索語 secret-keyword-91c2';
  const HQ = 'hq@cimgibu.example.com';

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    const stream = { write: (line: string) => void (log += line) };
    t = await serveApp(database, { logger: { ...(loggerOptions('trace') as object), stream } });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('holds no token, search term or post text after requests that fail', async () => {
    const token = await t.tokenFor(HQ);
    const authorization = `Bearer ${token}`;
    const classification = await validClassification(database.db, 'cimgibu', 'IBD');
    // A statement PostgreSQL refuses with the post's text among its parameters: a 500.
    await database.db.execute(
      sql.raw(
        `alter table posts add constraint no_secret check (body not like '%secret-post%') not valid`,
      ),
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { authorization },
      payload: {
        body: SECRET_POST,
        classification,
        selfCheck: selfCheckItems('post'),
        submit: true,
      },
    });
    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain('secret');
    const others = [
      {
        url: `/api/posts?keyword=${encodeURIComponent(SECRET_KEYWORD)}`,
        headers: { authorization },
      },
      {
        url: `/api/posts/similar?text=${encodeURIComponent(SECRET_POST)}`,
        headers: { authorization },
      },
      { url: `/api/users?email=${encodeURIComponent(HQ)}`, headers: { authorization } },
      {
        url: `/api/posts?keyword=${encodeURIComponent(`${SECRET_KEYWORD}\u0000`)}`,
        headers: { authorization },
      },
      { url: '/api/posts', headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` } },
      {
        url: '/api/posts',
        headers: { authorization: `Bearer ${await t.tokenFor('nobody@example.com')}` },
      },
    ];
    const statuses = [];
    for (const request of others) {
      statuses.push((await t.app.inject({ method: 'GET', ...request })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 400, 401, 403]);

    expect(
      leaksIn(
        log,
        [SECRET_POST, SECRET_KEYWORD, 'secret-post', 'secret-keyword'],
        [HQ, 'nobody@example.com'],
      ),
    ).toEqual([]);
    // The failure was logged (the path above was taken), and summarised without its data.
    expect(log).toContain('"msg":"unhandled error"');
    expect(log).toContain('"cause":{"type":"error","code":"23514"');
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).not.toContain(HQ);
  });

  it('logs each pre-screen finding with the rule table’s version and rule id, never the text (issue 19)', async () => {
    const authorization = `Bearer ${await t.tokenFor(HQ)}`;
    const SECRET_NAME = '秘密山先生';
    const SECRET_EVENT = '秘密錠を服用後に発疹が出た secret-event-5b1e';
    const start = log.length;
    const screened = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/screen',
      headers: { authorization },
      payload: { text: `${SECRET_NAME}によると${SECRET_EVENT}`, kind: 'post' },
    });
    expect(screened.statusCode).toBe(200);
    const ruleIds = (screened.json().findings as { ruleId: string }[]).map((f) => f.ruleId);
    expect(ruleIds).toContain('id.person-title.ja');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/safety-cases',
      headers: { authorization },
      payload: { product: '秘密錠', whatHappened: `${SECRET_NAME}の患者で発疹`, source: 'post' },
    });
    expect(refused.json().error.code).toBe('complianceFindings');

    const lines = log
      .slice(start)
      .split('\n')
      .filter((line) => line.includes('pre-screen findings'))
      .map((line) => JSON.parse(line) as { compliance: Record<string, unknown> });
    expect(lines.map((line) => line.compliance.occasion)).toEqual(['asked', 'submit']);
    expect(lines[0]!.compliance).toMatchObject({
      unit: 'cimgibu',
      kind: 'post',
      ruleTable: 'built-in',
      ruleVersion: DEFAULT_SCREEN_RULES.version,
    });
    expect(new Set(lines[0]!.compliance.ruleIds as string[])).toEqual(new Set(ruleIds));
    expect(leaksIn(log, [SECRET_NAME, SECRET_EVENT, '秘密錠', 'secret-event'])).toEqual([]);
  });

  it('keeps stack frames out below debug, and shows them at debug (issue 41)', async () => {
    const atLevel = async (level: string) => {
      let lines = '';
      const stream = { write: (line: string) => void (lines += line) };
      const app = await serveApp(database, {
        logger: { ...(loggerOptions(level) as object), stream },
      });
      // The constraint of the first test still refuses this post: a 500, logged as an error.
      const refused = await app.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: await app.authAs(HQ),
        payload: {
          body: `${SECRET_POST} again`,
          classification: await validClassification(database.db, 'cimgibu', 'IBD'),
          selfCheck: selfCheckItems('post'),
          submit: true,
        },
      });
      await app.app.close();
      expect(refused.statusCode).toBe(500);
      expect(lines).toContain('"msg":"unhandled error"');
      return lines;
    };
    const atInfo = await atLevel('info');
    expect(atInfo).not.toMatch(/ {4}at /);
    expect(atInfo).not.toMatch(/\.ts:\d+/);
    expect(atInfo).not.toContain('"stack"');
    expect(await atLevel('debug')).toMatch(/"stack":" {4}at [^"]+\.ts:\d+/);
  });

  it('finds a leak when there is one (the check itself works)', () => {
    const line = JSON.stringify({ msg: 'x', params: [SECRET_POST], url: `/api/posts?keyword=a` });
    const user = JSON.stringify({ msg: 'signed in', user: 'HQ@cimgibu.example.com', userId: 7 });
    expect(
      leaksIn(
        `${line}\nAuthorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl\n${user}`,
        [SECRET_POST],
        [HQ],
      ),
    ).toEqual([
      'line 1: a search term in a URL',
      `line 1: post text "${SECRET_POST.slice(0, 12)}…"`,
      'line 2: a JWT',
      'line 2: a bearer token',
      "line 3: a user's e-mail (h…)",
    ]);
  });
});
