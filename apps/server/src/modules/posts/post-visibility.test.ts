import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PostDetailSchema,
  selfCheckItems,
  TaskDetailSchema,
  type PostStatus,
} from '@kizuki/shared';
import { tasks, users } from '../../db/schema.ts';
import { insertPost, validClassification } from '../../test/fixtures.ts';
import { acceptCurrentTerms, createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;

/**
 * Reading decides acting: an admin may delete a colleague's draft, so they can read it; whoever
 * gets 404 reading a post gets 404 for every action on it too (no acting blind).
 */
describe('who reads a post, and so may act on it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await acceptCurrentTerms(t.database.db);
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

  describe('an approver reads what an unfinished approval task of theirs asks them to decide', () => {
    const submit = async (payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: await t.authAs(GI('mr')),
        payload: { selfCheck: selfCheckItems('post'), submit: true, ...payload },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number; status: string }>();
    };
    const get = async (email: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: await t.authAs(email) });
    const approvalTaskOf = async (postId: number) =>
      (await t.database.db.select().from(tasks).where(eq(tasks.postId, postId)))[0]!;

    it('opens the post in review with the task to decide it; others of the unit still get 404', async () => {
      const classification = await validClassification(t.database.db, 'cimgibu');
      const post = await submit({ body: '審査中の投稿を承認者が読む。', classification });
      expect(post.status).toBe('review');
      const task = await approvalTaskOf(post.id);

      const opened = await get(GI('mr-approver'), `/api/posts/${post.id}`);
      expect(opened.statusCode, opened.body).toBe(200);
      const detail = PostDetailSchema.parse(opened.json());
      expect(detail).toMatchObject({ status: 'review', decisionTaskId: task.id, classification });
      expect(detail.selfCheck).toEqual(selfCheckItems('post'));

      // Reading is not acting: the post is not published, so nobody reacts to it yet.
      const react = await t.app.inject({
        method: 'PUT',
        url: `/api/posts/${post.id}/reactions/like`,
        headers: await t.authAs(GI('mr-approver')),
      });
      expect(react.statusCode).toBe(404);
      for (const other of [GI('pmo'), GI('pmo-approver'), 'mr-approver@cimrdbu.example.com']) {
        expect([other, (await get(other, `/api/posts/${post.id}`)).statusCode]).toEqual([
          other,
          404,
        ]);
      }
    });

    it('answers 404 to an approver moved to another unit, whose old task is still open', async () => {
      const post = await submit({
        body: '異動した承認者のタスクの投稿。',
        classification: await validClassification(t.database.db, 'cimgibu'),
      });
      const task = await approvalTaskOf(post.id);
      const moved = 'moved.approver@cimgibu.example.com';
      const [movedUser] = await t.database.db
        .insert(users)
        .values({
          email: moved,
          role: 'mr-approver',
          unit: 'cimrdbu',
          lastName: '異動',
          firstName: '承認者',
        })
        .returning();
      await acceptCurrentTerms(t.database.db);
      // The task stays where the import left it: assigned to the person, in the old unit.
      await t.database.db
        .update(tasks)
        .set({ assigneeUserId: movedUser!.id })
        .where(eq(tasks.id, task.id));
      expect((await get(moved, `/api/posts/${post.id}`)).statusCode).toBe(404);
    });

    it('stops once the task is finished', async () => {
      const post = await submit({
        body: '決定済みのタスクの投稿。',
        classification: await validClassification(t.database.db, 'cimgibu'),
      });
      const task = await approvalTaskOf(post.id);
      await t.database.db.update(tasks).set({ status: 'canceled' }).where(eq(tasks.id, task.id));
      expect((await get(GI('mr-approver'), `/api/posts/${post.id}`)).statusCode).toBe(404);
    });

    it('gives the approval task of a reply the post it replies to, and of a quote the quoted post', async () => {
      const parent = await insertPost(t.database.db, GI('pmo'), 'published', {
        body: '返信される公開済みの投稿。',
      });
      const reply = await submit({
        body: '承認待ちの返信。',
        parentId: parent.id,
        selfCheck: selfCheckItems('reply'),
      });
      const quote = await submit({
        body: '承認待ちの引用。',
        quotedId: parent.id,
        classification: await validClassification(t.database.db, 'cimgibu'),
        selfCheck: selfCheckItems('quote'),
      });
      for (const content of [reply, quote]) {
        const task = await approvalTaskOf(content.id);
        const response = await get(GI('mr-approver'), `/api/tasks/${task.id}`);
        expect(response.statusCode, response.body).toBe(200);
        const detail = TaskDetailSchema.parse(response.json());
        expect(detail.post?.id).toBe(content.id);
        expect(detail.respondsTo?.id).toBe(parent.id);
      }
    });
  });
});
