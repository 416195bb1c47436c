import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckItems, type Classification } from '@kizuki/shared';
import { validClassification } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Text PostgreSQL cannot store (U+0000, lone surrogates) anywhere in a request answers 400 naming
 * the field, never 500; a required text of only invisible characters answers as an empty one.
 */
describe('hostile text', () => {
  let t: TestApp;
  let classification: Classification;
  let auth: { authorization: string };
  const HQ = 'hq@cimgibu.example.com';

  beforeAll(async () => {
    t = await createTestApp();
    classification = await validClassification(t.database.db, 'cimgibu', 'IBD');
    auth = await t.authAs(HQ);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: string | object) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...auth,
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  const refusal = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    fields: (
      response.json() as { error: { code: string; details?: { field: string }[] } }
    ).error.details?.map((detail) => detail.field),
    code: (response.json() as { error: { code: string } }).error.code,
  });

  it.each([
    ['a NUL in a post', 'POST', '/api/posts', { body: 'a\u0000b' }, 'body.body'],
    [
      'a lone surrogate in a post (JSON escape)',
      'POST',
      '/api/posts',
      '{"body":"x\\ud800"}',
      'body.body',
    ],
    ['a lone low surrogate in a post', 'POST', '/api/posts', '{"body":"\\udfff"}', 'body.body'],
    ['a NUL in a keyword', 'GET', '/api/posts?keyword=a%00b', undefined, 'querystring.keyword'],
    [
      'a NUL in the notifications keyword',
      'GET',
      '/api/notifications?keyword=%00',
      undefined,
      'querystring.keyword',
    ],
    [
      'a NUL in the tasks keyword',
      'GET',
      '/api/tasks?keyword=%00',
      undefined,
      'querystring.keyword',
    ],
    [
      'a NUL in the e-mail looked up',
      'GET',
      '/api/users?email=a%00%40b.example.com',
      undefined,
      'querystring.email',
    ],
    ['a NUL in a path parameter', 'GET', '/api/posts/1%00', undefined, 'params.id'],
    [
      'a NUL in an inquiry question',
      'POST',
      '/api/inquiries',
      { postId: 1, question: 'why\u0000' },
      'body.question',
    ],
    [
      'a NUL in a rejection reason',
      'POST',
      '/api/tasks/1/reject',
      { reason: '\u0000' },
      'body.reason',
    ],
    [
      'a NUL in a report comment',
      'POST',
      '/api/posts/1/reports',
      { reason: 'defamation', comment: 'why\u0000' },
      'body.comment',
    ],
    [
      'a lone surrogate in a redacted passage',
      'POST',
      '/api/posts/1/redactions',
      '{"passage":"x\\ud800","reason":"ok"}',
      'body.passage',
    ],
    [
      'a NUL in a redaction reason',
      'POST',
      '/api/posts/1/redactions',
      { reason: 'a\u0000' },
      'body.reason',
    ],
    [
      'a NUL in a text to screen',
      'POST',
      '/api/compliance/screen',
      { text: 'a\u0000', kind: 'post' },
      'body.text',
    ],
    [
      'a lone surrogate in a safety case',
      'POST',
      '/api/safety-cases',
      '{"product":"x","whatHappened":"\\ud800","source":"post"}',
      'body.whatHappened',
    ],
    [
      'a NUL in a rule’s term',
      'POST',
      '/api/compliance/test-bench',
      {
        text: 'x',
        kind: 'post',
        rules: [{ id: 'x', type: 'identifier', terms: ['\u0000'], message: { ja: 'x', en: 'x' } }],
      },
      'body.rules.0.terms.0',
    ],
    [
      'a NUL in a nested field',
      'POST',
      '/api/posts',
      { body: 'ok', selfCheck: ['\u0000'] },
      'body.selfCheck.0',
    ],
    [
      'a body nested thousands of levels deep',
      'POST',
      '/api/posts',
      // Sent as text: the test's own JSON.stringify could not walk it either.
      `{"body":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      'body.body.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0',
    ],
  ] as const)('%s answers 400 naming its field', async (_name, method, url, payload, field) => {
    const response = await send(method, url, payload);
    expect(refusal(response)).toEqual({ status: 400, fields: [field], code: 'validation' });
  });

  it('refuses a token whose e-mail claim holds a NUL with 400, not a failed lookup', async () => {
    const token = await t.tokenFor(`hq\u0000@cimgibu.example.com`);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refusal(response)).toEqual({
      status: 400,
      fields: ['headers.authorization'],
      code: 'validation',
    });
  });

  it('keeps a saved draft as it was when an edit carries a NUL', async () => {
    const created = await send('POST', '/api/posts', { body: 'the saved draft', classification });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const edit = await send('PATCH', `/api/posts/${id}`, { body: 'changed\u0000' });
    expect(refusal(edit)).toEqual({ status: 400, fields: ['body.body'], code: 'validation' });
    const read = await send('GET', `/api/posts/${id}`);
    expect(read.json<{ body: string }>().body).toBe('the saved draft');
  });

  describe('a required text of invisible characters only is empty', () => {
    const INVISIBLE = [
      '\u200B',
      '\u200C\u200D',
      '\u2060\uFEFF',
      '\u3000\u3000',
      ' \t\n',
      '\u0301',
      '\u200B\u3000\uFEFF\u00A0',
    ];
    it.each([
      [
        'a post',
        '/api/posts',
        (text: string) => ({ body: text, selfCheck: selfCheckItems('post') }),
        'body.body',
      ],
      ['a reply', '/api/posts', (text: string) => ({ body: text, parentId: 1 }), 'body.body'],
      [
        'an inquiry question',
        '/api/inquiries',
        (text: string) => ({ postId: 1, question: text }),
        'body.question',
      ],
      ['an answer', '/api/tasks/1/answer', (text: string) => ({ body: text }), 'body.body'],
      [
        'a rejection reason',
        '/api/tasks/1/reject',
        (text: string) => ({ reason: text }),
        'body.reason',
      ],
      [
        'a report comment',
        '/api/posts/1/reports',
        (text: string) => ({ reason: 'defamation', comment: text }),
        'body.comment',
      ],
      [
        'a redaction reason',
        '/api/posts/1/redactions',
        (text: string) => ({ reason: text }),
        'body.reason',
      ],
      [
        'what happened, in a safety case',
        '/api/safety-cases',
        (text: string) => ({ product: '競合品', whatHappened: text, source: 'post' }),
        'body.whatHappened',
      ],
      [
        'a rule’s message',
        '/api/compliance/test-bench',
        (text: string) => ({
          text: 'x',
          kind: 'post',
          rules: [{ id: 'x', type: 'identifier', terms: ['x'], message: { ja: text, en: 'x' } }],
        }),
        'body.rules.0.message.ja',
      ],
    ] as const)('%s: the same 400 as an empty one', async (_name, url, bodyOf, field) => {
      const empty = await send('POST', url, bodyOf(''));
      expect(refusal(empty)).toEqual({ status: 400, fields: [field], code: 'validation' });
      for (const text of INVISIBLE) {
        const response = await send('POST', url, bodyOf(text));
        expect(response.statusCode, JSON.stringify(text)).toBe(400);
        expect(response.json(), JSON.stringify(text)).toEqual(empty.json());
      }
    });

    it('still takes a text with something visible among the invisible', async () => {
      const response = await send('POST', '/api/posts', {
        body: '\u200B見えるテキスト\u3000',
        classification,
      });
      expect(response.statusCode).toBe(201);
    });
  });
});
