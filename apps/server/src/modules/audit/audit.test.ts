import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditLogResponseSchema } from '@kizuki/shared';
import { auditLog } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;

describe('audit trail: append-only, read by admins by object and by user', () => {
  let t: TestApp;
  let postId: number;

  const get = async (email: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/audit-log${query}`, headers: await t.authAs(email) });

  beforeAll(async () => {
    t = await createTestApp();
    // A post published by hq, then archived: two rows about it, both by hq.
    const headers = await t.authAs(GI('pmo-approver'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { body: '監査の対象になる投稿。' },
    });
    postId = created.json().id;
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${postId}`, headers });
  });
  afterAll(() => t.close());

  it('the application cannot update, delete or truncate it', async () => {
    const [row] = await t.database.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    for (const statement of [
      sql`update audit_log set action = 'forged' where id = ${row!.id}`,
      sql`delete from audit_log where id = ${row!.id}`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (failure: Error) => failure,
      );
      // Drizzle wraps the database's error; the trigger's message is its cause.
      expect((error?.cause as Error | undefined)?.message).toMatch(/audit_log is append-only/);
    }
    const [after] = await t.database.db.select().from(auditLog).limit(1);
    expect(after).toEqual(row);
  });

  it('an admin reads the unit’s trail narrowed to one object, with before and after', async () => {
    const response = await get(GI('hq'), `?objectType=post&objectId=${postId}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = AuditLogResponseSchema.parse(response.json());
    expect(page.data.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['post.delete', { status: 'draft' }, { status: 'deleted' }],
      ['post.create', null, expect.objectContaining({ status: 'draft' })],
    ]);
    expect(page.total).toBe(2);
  });

  it('narrows to one user’s actions', async () => {
    const actor = await userIdOf(t.database.db, GI('pmo-approver'));
    const page = AuditLogResponseSchema.parse(
      (await get(GI('hq'), `?actorUserId=${actor.id}`)).json(),
    );
    expect(page.data.length).toBeGreaterThanOrEqual(2);
    expect(new Set(page.data.map((entry) => entry.actorUserId))).toEqual(new Set([actor.id]));
  });

  it('is the admin’s only: others 403; another unit’s admin sees none of it', async () => {
    for (const role of ['mr', 'mr-approver', 'rm', 'pmo', 'pmo-approver']) {
      const response = await get(GI(role), '');
      expect(response.statusCode, role).toBe(403);
    }
    const foreign = AuditLogResponseSchema.parse(
      (await get('hq@cimrdbu.example.com', `?objectType=post&objectId=${postId}`)).json(),
    );
    expect(foreign.data).toEqual([]);
  });

  it('names the field of a bad filter', async () => {
    const response = await get(GI('hq'), '?objectType=everything');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('querystring.objectType');
  });

  it('narrows by an action prefix and by Tokyo dates, and names the person who acted', async () => {
    const page = AuditLogResponseSchema.parse((await get(GI('hq'), '?action=post.')).json());
    expect(page.data.length).toBeGreaterThanOrEqual(2);
    expect(page.data.every((entry) => entry.action.startsWith('post.'))).toBe(true);
    const deleted = page.data.find((entry) => entry.action === 'post.delete')!;
    expect(deleted.actor).toEqual({ lastName: '清水', firstName: '修' });

    // Today in Tokyo holds the rows just written; the day before holds none of them.
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 9 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const ofToday = (
      await get(GI('hq'), `?objectType=post&objectId=${postId}&from=${today}&to=${today}`)
    ).json();
    expect(ofToday.total).toBe(2);
    const ofYesterday = (
      await get(GI('hq'), `?objectType=post&objectId=${postId}&from=${yesterday}&to=${yesterday}`)
    ).json();
    expect(ofYesterday.total).toBe(0);
    const backwards = await get(GI('hq'), `?from=${today}&to=${yesterday}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details[0].field).toBe('querystring.to');
  });

  it('exports the filtered trail as CSV for Excel: BOM, one line per entry, no formula, and audits the export', async () => {
    // An entry whose text would be a formula in a spreadsheet.
    await t.database.db.insert(auditLog).values({
      unit: 'cimgibu',
      actorUserId: null,
      action: 'post.update',
      objectType: 'post',
      objectId: String(postId),
      before: null,
      after: null,
    });
    await t.database.db.insert(auditLog).values({
      unit: 'cimgibu',
      actorUserId: null,
      action: 'post.update',
      objectType: 'post',
      objectId: '=HYPERLINK("http://evil")',
      before: null,
      after: null,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log/export?objectType=post`,
      headers: await t.authAs(GI('hq')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="kizuki-audit-/);
    expect(response.body.startsWith('\uFEFFid,at,actorUserId,actor,action')).toBe(true);
    // Named by Tokyo's date: at 20:00 UTC it is already the next day there.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T20:00:00Z') });
    try {
      const late = await t.app.inject({
        url: '/api/audit-log/export?objectType=post',
        headers: await t.authAs(GI('hq')),
      });
      expect(late.headers['content-disposition']).toBe(
        'attachment; filename="kizuki-audit-2026-11-28.csv"',
      );
    } finally {
      vi.useRealTimers();
    }
    const lines = response.body.trim().split('\n');
    const listed = (await get(GI('hq'), '?objectType=post&limit=1')).json();
    expect(lines).toHaveLength(listed.total + 1);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);

    const exported = AuditLogResponseSchema.parse(
      (await get(GI('hq'), '?action=auditLog.export')).json(),
    );
    expect(exported.data[0]!.after).toEqual({ filter: { objectType: 'post' } });
    expect((await get(GI('mr'), '/export')).statusCode).toBe(403);
  });
});
