import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTION_MARK, RedactionSchema, selfCheckItems } from '@kizuki/shared';
import { loggerOptions } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import {
  idempotencyKeys,
  auditLog,
  contentReports,
  notifications,
  posts,
  redactions,
  tasks,
} from '../../db/schema.ts';
import { textColumns, whereStored } from '../../test/find-text.ts';
import { insertPost, userIdOf, validClassification } from '../../test/fixtures.ts';
import { serveApp } from '../../test/test-app.ts';
import { createSeededTestDatabase } from '../../test/test-database.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;
const MR = GI('mr');
const APPROVER = GI('mr-approver');
const PMO = GI('pmo');
const HQ = GI('hq');

/** A made-up wholesaler code: what the redaction removes (the pre-screen does not refuse it). */
const PASSAGE = 'XK-4471';
/** What the 80-character title cut leaves of the passage in the final text (it starts at 76). */
const FRAGMENT = 'XK-4';
const LEAD =
  '他社の新しい患者向け資料が地域の複数の施設で配布されていたとの情報が営業所に寄せられた。'
    .repeat(2)
    .slice(0, 76);
/** The draft's three versions: each holds the passage, the last across the title cut. */
const VERSIONS = [
  `${PASSAGE} の卸で在庫が不足していると聞いた。`,
  `卸コード ${PASSAGE} の在庫不足が続いている。`,
  `${LEAD}${PASSAGE} 経由の在庫不足が続いている(${PASSAGE})。`,
];
const REASON = '卸の識別コードは投稿に含めない決まりのため。';

/**
 * Redaction (issue 19): a draft saved several times with the passage, returned once with a reason
 * quoting it, submitted again, approved, reacted to, asked about, reported; then an admin redacts
 * the passage. Afterwards no API answer, no row of any table and no log line holds it, or the
 * fragment a title cut left of it; and the audit trail is append-only again.
 */
describe('redaction: the passage is gone from everywhere it was stored', () => {
  let database: DatabaseHandle;
  let t: Awaited<ReturnType<typeof serveApp>>;
  let log = '';
  let postId: number;
  let reportId: number;
  let inquiryId: number;
  let redaction: ReturnType<typeof RedactionSchema.parse>;
  const db = () => database.db;

  const send = async (
    email: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...(await t.authAs(email)), ...headers },
      ...(payload ? { payload } : {}),
    });
    return response;
  };
  const ok = async (...args: Parameters<typeof send>) => {
    const response = await send(...args);
    expect(response.statusCode, `${args[1]} ${args[2]}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const approvalTaskOf = async (id: number) =>
    (
      await db()
        .select()
        .from(tasks)
        .where(and(eq(tasks.postId, id), eq(tasks.type, 'approval'), eq(tasks.status, 'to-do')))
    )[0]!;

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    const stream = { write: (line: string) => void (log += line) };
    t = await serveApp(database, { logger: { ...(loggerOptions('trace') as object), stream } });

    const classification = await validClassification(db(), 'cimgibu');
    const created = await ok(
      MR,
      'POST',
      '/api/posts',
      { body: VERSIONS[0], classification, selfCheck: selfCheckItems('post') },
      { 'idempotency-key': 'redaction-draft-1' },
    );
    postId = created.json().id;
    await ok(MR, 'PATCH', `/api/posts/${postId}`, { body: VERSIONS[1] });
    await ok(MR, 'POST', `/api/posts/${postId}/submit`);
    const first = await approvalTaskOf(postId);
    await ok(APPROVER, 'POST', `/api/tasks/${first.id}/reject`, {
      reason: `${PASSAGE} の記載は不要です。`,
    });
    await ok(MR, 'PATCH', `/api/posts/${postId}`, { body: VERSIONS[2] });
    await ok(MR, 'POST', `/api/posts/${postId}/submit`);
    const second = await approvalTaskOf(postId);
    await ok(APPROVER, 'POST', `/api/tasks/${second.id}/approve`);
    await ok(PMO, 'PUT', `/api/posts/${postId}/reactions/like`);
    const inquiry = await ok(
      PMO,
      'POST',
      '/api/inquiries',
      { postId, question: '在庫不足はいつ頃から続いていますか。' },
      { 'idempotency-key': 'redaction-inquiry-1' },
    );
    inquiryId = inquiry.json().id;
    const reported = await ok(PMO, 'POST', `/api/posts/${postId}/reports`, {
      reason: 'identifiers',
      comment: '卸の識別コードが書かれています。',
    });
    reportId = reported.json().id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('is found everywhere before the redaction (the checks below can fail)', async () => {
    const search = await ok(PMO, 'GET', `/api/posts?keyword=${encodeURIComponent(PASSAGE)}`);
    expect(search.json().data.map((post: { id: number }) => post.id)).toContain(postId);
    const stored = await whereStored(db(), PASSAGE);
    for (const place of [
      'public.posts.body',
      'public.audit_log.before',
      'public.idempotency_keys.response',
      'public.tasks.title',
      'public.tasks.decision_comment',
      'public.notifications.title',
    ]) {
      expect(stored.join('\n')).toContain(place);
    }
    // The title cut of the final text keeps only the passage's start.
    const titles = await whereStored(db(), FRAGMENT);
    expect(titles.join('\n')).toContain('public.idempotency_keys.response');
  });

  it('refuses a passage that is not in the text, naming the field and not echoing it', async () => {
    const missing = `${PASSAGE}-not-there`;
    const response = await send(HQ, 'POST', `/api/posts/${postId}/redactions`, {
      passage: missing,
      reason: REASON,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('body.passage');
    expect(response.body).not.toContain(PASSAGE);
  });

  it('is the unit’s admins’ only: others 403, another unit’s admin 404', async () => {
    const body = { passage: PASSAGE, reason: REASON };
    expect((await send(PMO, 'POST', `/api/posts/${postId}/redactions`, body)).statusCode).toBe(403);
    expect((await send(MR, 'POST', `/api/posts/${postId}/redactions`, body)).statusCode).toBe(403);
    const foreign = await send(
      'hq@cimrdbu.example.com',
      'POST',
      `/api/posts/${postId}/redactions`,
      body,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('redacts, leaving a record with a salted hash, an audit row without the text, and a notice', async () => {
    const response = await send(HQ, 'POST', `/api/posts/${postId}/redactions`, {
      passage: PASSAGE,
      reason: REASON,
    });
    expect(response.statusCode, response.body).toBe(201);
    redaction = RedactionSchema.parse(response.json());
    const hq = await userIdOf(db(), HQ);
    expect(redaction).toMatchObject({
      objectType: 'post',
      objectId: postId,
      redactedBy: { id: hq.id },
      reason: REASON,
      occurrences: 2,
    });
    const [row] = await db().select().from(redactions).where(eq(redactions.id, redaction.id));
    expect(row!.removedHash).toBe(
      createHash('sha256').update(`${row!.salt}${PASSAGE}`).digest('hex'),
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'post.redact'), eq(auditLog.objectId, String(postId))));
    expect(audit!.after).toMatchObject({ removedHash: row!.removedHash, reason: REASON });

    const [post] = await db().select().from(posts).where(eq(posts.id, postId));
    expect(post!.body).toBe(VERSIONS[2]!.replaceAll(PASSAGE, REDACTION_MARK));

    const author = await userIdOf(db(), MR);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.kind, 'redacted')));
    expect(told.map((notice) => [notice.title, notice.link])).toEqual([['', `/posts/${postId}`]]);

    const [report] = await db()
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, reportId));
    expect(report!.status).toBe('redacted');
    const reportTasks = await db().select().from(tasks).where(eq(tasks.reportId, reportId));
    expect(reportTasks.length).toBeGreaterThan(0);
    for (const task of reportTasks) expect(task.status).toBe('done');
  });

  it('leaves the passage, or a fragment of it, in no API answer', async () => {
    const approverTasks = (await ok(APPROVER, 'GET', '/api/tasks?limit=100')).json();
    const hqTasks = (await ok(HQ, 'GET', '/api/tasks?limit=100')).json();
    const mrTasks = (await ok(MR, 'GET', '/api/tasks?limit=100')).json();
    const taskIds = (page: { data: { id: number; reference: { postId: number | null } }[] }) =>
      page.data.filter((task) => task.reference.postId === postId).map((task) => task.id);
    const reads: [string, string][] = [
      [MR, `/api/posts/${postId}`],
      [PMO, `/api/posts/${postId}`],
      [PMO, '/api/posts?limit=100'],
      [PMO, `/api/posts?keyword=${encodeURIComponent(PASSAGE)}`],
      [PMO, `/api/posts?keyword=${encodeURIComponent(FRAGMENT)}`],
      [MR, '/api/posts?mine=true&limit=100'],
      [MR, '/api/posts/drafts?limit=100'],
      [PMO, `/api/posts/similar?text=${encodeURIComponent(VERSIONS[2]!)}`],
      [APPROVER, `/api/tasks?keyword=${encodeURIComponent(PASSAGE)}`],
      [HQ, `/api/reports/${reportId}`],
      [PMO, '/api/inquiries?limit=100'],
      [PMO, `/api/inquiries/${inquiryId}`],
      [HQ, '/api/audit-log?limit=100'],
      [HQ, `/api/audit-log?objectType=post&objectId=${postId}&limit=100`],
      ...[MR, APPROVER, PMO, HQ].map((who): [string, string] => [
        who,
        '/api/notifications?limit=100',
      ]),
      ...taskIds(approverTasks).map((id: number): [string, string] => [
        APPROVER,
        `/api/tasks/${id}`,
      ]),
      ...taskIds(hqTasks).map((id: number): [string, string] => [HQ, `/api/tasks/${id}`]),
      ...taskIds(mrTasks).map((id: number): [string, string] => [MR, `/api/tasks/${id}`]),
    ];
    expect(taskIds(approverTasks)).toHaveLength(2);
    expect(taskIds(hqTasks).length).toBeGreaterThan(0);
    expect(taskIds(mrTasks)).toHaveLength(1);
    const leaks: string[] = [];
    for (const [who, url] of [
      ...reads,
      ['', JSON.stringify([approverTasks, hqTasks, mrTasks])] as [string, string],
    ]) {
      const body = who ? (await ok(who, 'GET', url)).body : url;
      for (const text of [PASSAGE, FRAGMENT]) {
        if (body.toLowerCase().includes(text.toLowerCase())) {
          leaks.push(`${who} ${url.slice(0, 80)}: ${text}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The post is still there, redacted, and the notices and tasks still read.
    const post = (await ok(PMO, 'GET', `/api/posts/${postId}`)).json();
    expect(post.body).toContain(REDACTION_MARK);
    const search = (
      await ok(PMO, 'GET', `/api/posts?keyword=${encodeURIComponent(PASSAGE)}`)
    ).json();
    expect(search.total).toBe(0);
  });

  it('leaves the passage, or a fragment of it, in no row of any table', async () => {
    // The walk covers the job queue's tables too, and the application's.
    const schemas = new Set((await textColumns(db())).map((column) => column.schema));
    expect([...schemas]).toEqual(expect.arrayContaining(['public', 'pgboss']));
    expect(await whereStored(db(), PASSAGE)).toEqual([]);
    expect(await whereStored(db(), FRAGMENT)).toEqual([]);
    // The earlier versions are still in the audit trail, redacted.
    const history = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'post'), eq(auditLog.objectId, String(postId))));
    const text = JSON.stringify(history);
    expect(text).toContain(
      JSON.stringify(VERSIONS[0]!.replaceAll(PASSAGE, REDACTION_MARK)).slice(1, -1),
    );
    expect(text).toContain(
      JSON.stringify(VERSIONS[1]!.replaceAll(PASSAGE, REDACTION_MARK)).slice(1, -1),
    );
  });

  it('leaves it in no log line', () => {
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(PASSAGE);
    expect(log).not.toContain(LEAD.slice(0, 20));
  });

  it('keeps the audit trail append-only outside a redaction', async () => {
    const [row] = await db().select().from(auditLog).limit(1);
    const refused = async (run: () => Promise<unknown>) => {
      const error = await run().then(
        () => null,
        (failure: Error) => failure,
      );
      return (error?.cause as Error | undefined)?.message ?? '';
    };
    // Without the setting: no change at all.
    expect(
      await refused(() =>
        db().execute(sql`update audit_log set before = '{}'::jsonb where id = ${row!.id}`),
      ),
    ).toMatch(/append-only/);
    // With it: still only before and after, and never a delete.
    expect(
      await refused(() =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select set_config('kizuki.redaction', 'on', true)`);
          await tx.execute(sql`update audit_log set action = 'forged' where id = ${row!.id}`);
        }),
      ),
    ).toMatch(/append-only/);
    expect(
      await refused(() =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select set_config('kizuki.redaction', 'on', true)`);
          await tx.execute(sql`delete from audit_log where id = ${row!.id}`);
        }),
      ),
    ).toMatch(/append-only/);
    // The setting ends with its transaction.
    expect(
      await refused(() =>
        db().execute(sql`update audit_log set after = '{}'::jsonb where id = ${row!.id}`),
      ),
    ).toMatch(/append-only/);
    const [after] = await db().select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after).toEqual(row);
  });

  it('redacts the whole text when no passage is given, every version of it included', async () => {
    const classification = await validClassification(db(), 'cimgibu');
    const draft = (
      await ok(MR, 'POST', '/api/posts', {
        body: '最初の版: 取引先の担当部署名を書いていた。',
        classification,
        selfCheck: selfCheckItems('post'),
      })
    ).json();
    await ok(MR, 'PATCH', `/api/posts/${draft.id}`, { body: '二番目の版: 部署名を消した。' });
    const response = await send(HQ, 'POST', `/api/posts/${draft.id}/redactions`, {
      reason: REASON,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().occurrences).toBe(1);
    const [post] = await db().select().from(posts).where(eq(posts.id, draft.id));
    expect(post!.body).toBe(REDACTION_MARK);
    expect(await whereStored(db(), '最初の版')).toEqual([]);
    expect(await whereStored(db(), '二番目の版')).toEqual([]);
    // Sent again without a key: nothing is left to remove, and no second record is made.
    const again = await send(HQ, 'POST', `/api/posts/${draft.id}/redactions`, { reason: REASON });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'invalidTransition']);
    expect(
      await db().select().from(redactions).where(eq(redactions.objectId, draft.id)),
    ).toHaveLength(1);
  });

  it('redacts a reply, and the notice its post’s author got, which links to the post', async () => {
    const parent = await insertPost(db(), MR, 'published');
    // An rm's reply needs no approval: published at once, and its post's author told.
    const reply = await ok(GI('rm'), 'POST', '/api/posts', {
      body: `同じ卸 ${PASSAGE}-R でも在庫不足を確認しました。`,
      parentId: parent.id,
      selfCheck: selfCheckItems('reply'),
      submit: true,
    });
    const author = await userIdOf(db(), MR);
    const noticeOf = async () =>
      (
        await db()
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, author.id),
              eq(notifications.kind, 'reply'),
              eq(notifications.link, `/posts/${parent.id}`),
            ),
          )
      )[0]!;
    expect((await noticeOf()).title).toContain(`${PASSAGE}-R`);
    const response = await send(HQ, 'POST', `/api/posts/${reply.json().id}/redactions`, {
      passage: `${PASSAGE}-R`,
      reason: REASON,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await noticeOf()).title).toBe(`同じ卸 ${REDACTION_MARK} でも在庫不足を確認しました。`);
    expect(await whereStored(db(), `${PASSAGE}-R`)).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first record, redacting once', async () => {
    const post = await insertPost(db(), MR, 'published', {
      body: `問い合わせ先は ${PASSAGE}-B です。`,
    });
    const key = { 'idempotency-key': 'redaction-retry-1' };
    const body = { passage: `${PASSAGE}-B`, reason: REASON };
    const first = await send(HQ, 'POST', `/api/posts/${post.id}/redactions`, body, key);
    const again = await send(HQ, 'POST', `/api/posts/${post.id}/redactions`, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const rows = await db().select().from(redactions).where(eq(redactions.objectId, post.id));
    expect(rows).toHaveLength(1);
    // Without the key the passage is no longer there to remove.
    const third = await send(HQ, 'POST', `/api/posts/${post.id}/redactions`, body);
    expect(third.statusCode).toBe(400);
  });

  it('redacts a passage the writer already took out of the text, from its earlier versions', async () => {
    const classification = await validClassification(db(), 'cimgibu');
    const earlier = `卸の担当 ${PASSAGE}-E によると在庫が戻った（下書き）。`;
    const draft = await ok(MR, 'POST', '/api/posts', {
      body: earlier,
      classification,
      selfCheck: selfCheckItems('post'),
    });
    await ok(MR, 'PATCH', `/api/posts/${draft.json().id}`, { body: '卸によると在庫が戻った。' });
    expect((await whereStored(db(), `${PASSAGE}-E`)).join('\n')).toContain('audit_log');
    const response = await send(HQ, 'POST', `/api/posts/${draft.json().id}/redactions`, {
      passage: `${PASSAGE}-E`,
      reason: REASON,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().occurrences).toBe(0);
    expect(await whereStored(db(), `${PASSAGE}-E`)).toEqual([]);
  });

  it('leaves another unit’s stored answers alone, whatever they say', async () => {
    const other = await userIdOf(db(), 'mr@cimrdbu.example.com');
    const foreign = `${PASSAGE}-F`;
    await db()
      .insert(idempotencyKeys)
      .values({
        userId: other.id,
        key: 'foreign-answer-1',
        requestHash: 'x',
        statusCode: 201,
        response: { body: `他部門の回答 ${foreign}` },
      });
    const post = await insertPost(db(), MR, 'published', { body: `コード ${foreign} の件。` });
    const response = await send(HQ, 'POST', `/api/posts/${post.id}/redactions`, {
      passage: foreign,
      reason: REASON,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [kept] = await db()
      .select({ response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'foreign-answer-1'));
    expect(kept!.response).toEqual({ body: `他部門の回答 ${foreign}` });
  });
});
