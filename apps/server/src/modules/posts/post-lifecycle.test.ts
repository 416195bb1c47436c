import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type PostStatus, type Role } from '@kizuki/shared';
import { auditLog, notifications, posts, tasks, users } from '../../db/schema.ts';
import { insertPost, userIdOf } from '../../test/fixtures.ts';
import { acceptCurrentTerms, createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;
/** An rm with the admin flag: an admin whose role alone could not unpublish. */
const ADMIN_RM = 'admin.rm@cimgibu.example.com';
/** A second mr, the author in the role matrix, so that every role's demo user is someone else. */
const OTHER_MR = 'other.mr@cimgibu.example.com';

/**
 * PRODUCT.md's lifecycle beyond the approval decision: unpublish, archive and delete, for every
 * role, the author, an admin and another unit; and every refused transition answers 409.
 */
describe('post lifecycle: unpublish, archive, delete', () => {
  let t: TestApp;

  const call = async (email: string, method: 'POST' | 'DELETE' | 'GET' | 'PATCH', url: string) =>
    t.app.inject({
      method,
      url,
      headers: await t.authAs(email),
      ...(method === 'PATCH' ? { payload: { body: 'changed' } } : {}),
    });
  const act = (email: string, action: 'unpublish' | 'archive' | 'delete', id: number) =>
    action === 'delete'
      ? call(email, 'DELETE', `/api/posts/${id}`)
      : call(email, 'POST', `/api/posts/${id}/${action}`);

  const postBy = (
    email: string,
    status: PostStatus,
    extra: Partial<typeof posts.$inferInsert> = {},
  ) => insertPost(t.database.db, email, status, extra);
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(posts).where(eq(posts.id, id)))[0]!.status;
  const auditRows = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'post'), eq(auditLog.objectId, String(id))));

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(users).values([
      {
        email: ADMIN_RM,
        role: 'rm',
        unit: 'cimgibu',
        isAdmin: true,
        lastName: '管理',
        firstName: '者',
      },
      { email: OTHER_MR, role: 'mr', unit: 'cimgibu', lastName: '別', firstName: '担当' },
    ]);
    await acceptCurrentTerms(t.database.db);
  });
  afterAll(() => t.close());

  /** Who may unpublish or archive someone else's published post: pmo-approver and hq (PRODUCT.md). */
  const MAY_ACT_ON_ANYONE: Record<Role, boolean> = {
    mr: false,
    'mr-approver': false,
    rm: false,
    pmo: false,
    'pmo-approver': true,
    hq: true,
  };

  for (const action of ['unpublish', 'archive'] as const) {
    for (const role of ROLES) {
      it(`${action}: ${role} on someone else's published post answers ${MAY_ACT_ON_ANYONE[role] ? 200 : 403}`, async () => {
        const post = await postBy(OTHER_MR, 'published');
        const response = await act(GI(role), action, post.id);
        const allowed = MAY_ACT_ON_ANYONE[role];
        expect(response.statusCode, response.body).toBe(allowed ? 200 : 403);
        expect(await statusOf(post.id)).toBe(
          allowed ? (action === 'unpublish' ? 'unpublished' : 'archived') : 'published',
        );
      });
    }

    it(`${action}: the author, and an admin of any role, may; another unit answers 404`, async () => {
      for (const email of [GI('mr'), ADMIN_RM]) {
        const post = await postBy(GI('mr'), 'published');
        const response = await act(email, action, post.id);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().status).toBe(action === 'unpublish' ? 'unpublished' : 'archived');
      }
      const post = await postBy(GI('mr'), 'published');
      const foreign = await act('hq@cimrdbu.example.com', action, post.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(post.body);
      expect(await statusOf(post.id)).toBe('published');
    });

    it(`${action}: refused with 409 from every status but published; a repeat changes nothing`, async () => {
      for (const status of ['draft', 'review', 'unpublished', 'archived'] as const) {
        const post = await postBy(GI('mr'), status);
        const response = await act(GI('mr'), action, post.id);
        const alreadyThere =
          (action === 'unpublish' && status === 'unpublished') ||
          (action === 'archive' && status === 'archived');
        expect(response.statusCode, `${status}: ${response.body}`).toBe(alreadyThere ? 200 : 409);
        if (!alreadyThere) {
          expect(response.json().error).toMatchObject({
            code: 'invalidTransition',
            details: { status, action },
          });
        }
        expect(await statusOf(post.id)).toBe(status);
        expect(await auditRows(post.id)).toHaveLength(0);
      }
    });
  }

  it('delete: the author deletes a draft or an unpublished post; a repeat answers 204 again', async () => {
    for (const status of ['draft', 'unpublished'] as const) {
      const post = await postBy(GI('mr'), status);
      expect((await act(GI('mr'), 'delete', post.id)).statusCode).toBe(204);
      expect(await statusOf(post.id)).toBe('deleted');
      expect((await act(GI('mr'), 'delete', post.id)).statusCode).toBe(204);
      const rows = await auditRows(post.id);
      expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
        ['post.delete', { status }, { status: 'deleted' }],
      ]);
      // Never shown again, to anyone; nothing else can happen to it.
      expect((await call(GI('mr'), 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
      expect((await act(GI('mr'), 'unpublish', post.id)).statusCode).toBe(404);
      expect((await call(GI('mr'), 'PATCH', `/api/posts/${post.id}`)).statusCode).toBe(404);
    }
  });

  it('delete: refused with 409 for published, review and archived; others get 403 or 404', async () => {
    for (const status of ['published', 'review', 'archived'] as const) {
      const post = await postBy(GI('mr'), status);
      const response = await act(GI('mr'), 'delete', post.id);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error.code).toBe('invalidTransition');
    }
    // Someone else's published post: visible, but only its author or an admin may delete.
    const published = await postBy(GI('mr'), 'published');
    for (const role of ['pmo-approver', 'hq'] as const) {
      const email = GI(role);
      const isAdmin = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!
        .isAdmin;
      expect((await act(email, 'delete', published.id)).statusCode).toBe(isAdmin ? 409 : 403);
    }
    // Someone else's draft is not visible at all: 404, as in another unit.
    const draft = await postBy(GI('mr'), 'draft');
    expect((await act(GI('pmo-approver'), 'delete', draft.id)).statusCode).toBe(404);
    expect((await act('mr@cimrdbu.example.com', 'delete', draft.id)).statusCode).toBe(404);
    // An admin may delete it.
    expect((await act(ADMIN_RM, 'delete', draft.id)).statusCode).toBe(204);
    expect(await statusOf(draft.id)).toBe('deleted');
  });

  it('edits and submits only a draft: PATCH or submit on any other status answers 409', async () => {
    for (const status of ['review', 'published', 'archived', 'unpublished'] as const) {
      const post = await postBy(GI('mr'), status);
      for (const [method, url] of [
        ['PATCH', `/api/posts/${post.id}`],
        ['POST', `/api/posts/${post.id}/submit`],
      ] as const) {
        const response = await call(GI('mr'), method, url);
        expect(response.statusCode, `${method} ${status}`).toBe(409);
        expect(response.json().error.code).toBe('invalidTransition');
      }
      expect(await statusOf(post.id)).toBe(status);
    }
  });

  it('unpublishing a reply takes it off its post’s comment count; the author is told', async () => {
    const parent = await postBy(GI('pmo'), 'published', { commentCount: 1 });
    const reply = await postBy(GI('mr'), 'published', { kind: 'reply', parentId: parent.id });
    const response = await act(GI('pmo-approver'), 'unpublish', reply.id);
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await t.database.db.select().from(posts).where(eq(posts.id, parent.id));
    expect(after!.commentCount).toBe(0);
    const mr = await userIdOf(t.database.db, GI('mr'));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, mr.id), eq(notifications.link, `/posts/${reply.id}`)));
    expect(told.map((row) => row.kind)).toEqual(['unpublished']);
    // The author unpublishing their own post is not told about it.
    const own = await postBy(GI('mr'), 'published');
    await act(GI('mr'), 'unpublish', own.id);
    const ownNotices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/posts/${own.id}`));
    expect(ownNotices).toHaveLength(0);
  });

  it('unpublishing cancels the open inquiries about the post; archiving keeps them', async () => {
    const unpublished = await postBy(GI('mr'), 'published');
    const archived = await postBy(GI('mr'), 'published');
    const inquiryIds: number[] = [];
    for (const post of [unpublished, archived]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: await t.authAs(GI('pmo')),
        payload: { postId: post.id, question: '詳細を教えてください。' },
      });
      expect(response.statusCode, response.body).toBe(201);
      inquiryIds.push(response.json().id);
    }
    await act(GI('mr'), 'unpublish', unpublished.id);
    await act(GI('mr'), 'archive', archived.id);
    const statuses = await Promise.all(
      inquiryIds.map(
        async (id) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!.status,
      ),
    );
    expect(statuses).toEqual(['canceled', 'to-do']);
  });
});
