import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReactionStateSchema, selfCheckItems } from '@kizuki/shared';
import { posts, reactions } from '../../db/schema.ts';
import { validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;

describe('reactions and counters', () => {
  let t: TestApp;
  let published: number;
  let draft: number;
  let foreign: number;

  beforeAll(async () => {
    t = await createTestApp();
    const write = async (email: string, payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: await t.authAs(email),
        payload,
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const gi = await validClassification(t.database.db, 'cimgibu');
    const onc = await validClassification(t.database.db, 'cimjobu');
    const post = (classification: object, submit = true) => ({
      body: '他社の新しい資材を確認した。',
      classification,
      selfCheck: selfCheckItems('post'),
      submit,
    });
    published = await write(GI('hq'), post(gi));
    draft = await write(GI('hq'), post(gi, false));
    foreign = await write('hq@cimjobu.example.com', post(onc));
  });
  afterAll(() => t.close());

  const react = async (email: string, method: 'PUT' | 'DELETE', id: number, kind: string) =>
    t.app.inject({
      method,
      url: `/api/posts/${id}/reactions/${kind}`,
      headers: await t.authAs(email),
    });
  const countsOf = async (id: number) =>
    (await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!;

  it('counts one reaction of each kind per user, however often it is sent', async () => {
    const first = await react(GI('mr'), 'PUT', published, 'same');
    expect(first.statusCode).toBe(200);
    expect(ReactionStateSchema.parse(first.json())).toMatchObject({
      counts: { same: 1, likes: 0 },
      myReactions: ['same'],
    });
    const again = await react(GI('mr'), 'PUT', published, 'same');
    expect(again.json().counts.same).toBe(1);
    await react(GI('mr'), 'PUT', published, 'like');
    await react(GI('rm'), 'PUT', published, 'same');
    expect(await countsOf(published)).toMatchObject({ sameCount: 2, likeCount: 1, moreCount: 0 });
    expect((await react(GI('mr'), 'PUT', published, 'more')).json().myReactions.sort()).toEqual([
      'like',
      'more',
      'same',
    ]);
  });

  it('takes a reaction back once, and a repeated take-back changes nothing', async () => {
    await react(GI('pmo'), 'PUT', published, 'like');
    const before = (await countsOf(published)).likeCount;
    expect((await react(GI('pmo'), 'DELETE', published, 'like')).json().counts.likes).toBe(
      before - 1,
    );
    expect((await react(GI('pmo'), 'DELETE', published, 'like')).json().counts.likes).toBe(
      before - 1,
    );
  });

  it('keeps the counter equal to the rows when many reactions race', async () => {
    const emails = ['mr', 'mr-approver', 'rm', 'pmo', 'pmo-approver', 'hq'].map(GI);
    await Promise.all(
      emails.flatMap((email) => [1, 2, 3].map(() => react(email, 'PUT', published, 'more'))),
    );
    const rows = await t.database.db
      .select()
      .from(reactions)
      .where(eq(reactions.postId, published));
    expect((await countsOf(published)).moreCount).toBe(
      rows.filter((row) => row.kind === 'more').length,
    );
    expect((await countsOf(published)).moreCount).toBe(6);
  });

  it('answers 404 for a draft, another unit and a missing post; 400 for an unknown kind', async () => {
    for (const id of [draft, foreign, 999_999]) {
      expect((await react(GI('mr'), 'PUT', id, 'like')).statusCode, String(id)).toBe(404);
    }
    const unknown = await react(GI('mr'), 'PUT', published, 'love');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].field).toBe('params.kind');
  });

  it('counts published replies and quotes on their post, not those in review', async () => {
    const send = async (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: await t.authAs(email),
        payload: {
          body: '同じ動きを確認しました。',
          parentId: published,
          selfCheck: selfCheckItems('reply'),
          submit: true,
        },
      });
    expect((await send(GI('rm'))).json().status).toBe('published');
    expect((await send(GI('mr'))).json().status).toBe('review');
    const gi = await validClassification(t.database.db, 'cimgibu');
    await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: await t.authAs(GI('hq')),
      payload: {
        body: '全国でも同様です。',
        classification: gi,
        quotedId: published,
        selfCheck: selfCheckItems('quote'),
        submit: true,
      },
    });
    expect(await countsOf(published)).toMatchObject({ commentCount: 1, quoteCount: 1 });
    const detail = await t.app.inject({
      url: `/api/posts/${published}`,
      headers: await t.authAs(GI('mr')),
    });
    expect(detail.json().counts).toMatchObject({ comments: 1, retweets: 1 });
  });
});
