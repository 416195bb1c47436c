import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostSchema, selfCheckItems, type Classification } from '@kizuki/shared';
import { auditLog, masterItems, posts, users } from '../../db/schema.ts';
import { userIdOf, validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;

describe('creating posts, replies and quotes', () => {
  let t: TestApp;
  let gi: Classification;
  let onc: Classification;

  beforeAll(async () => {
    t = await createTestApp();
    gi = await validClassification(t.database.db, 'cimgibu', 'IBD');
    onc = await validClassification(t.database.db, 'cimjobu');
  });
  afterAll(() => t.close());

  const create = async (email: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...(await t.authAs(email)), ...headers },
      payload: body,
    });
  const post = (overrides: object = {}) => ({
    body: '他社MRが潰瘍性大腸炎の新しい患者向け冊子を配布していた。',
    classification: gi,
    selfCheck: selfCheckItems('post'),
    submit: true,
    ...overrides,
  });
  const fieldsOf = (response: { json: () => { error: { details?: { field: string }[] } } }) =>
    response.json().error.details?.map((detail) => detail.field);

  describe('the author role decides the result (PRODUCT.md)', () => {
    it.each([
      ['mr', 'review'],
      ['pmo', 'review'],
      ['pmo-approver', 'published'],
      ['hq', 'published'],
    ])('a submitted post of %s is %s', async (role, status) => {
      const response = await create(GI(role), post());
      expect(response.statusCode).toBe(201);
      const created = PostSchema.parse(response.json());
      expect(created).toMatchObject({ status, kind: 'post', selfCheck: selfCheckItems('post') });
      expect(created.classification.diseaseGroupId).toBe(gi.diseaseGroupId);
      expect(created.publishedAt === null).toBe(status === 'review');
    });

    it.each(['mr-approver', 'rm'])('%s may not create a post or a quote (403)', async (role) => {
      const response = await create(GI(role), post());
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    });

    it('records the creation in the audit trail with the self-check answers', async () => {
      const created = (await create(GI('hq'), post())).json();
      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.objectId, String(created.id)));
      expect(row).toMatchObject({ action: 'post.submit', objectType: 'post' });
      expect((row?.after as { selfCheck: string[] }).selfCheck).toEqual(selfCheckItems('post'));
    });
  });

  describe('refusals, each naming what is wrong', () => {
    it('refuses classification ids of another unit', async () => {
      const response = await create(
        GI('mr'),
        post({ classification: { ...gi, diseaseId: onc.diseaseId, categoryId: onc.categoryId } }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual([
        'body.classification.diseaseId',
        'body.classification.categoryId',
      ]);
      expect(response.json().error.message).toContain('is not a disease of your business unit');
    });

    it('refuses an id of the own unit that belongs to another collection', async () => {
      const response = await create(
        GI('mr'),
        post({ classification: { ...gi, diseaseId: gi.categoryId } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        {
          field: 'body.classification.diseaseId',
          message: 'is not a disease of your business unit',
        },
      ]);
    });

    it('refuses an item that does not belong to the chosen disease group', async () => {
      const tcb = await validClassification(t.database.db, 'cimgibu', 'TCB');
      const response = await create(
        GI('mr'),
        post({ classification: { ...gi, competitiveProductId: tcb.competitiveProductId } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        {
          field: 'body.classification.competitiveProductId',
          message: 'does not belong to the chosen disease group',
        },
      ]);
    });

    it('refuses a segment of another disease group: a vaccine-only doctor category with TCB', async () => {
      const tcb = await validClassification(t.database.db, 'cimjpbu1', 'TCB');
      const [travelClinic] = await t.database.db
        .select({ id: masterItems.id })
        .from(masterItems)
        .where(and(eq(masterItems.unit, 'cimjpbu1'), eq(masterItems.code, 'travel-clinic')));
      const response = await create(
        'mr@cimjpbu1.example.com',
        post({ classification: { ...tcb, occupationId: travelClinic!.id } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        {
          field: 'body.classification.occupationId',
          message: 'does not belong to the chosen disease group',
        },
      ]);
      // The same classification with TCB's own segment is accepted.
      expect(
        (await create('mr@cimjpbu1.example.com', post({ classification: tcb }))).statusCode,
      ).toBe(201);
    });

    it('refuses a submitted post with a required step left out, but lets optional ones go', async () => {
      const {
        diseaseId: _disease,
        competitiveProductId: _product,
        activityId: _activity,
        ...partial
      } = gi;
      const response = await create(GI('mr'), post({ classification: partial }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['body.classification.diseaseId']);
    });

    it('refuses a step the unit does not have (cimrdbu has no product group)', async () => {
      const rd = await validClassification(t.database.db, 'cimrdbu');
      const response = await create(
        'mr@cimrdbu.example.com',
        post({ classification: { ...rd, productGroupId: rd.diseaseId } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0]).toEqual({
        field: 'body.classification.productGroupId',
        message: 'the cimrdbu wizard has no such step',
      });
    });

    it('refuses a self-check that misses items, naming each', async () => {
      const response = await create(
        GI('mr'),
        post({ selfCheck: selfCheckItems('post').slice(0, 5) }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('must confirm "principleBased"');
      expect(response.json().error.message).toContain('must confirm "noSimilarContent"');
    });

    it.each([
      ['an empty text', { body: '   ' }, 'body.body'],
      ['a text over 4000 characters', { body: 'あ'.repeat(4001) }, 'body.body'],
      ['invalid Unicode', { body: 'abc\ud800def' }, 'body.body'],
      ['an unknown field', { status: 'published' }, 'body'],
      ['a wrong type', { submit: 'yes' }, 'body.submit'],
      ['an unknown self-check item', { selfCheck: ['trustMe'] }, 'body.selfCheck.0'],
      [
        'a negative id',
        { classification: { ...gi, diseaseId: -1 } },
        'body.classification.diseaseId',
      ],
    ])('refuses %s with 400', async (_name, overrides, field) => {
      const response = await create(GI('mr'), post(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
      expect(fieldsOf(response)).toContain(field);
    });

    it('saves nothing when it refuses', async () => {
      const before = await t.database.db.select({ n: count() }).from(posts);
      await create(GI('mr'), post({ selfCheck: [] }));
      await create(GI('mr'), post({ classification: { ...gi, diseaseId: onc.diseaseId } }));
      expect(await t.database.db.select({ n: count() }).from(posts)).toEqual(before);
    });

    it('refuses to submit for approval when the unit has no approver (409 noApprover)', async () => {
      const jp = await validClassification(t.database.db, 'cimjpbu1');
      await t.database.db
        .update(users)
        .set({ role: 'rm' })
        .where(eq(users.email, 'mr-approver@cimjpbu1.example.com'));
      try {
        const response = await create('mr@cimjpbu1.example.com', post({ classification: jp }));
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('noApprover');
        const draft = await create(
          'mr@cimjpbu1.example.com',
          post({ classification: jp, submit: false }),
        );
        expect(draft.json().status).toBe('draft');
      } finally {
        await t.database.db
          .update(users)
          .set({ role: 'mr-approver' })
          .where(eq(users.email, 'mr-approver@cimjpbu1.example.com'));
      }
    });
  });

  describe('drafts', () => {
    it('saves a partial draft, lists it for its author only, edits it, and submits it once', async () => {
      const saved = await create(GI('mr'), {
        body: '下書き',
        classification: { diseaseGroupId: gi.diseaseGroupId },
        submit: false,
      });
      expect(saved.statusCode).toBe(201);
      const draft = saved.json();
      expect(draft).toMatchObject({ status: 'draft', submittedAt: null });

      const listed = await t.app.inject({
        url: '/api/posts/drafts',
        headers: await t.authAs(GI('mr')),
      });
      expect(listed.json().data.map((p: { id: number }) => p.id)).toContain(draft.id);
      const others = await t.app.inject({
        url: '/api/posts/drafts',
        headers: await t.authAs(GI('pmo')),
      });
      expect(others.json().data.map((p: { id: number }) => p.id)).not.toContain(draft.id);
      const peek = await t.app.inject({
        url: `/api/posts/${draft.id}`,
        headers: await t.authAs(GI('pmo')),
      });
      expect(peek.statusCode).toBe(404);

      const incomplete = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${draft.id}/submit`,
        headers: await t.authAs(GI('mr')),
      });
      expect(incomplete.statusCode).toBe(400);

      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/posts/${draft.id}`,
        headers: await t.authAs(GI('mr')),
        payload: {
          body: '学会展示で他社が新しいデータを紹介していた。',
          classification: gi,
          selfCheck: selfCheckItems('post'),
        },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().body).toBe('学会展示で他社が新しいデータを紹介していた。');

      const submitted = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${draft.id}/submit`,
        headers: await t.authAs(GI('mr')),
      });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ status: 'review' });

      const again = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${draft.id}/submit`,
        headers: await t.authAs(GI('mr')),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('invalidTransition');
      const late = await t.app.inject({
        method: 'PATCH',
        url: `/api/posts/${draft.id}`,
        headers: await t.authAs(GI('mr')),
        payload: { body: 'x' },
      });
      expect(late.statusCode).toBe(409);
    });

    it("answers 404 for someone else's draft", async () => {
      const draft = (await create(GI('mr'), post({ submit: false }))).json();
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/posts/${draft.id}`,
        headers: await t.authAs(GI('pmo')),
        payload: { body: 'x' },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('replies and quotes', () => {
    let published: { id: number };
    beforeAll(async () => {
      published = (await create(GI('hq'), post())).json();
    });

    it('lets every role reply; the reply takes the classification of its post', async () => {
      const response = await create(GI('rm'), {
        body: '同じ動きを当院でも確認しました。',
        parentId: published.id,
        selfCheck: selfCheckItems('reply'),
        submit: true,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        kind: 'reply',
        status: 'published',
        parentId: published.id,
      });
      expect(response.json().classification.diseaseGroupId).toBe(gi.diseaseGroupId);
      const mrReply = await create(GI('mr'), {
        body: '補足です。',
        parentId: published.id,
        selfCheck: selfCheckItems('reply'),
        submit: true,
      });
      expect(mrReply.json().status).toBe('review');
    });

    it('answers a reply and a quote sent again under the same key with the first (offline outbox, issue 23)', async () => {
      const reply = {
        body: 'オフラインで書いたコメント、接続が戻ってから二度送られた',
        parentId: published.id,
        selfCheck: selfCheckItems('reply'),
        submit: true,
      };
      const quote = post({
        body: 'オフラインで書いた引用、接続が戻ってから二度送られた',
        quotedId: published.id,
        selfCheck: selfCheckItems('quote'),
      });
      for (const [body, key] of [
        [reply, 'outbox-reply-key'],
        [quote, 'outbox-quote-key'],
      ] as const) {
        const first = await create(GI('mr'), body, { 'idempotency-key': key });
        const again = await create(GI('mr'), body, { 'idempotency-key': key });
        expect(first.statusCode, key).toBe(201);
        expect(again.statusCode, key).toBe(201);
        expect(again.headers['idempotent-replayed'], key).toBe('true');
        expect(again.json(), key).toEqual(first.json());
        const [stored] = await t.database.db
          .select({ n: count() })
          .from(posts)
          .where(eq(posts.body, body.body));
        expect(stored?.n, key).toBe(1);
      }
    });

    it("needs the reply's own self-check item", async () => {
      const response = await create(GI('rm'), {
        body: '返信',
        parentId: published.id,
        selfCheck: selfCheckItems('post'),
        submit: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('relatesToPost');
    });

    it('refuses replies to posts of another unit or not published (404)', async () => {
      const foreign = (
        await create('hq@cimjobu.example.com', post({ classification: onc }))
      ).json();
      const draft = (await create(GI('hq'), post({ submit: false }))).json();
      for (const parentId of [foreign.id, draft.id, 999_999]) {
        const response = await create(GI('rm'), {
          body: '返信',
          parentId,
          selfCheck: selfCheckItems('reply'),
          submit: true,
        });
        expect(response.statusCode, String(parentId)).toBe(404);
      }
    });

    it('quotes with a classification of its own; mr-approver may not quote', async () => {
      const quote = await create(
        GI('mr'),
        post({ quotedId: published.id, selfCheck: selfCheckItems('quote') }),
      );
      expect(quote.statusCode).toBe(201);
      expect(quote.json()).toMatchObject({ kind: 'quote', quotedId: published.id });
      const refused = await create(
        GI('mr-approver'),
        post({ quotedId: published.id, selfCheck: selfCheckItems('quote') }),
      );
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('Idempotency-Key', () => {
    it('creates one post for the same request sent twice, and replays the answer', async () => {
      const key = { 'idempotency-key': 'retry-after-lost-response-1' };
      const first = await create(GI('hq'), post({ body: '一度だけ保存される投稿' }), key);
      const second = await create(GI('hq'), post({ body: '一度だけ保存される投稿' }), key);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json().id).toBe(first.json().id);
      const author = await userIdOf(t.database.db, GI('hq'));
      const [stored] = await t.database.db
        .select({ n: count() })
        .from(posts)
        .where(and(eq(posts.authorUserId, author.id), eq(posts.body, '一度だけ保存される投稿')));
      expect(stored?.n).toBe(1);
    });

    it('creates one post when the same request races itself', async () => {
      const key = { 'idempotency-key': 'concurrent-retries' };
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          create(GI('hq'), post({ body: '同時に再送された投稿' }), key),
        ),
      );
      expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
      const [stored] = await t.database.db
        .select({ n: count() })
        .from(posts)
        .where(eq(posts.body, '同時に再送された投稿'));
      expect(stored?.n).toBe(1);
    });

    it('refuses the same key for a different request (422) and a malformed key (400)', async () => {
      const key = { 'idempotency-key': 'reused-key' };
      await create(GI('hq'), post({ body: 'A' }), key);
      const reused = await create(GI('hq'), post({ body: 'B' }), key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().error.code).toBe('idempotencyKeyReused');
      const malformed = await create(GI('hq'), post(), { 'idempotency-key': 'キー' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details[0].field).toBe('headers.idempotency-key');
    });
  });
});
