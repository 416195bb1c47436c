import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditLogResponseSchema } from '@kizuki/shared';
import { auditLog, users } from '../../db/schema.ts';
import { insertPost, userIdOf } from '../../test/fixtures.ts';
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

  it('narrows by one of the known actions and by Tokyo dates, and names the person who acted', async () => {
    const page = AuditLogResponseSchema.parse((await get(GI('hq'), '?action=post.delete')).json());
    expect(page.data.length).toBeGreaterThanOrEqual(1);
    expect(page.data.every((entry) => entry.action === 'post.delete')).toBe(true);
    const deleted = page.data.find((entry) => entry.objectId === String(postId))!;
    expect(deleted.actor).toEqual({ lastName: '清水', firstName: '修' });
    // A code is one of the list, not a prefix typed in.
    const prefix = await get(GI('hq'), '?action=post.');
    expect(prefix.statusCode).toBe(400);
    expect(prefix.json().error.details[0].field).toBe('querystring.action');

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
    expect(
      response.body.startsWith('\uFEFFID,日時（日本時間）,操作した人,操作,対象の種類,対象ID,対象,'),
    ).toBe(true);
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
    // One record per entry (a record's changes may hold line breaks inside its quoted cell).
    const records: string[][] = parse(response.body, { bom: true });
    const listed = (await get(GI('hq'), '?objectType=post&limit=1')).json();
    expect(records).toHaveLength(listed.total + 1);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);

    const exported = AuditLogResponseSchema.parse(
      (await get(GI('hq'), '?action=auditLog.export')).json(),
    );
    expect(exported.data[0]!.after).toEqual({ filter: { objectType: 'post' }, lang: 'ja' });
    expect((await get(GI('mr'), '/export')).statusCode).toBe(403);
  });
});

describe('audit trail for people to read: named in their language, in Tokyo time, within the unit', () => {
  let t: TestApp;
  let own: { id: number };
  let foreign: { id: number };
  let foreignPostId: number;
  let ownPostId: number;
  // 20:30 UTC: already 05:30 of the next day in Tokyo. A day long past, which no row written
  // by the tests themselves (the export's own) falls on.
  const AT = new Date('2025-03-09T20:30:00Z');

  const list = async (query: string) => {
    const response = await t.app.inject({
      url: `/api/audit-log${query}`,
      headers: await t.authAs(GI('hq')),
    });
    expect(response.statusCode, response.body).toBe(200);
    return AuditLogResponseSchema.parse(response.json()).data;
  };
  const exportCsv = async (query: string) => {
    const response = await t.app.inject({
      url: `/api/audit-log/export${query}`,
      headers: await t.authAs(GI('hq')),
    });
    expect(response.statusCode, response.body).toBe(200);
    const records: string[][] = parse(response.body, { bom: true });
    return records;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    own = await userIdOf(db, GI('mr'));
    foreign = await userIdOf(db, 'mr@cimrdbu.example.com');
    ownPostId = (
      await insertPost(db, GI('mr'), 'published', {
        body: '院内の勉強会で新しい投与法が話題に\n二行目は名前に入らない',
      })
    ).id;
    foreignPostId = (
      await insertPost(db, 'mr@cimrdbu.example.com', 'draft', { body: '別の事業部の投稿の本文' })
    ).id;
    const row = { unit: 'cimgibu' as const, actorUserId: null, at: AT };
    await db.insert(auditLog).values([
      // A role changed by an admin: the person named, the role's codes named.
      {
        ...row,
        action: 'user.update',
        objectType: 'user',
        objectId: String(own.id),
        before: { role: 'mr', isAdmin: false },
        after: { role: 'rm', isAdmin: true },
      },
      // The same unit's trail naming another unit's person and post by id: no name for either.
      {
        ...row,
        action: 'user.update',
        objectType: 'user',
        objectId: String(foreign.id),
        before: { role: 'mr' },
        after: { role: 'rm' },
      },
      {
        ...row,
        action: 'post.delete',
        objectType: 'post',
        objectId: String(foreignPostId),
        before: { status: 'draft' },
        after: { status: 'deleted' },
      },
      {
        ...row,
        action: 'task.escalate',
        objectType: 'post',
        objectId: String(ownPostId),
        before: { assigneeUserId: foreign.id, dueOn: '2026-11-20' },
        after: { assigneeUserId: own.id },
      },
      // An export of the people's file: an export, of the people's file, not an import.
      {
        ...row,
        action: 'admin.export.users',
        objectType: 'import',
        objectId: 'users',
        before: null,
        after: { lines: 12 },
      },
      // A difference whose value would be a formula at the start of a cell.
      {
        ...row,
        action: 'organization.update',
        objectType: 'organization',
        objectId: '=1+1',
        before: { name: '=1+1' },
        after: { name: '@SUM(A1)' },
      },
    ]);
  });
  afterAll(() => t.close());

  it('names the objects found in the caller’s unit, and only there', async () => {
    const entries = await list(`?from=2025-03-10&to=2025-03-10&limit=100`);
    const of = (action: string, objectId: string | number) =>
      entries.find((entry) => entry.action === action && entry.objectId === String(objectId))!;
    const [person] = await t.database.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, own.id));
    expect(of('user.update', own.id).objectName).toBe(`${person!.lastName} ${person!.firstName}`);
    expect(of('task.escalate', ownPostId).objectName).toBe('院内の勉強会で新しい投与法が話題に');
    expect(of('admin.export.users', 'users').objectName).toBe('ユーザー');
    // Another unit's person and post: their ids only, never their names or text.
    expect(of('user.update', foreign.id).objectName).toBeNull();
    expect(of('post.delete', foreignPostId).objectName).toBeNull();
    const body = JSON.stringify(entries);
    expect(body).not.toContain('別の事業部の投稿の本文');
    const [stranger] = await t.database.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, foreign.id));
    expect(body).not.toContain(`${stranger!.lastName} ${stranger!.firstName}`);
    // A person named by id in a difference: named when of the unit, else not found. (Fields in
    // the order the database keeps them.)
    const byField = (changes: { field: string }[]) =>
      [...changes].sort((a, b) => a.field.localeCompare(b.field));
    expect(byField(of('task.escalate', ownPostId).changes)).toEqual([
      {
        field: 'assigneeUserId',
        label: '担当者',
        before: `ID ${foreign.id}（見つかりません）`,
        after: `${person!.lastName} ${person!.firstName}`,
        changed: true,
      },
      { field: 'dueOn', label: '期限', before: '2026-11-20', after: null, changed: true },
    ]);
    expect(byField(of('user.update', own.id).changes)).toEqual([
      { field: 'isAdmin', label: '管理者', before: 'いいえ', after: 'はい', changed: true },
      { field: 'role', label: '役割', before: 'MR', after: 'RM', changed: true },
    ]);
    // In English when asked.
    const english = await list(`?action=user.update&from=2025-03-10&to=2025-03-10&lang=en`);
    expect(english.find((entry) => entry.objectId === String(own.id))!.changes).toContainEqual({
      field: 'role',
      label: 'Role',
      before: 'MR',
      after: 'RM',
      changed: true,
    });
  });

  it('finds a file action of every kind of file by its one name', async () => {
    const exports = await list('?action=admin.export');
    expect(exports.map((entry) => entry.action)).toEqual(['admin.export.users']);
    expect(await list('?action=admin.import')).toEqual([]);
  });

  it('exports a CSV in Japanese: named header, actions and objects, Tokyo time, readable differences, no formula', async () => {
    const records = await exportCsv('?from=2025-03-10&to=2025-03-10');
    expect(records[0]).toEqual([
      'ID',
      '日時（日本時間）',
      '操作した人',
      '操作',
      '対象の種類',
      '対象ID',
      '対象',
      '変更内容（項目: 変更前 → 変更後）',
    ]);
    const rows = records.slice(1);
    expect(rows).toHaveLength(6);
    const byAction = (name: string) => rows.filter((cells) => cells[3] === name);
    // Tokyo time, not UTC: 20:30 on the 9th is 05:30 on the 10th there.
    expect(new Set(rows.map((cells) => cells[1]))).toEqual(new Set(['2025-03-10 05:30:00']));
    expect(new Set(rows.map((cells) => cells[2]))).toEqual(
      new Set(['システムまたはコマンドライン']),
    );
    const [exported] = byAction('ファイルの書き出し');
    expect(exported!.slice(4)).toEqual(['データファイル', 'users', 'ユーザー', '行数: 12']);
    expect(byAction('ファイルの取り込み')).toEqual([]);
    const roleChanges = byAction('ユーザー情報の変更').map((cells) => cells[7]);
    expect(roleChanges).toContainEqual(
      expect.stringMatching(
        /^(役割: MR → RM\n管理者: いいえ → はい|管理者: いいえ → はい\n役割: MR → RM)$/,
      ),
    );
    expect(byAction('投稿の削除')[0]![7]).toBe('ステータス: 下書き → 削除済み');
    // No JSON anywhere, and a cell that would be a formula is text.
    expect(rows.flat().some((cell) => cell.startsWith('{'))).toBe(false);
    const [organization] = byAction('組織の変更');
    expect(organization![5]).toBe("'=1+1");
    expect(organization![7]).toBe('名前: =1+1 → @SUM(A1)');
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('exports the CSV in English when asked', async () => {
    const records = await exportCsv('?action=user.update&from=2025-03-10&to=2025-03-10&lang=en');
    expect(records[0]!.slice(0, 4)).toEqual(['ID', 'When (Tokyo time)', 'Who', 'Action']);
    expect(records[1]!.slice(1, 5)).toEqual([
      '2025-03-10 05:30:00',
      'System or command line',
      'Person changed',
      'Person',
    ]);
    expect(records.map((cells) => cells[7])).toContainEqual(
      expect.stringMatching(/^(Role: MR → RM\nAdmin: No → Yes|Admin: No → Yes\nRole: MR → RM)$/),
    );
  });
});
