import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckItems, type PostStatus } from '@kizuki/shared';
import { insertPost } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;

/**
 * Reading decides acting: an admin may delete a colleague's draft, so they can read it; whoever
 * gets 404 reading a post gets 404 for every action on it too (no acting blind).
 */
describe('who reads a post, and so may act on it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const postOf = (status: PostStatus) =>
    insertPost(t.database.db, GI('mr'), status, { body: `a ${status} post of the mr` });
  const as = async (email: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    (
      await t.app.inject({
        method,
        url,
        headers: await t.authAs(email),
        ...(payload ? { payload } : {}),
      })
    ).statusCode;

  it.each(['draft', 'review'] as const)(
    "lets an admin of the unit read a colleague's %s post; a colleague who is not an admin gets 404",
    async (status) => {
      const post = await postOf(status);
      expect(await as(GI('hq'), 'GET', `/api/posts/${post.id}`)).toBe(200);
      expect(await as(GI('pmo'), 'GET', `/api/posts/${post.id}`)).toBe(404);
      expect(await as('hq@cimrdbu.example.com', 'GET', `/api/posts/${post.id}`)).toBe(404);
    },
  );

  it('answers 404 to every action on a post the caller would get 404 reading', async () => {
    const draft = await postOf('draft');
    const reader = GI('pmo-approver');
    expect(await as(reader, 'GET', `/api/posts/${draft.id}`)).toBe(404);
    const actions: [string, 'PUT' | 'POST', string, object?][] = [
      ['react', 'PUT', `/api/posts/${draft.id}/reactions/like`],
      [
        'reply',
        'POST',
        '/api/posts',
        { body: 'a reply', parentId: draft.id, selfCheck: selfCheckItems('reply'), submit: true },
      ],
      ['quote', 'POST', '/api/posts', { body: 'a quote', quotedId: draft.id }],
      ['ask', 'POST', '/api/inquiries', { postId: draft.id, question: 'why?' }],
      ['unpublish', 'POST', `/api/posts/${draft.id}/unpublish`],
      ['archive', 'POST', `/api/posts/${draft.id}/archive`],
      ['submit', 'POST', `/api/posts/${draft.id}/submit`],
    ];
    for (const [name, method, url, payload] of actions) {
      expect([name, await as(reader, method, url, payload)]).toEqual([name, 404]);
    }
  });
});
