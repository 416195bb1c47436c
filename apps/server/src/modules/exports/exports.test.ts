import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PostExportQuerySchema,
  PostListResponseSchema,
  STEP_NAMES,
  TaskExportQuerySchema,
  TaskListResponseSchema,
  wizardSteps,
  type Post,
} from '@kizuki/shared';
import { auditLog, masterItems, posts, tasks } from '../../db/schema.ts';
import { addTasks, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import errorsPlugin from '../../plugins/errors.ts';
import type { UserRecord } from '../users/users.repository.ts';
import { sendCsvExport } from './csv-export.ts';
import { EXPORT_WORDS } from './export-words.ts';
import { postExport } from './post-export.ts';
import { taskExport } from './task-export.ts';
import { createTasksRepository } from '../tasks/tasks.repository.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;
const RD = (role: string) => `${role}@cimrdbu.example.com`;

describe('CSV export of the lists (issue 23)', () => {
  let t: TestApp;
  let formulaPostId: number;

  /**
   * A published demo post of the unit and its columns to copy into new rows (classified like the
   * demo posts): everything but what the database gives a new row itself.
   */
  async function demoPostToCopy() {
    const [model] = await t.database.db
      .select()
      .from(posts)
      .where(and(eq(posts.unit, 'cimgibu'), eq(posts.status, 'published'), eq(posts.kind, 'post')))
      .limit(1);
    const {
      id: _id,
      searchText: _s,
      searchVector: _v,
      createdAt: _c,
      updatedAt: _u,
      ...copy
    } = model!;
    return { model: model!, copy };
  }

  beforeAll(async () => {
    t = await createTestApp();
    // A published post whose text a spreadsheet would run, classified like a demo post.
    const author = await userIdOf(t.database.db, GI('pmo'));
    const { copy } = await demoPostToCopy();
    const [inserted] = await t.database.db
      .insert(posts)
      .values({
        ...copy,
        authorUserId: author.id,
        body: '=HYPERLINK("http://evil.example","クリック")',
        publishedAt: new Date(),
      })
      .returning({ id: posts.id });
    formulaPostId = inserted!.id;
  });
  afterAll(() => t.close());

  const exportCsv = async (path: string, email: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      url: `/api/${path}`,
      headers: { ...(await t.authAs(email)), ...headers },
    });
    return response;
  };
  const rowsOf = (body: string): string[][] => parse(body, { bom: true });
  /** Every post of GET /posts for a query, page by page. */
  const listed = async (query: string, email: string): Promise<Post[]> => {
    const found: Post[] = [];
    for (let offset = 0; ; offset += 100) {
      const response = await t.app.inject({
        url: `/api/posts?${query}&limit=100&offset=${offset}`,
        headers: await t.authAs(email),
      });
      const page = PostListResponseSchema.parse(response.json());
      found.push(...page.data);
      if (page.data.length < 100) return found;
    }
  };

  it('is a UTF-8 file with a byte-order mark, a header in Japanese by default, names in Japanese', async () => {
    const response = await exportCsv('posts/export.csv', GI('mr'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kizuki-posts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = rowsOf(response.body);
    const words = EXPORT_WORDS.ja.posts;
    const stepNames = wizardSteps('cimgibu').map((step) => STEP_NAMES.ja[step.label]);
    expect(header).toEqual([
      words.id,
      words.kind,
      words.status,
      words.publishedAt,
      words.createdAt,
      words.author,
      words.organization,
      ...stepNames,
      words.body,
      words.likes,
      words.same,
      words.more,
      words.comments,
      words.retweets,
      words.parentId,
      words.quotedId,
      words.link,
    ]);
    // The disease group column holds the item's Japanese name.
    const groupColumn = header!.indexOf(STEP_NAMES.ja.diseaseGroup);
    const names = await t.database.db
      .select({ ja: masterItems.nameJa, en: masterItems.nameEn })
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.collection, 'diseaseGroups')));
    const exportedGroups = new Set(rows.map((row) => row[groupColumn]));
    expect([...exportedGroups].every((name) => names.some((item) => item.ja === name))).toBe(true);
    // Tokyo time, as a spreadsheet reads it; a link to the post.
    expect(rows[0]![3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[0]!.at(-1)).toBe(`${TEST_PUBLIC_URL}/posts/${rows[0]![0]}`);
  });

  it('names the file after its list, and says when the list has no row', async () => {
    const nameOf = (response: { headers: Record<string, unknown> }) =>
      /filename="kizuki-([a-z-]+)-\d{4}-\d{2}-\d{2}\.csv"/.exec(
        String(response.headers['content-disposition']),
      )?.[1];
    const timeline = await exportCsv('posts/export.csv', GI('mr'));
    expect(nameOf(timeline)).toBe('posts');
    expect(timeline.headers['x-export-empty']).toBe('false');
    expect(nameOf(await exportCsv('posts/export.csv?mine=true', GI('mr')))).toBe('my-posts');
    expect(nameOf(await exportCsv('posts/export.csv?kind=reply', GI('mr')))).toBe('comments');
    expect(nameOf(await exportCsv('tasks/export.csv', GI('mr')))).toBe('tasks');
    const none = await exportCsv(
      `posts/export.csv?keyword=${encodeURIComponent('該当なしの語zzqx')}`,
      GI('mr'),
    );
    expect(none.statusCode).toBe(200);
    expect(none.headers['x-export-empty']).toBe('true');
    // Still a file of its header, for a script that asks.
    expect(rowsOf(none.body)).toHaveLength(1);
  });

  it('names in English with lang=en, or when Accept-Language prefers English', async () => {
    for (const [path, headers] of [
      ['posts/export.csv?lang=en', {}],
      ['posts/export.csv', { 'accept-language': 'en-GB,en;q=0.9,ja;q=0.5' }],
    ] as const) {
      const [header, ...rows] = rowsOf((await exportCsv(path, GI('mr'), headers)).body);
      expect(header!.slice(0, 3)).toEqual(['ID', 'Kind', 'Status']);
      expect(header).toContain(STEP_NAMES.en.diseaseGroup);
      const groupColumn = header!.indexOf(STEP_NAMES.en.diseaseGroup);
      const english = await t.database.db
        .select({ en: masterItems.nameEn })
        .from(masterItems)
        .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.collection, 'diseaseGroups')));
      expect(rows.every((row) => english.some((item) => item.en === row[groupColumn]))).toBe(true);
    }
    // A unit that calls a step otherwise (SPEC.md section 2) names its column so.
    const [rdHeader] = rowsOf((await exportCsv('posts/export.csv?lang=en', RD('mr'))).body);
    expect(rdHeader).toContain('Franchise');
    expect(rdHeader).not.toContain(STEP_NAMES.en.productGroup);
  });

  it('writes kinds, statuses and task types as words in the export’s language, not API codes', async () => {
    await addTasks(t.database.db, GI('rm'), [
      { dueOn: '2026-12-05', type: 'inquiry', status: 'in-progress' },
    ]);
    for (const lang of ['ja', 'en'] as const) {
      const words = EXPORT_WORDS[lang];
      const [, ...postRows] = rowsOf(
        (await exportCsv(`posts/export.csv?mine=true&lang=${lang}`, GI('mr'))).body,
      );
      const mine = await listed('mine=true', GI('mr'));
      expect(postRows.length, lang).toBe(mine.length);
      expect(
        postRows.map((row) => [row[1], row[2]]),
        lang,
      ).toEqual(mine.map((post) => [words.postKinds[post.kind], words.postStatuses[post.status]]));
      const [, ...taskRows] = rowsOf(
        (await exportCsv(`tasks/export.csv?type=inquiry&lang=${lang}`, GI('rm'))).body,
      );
      expect(taskRows.length, lang).toBeGreaterThan(0);
      expect(taskRows.every((row) => row[1] === words.taskTypes.inquiry)).toBe(true);
      expect(taskRows.map((row) => row[2])).toContain(words.taskStatuses['in-progress']);
    }
    expect(EXPORT_WORDS.ja.postStatuses.published).toBe('公開中');
    expect(EXPORT_WORDS.en.taskStatuses['in-progress']).toBe('In progress');
  });

  it('links to the app’s PUBLIC_URL whatever Host the request names', async () => {
    await addTasks(t.database.db, GI('rm'), [{ dueOn: '2026-12-04' }]);
    for (const [path, headers] of [
      ['posts/export.csv', { host: 'evil.example' }],
      ['tasks/export.csv', { host: 'evil.example' }],
    ] as const) {
      const [, ...rows] = rowsOf((await exportCsv(path, GI('rm'), headers)).body);
      expect(rows.length, path).toBeGreaterThan(0);
      expect(
        rows.every((row) => row.at(-1)!.startsWith(`${TEST_PUBLIC_URL}/`)),
        path,
      ).toBe(true);
    }
  });

  it('neutralises a cell that begins with =, +, - or @', async () => {
    const body = (await exportCsv('posts/export.csv', GI('mr'))).body;
    const row = rowsOf(body).find((cells) => cells[0] === String(formulaPostId))!;
    expect(row).toContain(`'=HYPERLINK("http://evil.example","クリック")`);
    expect(body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('holds exactly what the list shows for the same filters, keyword and sort, in its order', async () => {
    const [group] = await t.database.db
      .select({ id: posts.diseaseGroupId })
      .from(posts)
      .where(and(eq(posts.unit, 'cimgibu'), eq(posts.status, 'published')))
      .limit(1);
    const queries = [
      '',
      `diseaseGroupId=${group!.id}`,
      `diseaseGroupId=${group!.id}&sort=numberOfLikeReactions`,
      'sort=numberOfSameReactions',
      'keyword=%E5%87%A6%E6%96%B9', // 処方
      'kind=reply',
      'mine=true',
      'mine=true&status=draft',
    ];
    for (const query of queries) {
      const email = query.startsWith('mine') ? GI('mr') : GI('rm');
      const expected = await listed(query, email);
      const response = await exportCsv(`posts/export.csv?${query}`, email);
      expect(response.statusCode, query).toBe(200);
      const [, ...rows] = rowsOf(response.body);
      expect(
        rows.map((row) => Number(row[0])),
        query,
      ).toEqual(expected.map((post) => post.id));
      expect(rows.length, query).toBeGreaterThan(0);
    }
  });

  it('walks a list by key across pages that end inside ties, for every sort, drafts included', async () => {
    // Posts sharing their publication time and their reaction counts, and drafts (no time).
    const pmo = await userIdOf(t.database.db, GI('pmo'));
    const { copy } = await demoPostToCopy();
    const at = new Date(Date.now() - 3_600_000);
    await t.database.db.insert(posts).values(
      Array.from({ length: 30 }, (_, index) => ({
        ...copy,
        authorUserId: pmo.id,
        body: `同じ時刻の投稿 ${index}`,
        status: index % 5 === 0 ? ('draft' as const) : ('published' as const),
        publishedAt: index % 5 === 0 ? null : new Date(at.getTime() - Math.floor(index / 4) * 1000),
        likeCount: index % 3,
        sameCount: index % 2,
      })),
    );
    const owner = { unit: 'cimgibu' as const, id: pmo.id };
    for (const query of [
      'sort=publishedAt',
      'sort=numberOfSameReactions',
      'sort=numberOfLikeReactions',
      'mine=true',
      'mine=true&sort=numberOfSameReactions',
      'mine=true&sort=numberOfLikeReactions',
    ]) {
      const parsed = PostExportQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const walked: number[] = [];
      for await (const page of postExport(t.database.db, owner, parsed, 'ja', '', 7).pages) {
        walked.push(...page.map((row) => Number(row[0])));
      }
      const expected = (await listed(query, GI('pmo'))).map((post) => post.id);
      expect(walked, query).toEqual(expected);
      expect(walked.length, query).toBeGreaterThan(7);
    }
  });

  it('lists one’s own posts with a keyword page by page as the app asks, drafts first, as the file does', async () => {
    // More matches in the last month than a page holds, and a draft and a post in review (no
    // publication time) that the order puts first: a search window would leave those two out.
    const approver = await userIdOf(t.database.db, GI('pmo-approver'));
    const { copy } = await demoPostToCopy();
    await t.database.db.insert(posts).values(
      Array.from({ length: 27 }, (_, index) => ({
        ...copy,
        authorUserId: approver.id,
        body: `窓検索の確認 ${index}`,
        status:
          index === 0
            ? ('draft' as const)
            : index === 1
              ? ('review' as const)
              : ('published' as const),
        publishedAt: index < 2 ? null : new Date(Date.now() - index * 60_000),
      })),
    );
    const query = `mine=true&keyword=${encodeURIComponent('窓検索')}`;
    const paged: number[] = [];
    for (let offset = 0; ; offset += 20) {
      const response = await t.app.inject({
        url: `/api/posts?${query}&limit=20&offset=${offset}`,
        headers: await t.authAs(GI('pmo-approver')),
      });
      const page = PostListResponseSchema.parse(response.json());
      paged.push(...page.data.map((post) => post.id));
      if (page.data.length < 20) break;
    }
    const [, ...rows] = rowsOf(
      (await exportCsv(`posts/export.csv?${query}`, GI('pmo-approver'))).body,
    );
    expect(paged).toHaveLength(27);
    expect(new Set(paged).size).toBe(27);
    expect(paged).toEqual(rows.map((row) => Number(row[0])));
  });

  it('walks a thread’s replies oldest first by key across pages that end inside ties', async () => {
    const pmo = await userIdOf(t.database.db, GI('pmo'));
    const { model, copy } = await demoPostToCopy();
    const at = new Date(Date.now() - 7_200_000);
    await t.database.db.insert(posts).values(
      Array.from({ length: 9 }, (_, index) => ({
        ...copy,
        kind: 'reply' as const,
        parentId: model.id,
        quotedId: null,
        authorUserId: pmo.id,
        body: `返信の順序 ${index}`,
        // Three replies to each second: pages of 2 end inside a tie.
        publishedAt: new Date(at.getTime() + Math.floor(index / 3) * 1000),
      })),
    );
    const query = `parentId=${model.id}`;
    const parsed = PostExportQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const walked: number[] = [];
    for await (const page of postExport(t.database.db, pmo, parsed, 'ja', '', 2).pages) {
      expect(page.length).toBeLessThanOrEqual(2);
      walked.push(...page.map((row) => Number(row[0])));
    }
    const expected = (await listed(query, GI('pmo'))).map((post) => post.id);
    expect(walked).toEqual(expected);
    expect(walked.length).toBeGreaterThanOrEqual(9);
  });

  it('walks the task tray by key across pages that end inside ties of the creation time', async () => {
    // One statement: the tasks share their creation time (now() is the transaction's).
    await addTasks(
      t.database.db,
      GI('hq'),
      Array.from({ length: 7 }, (_, index) => ({ dueOn: `2026-12-1${index}` })),
    );
    const hq = await userIdOf(t.database.db, GI('hq'));
    const created = await t.database.db
      .select({ at: sql<string>`${tasks.createdAt}::text` })
      .from(tasks)
      .where(eq(tasks.assigneeUserId, hq.id));
    expect(new Set(created.map((task) => task.at)).size).toBeLessThan(created.length);
    const walked: number[] = [];
    const csv = taskExport(
      createTasksRepository(t.database.db),
      hq.id,
      TaskExportQuerySchema.parse({}),
      'ja',
      '',
      2,
    );
    for await (const page of csv.pages) {
      expect(page.length).toBeLessThanOrEqual(2);
      walked.push(...page.map((row) => Number(row[0])));
    }
    const list = TaskListResponseSchema.parse(
      (
        await t.app.inject({ url: '/api/tasks?limit=100', headers: await t.authAs(GI('hq')) })
      ).json(),
    );
    expect(walked).toEqual(list.data.map((task) => task.id));
    expect(walked.length).toBeGreaterThanOrEqual(7);
  });

  it('keeps to the unit: another unit’s posts are never in the file', async () => {
    const [, ...gi] = rowsOf((await exportCsv('posts/export.csv', GI('mr'))).body);
    const [, ...rd] = rowsOf((await exportCsv('posts/export.csv', RD('mr'))).body);
    const rdIds = new Set(rd.map((row) => row[0]));
    expect(rd.length).toBeGreaterThan(0);
    expect(gi.some((row) => rdIds.has(row[0]))).toBe(false);
    const units = await t.database.db
      .select({ id: posts.id, unit: posts.unit })
      .from(posts)
      .where(eq(posts.unit, 'cimrdbu'));
    const rdUnitIds = new Set(units.map((post) => String(post.id)));
    expect(rd.every((row) => rdUnitIds.has(row[0]!))).toBe(true);
  });

  it('exports the caller’s own tasks only, as the tray lists them for the same filters', async () => {
    await addTasks(t.database.db, GI('rm'), [
      { dueOn: '2026-12-01', type: 'inquiry' },
      { dueOn: '2026-12-02', status: 'done', type: 'inquiry' },
      { dueOn: '2026-12-03' },
    ]);
    for (const query of ['', 'status=to-do', 'type=inquiry&status=done', 'keyword=Task%202']) {
      const listResponse = await t.app.inject({
        url: `/api/tasks?${query}&limit=100`,
        headers: await t.authAs(GI('rm')),
      });
      const list = TaskListResponseSchema.parse(listResponse.json());
      const response = await exportCsv(`tasks/export.csv?${query}`, GI('rm'));
      expect(response.statusCode, query).toBe(200);
      const [header, ...rows] = rowsOf(response.body);
      expect(header).toEqual(Object.values(EXPORT_WORDS.ja.tasks));
      expect(
        rows.map((row) => Number(row[0])),
        query,
      ).toEqual(list.data.map((task) => task.id));
      expect(rows.length, query).toBeGreaterThan(0);
    }
    const [, ...others] = rowsOf((await exportCsv('tasks/export.csv', GI('mr-approver'))).body);
    const rmTasks = new Set(
      TaskListResponseSchema.parse(
        (
          await t.app.inject({
            url: '/api/tasks?limit=100',
            headers: await t.authAs(GI('rm')),
          })
        ).json(),
      ).data.map((task) => String(task.id)),
    );
    expect(others.some((row) => rmTasks.has(row[0]!))).toBe(false);
  });

  it('audits each export once it ends: who, which list, the query with its keyword hashed, the row count', async () => {
    const rm = await userIdOf(t.database.db, GI('rm'));
    const response = await exportCsv(
      'posts/export.csv?keyword=%E5%87%A6%E6%96%B9&sort=numberOfLikeReactions&lang=en',
      GI('rm'),
    );
    const [, ...rows] = rowsOf(response.body);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, rm.id), like(auditLog.action, '%.export')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      unit: 'cimgibu',
      action: 'posts.export',
      objectType: 'unit',
      objectId: 'cimgibu',
      after: {
        query: {
          keywordSha256: createHash('sha256').update('処方').digest('hex'),
          keywordLength: 2,
          sort: 'numberOfLikeReactions',
          kind: 'post',
          mine: false,
        },
        lang: 'en',
        rows: rows.length,
        complete: true,
      },
    });
    expect(rows.length).toBeGreaterThan(0);
    // The keyword's text is nowhere in the row, which redaction would not reach.
    expect(JSON.stringify(row)).not.toContain('処方');
  });

  it('answers a failed first read through the error handler, and logs no statement parameters', async () => {
    const keyword = '失敗する検索語';
    const rm = await userIdOf(t.database.db, GI('rm'));
    const logged: string[] = [];
    const app = Fastify({
      logger: {
        level: 'trace',
        stream: new Writable({
          write: (line: Buffer, _encoding, done) => {
            logged.push(String(line));
            done();
          },
        }),
      },
    });
    await app.register(errorsPlugin);
    // A page whose statement fails with the keyword among its parameters, as drizzle reports it.
    const failingRead = () =>
      t.database.db.execute(sql`select * from no_such_table where x = ${keyword}`);
    app.get('/first', (request, reply) => {
      async function* pages(): AsyncGenerator<string[][]> {
        await failingRead();
        yield [];
      }
      return sendCsvExport(request, reply, t.database.db, rm as UserRecord, {
        list: 'posts',
        fileStem: 'posts',
        query: { keyword },
        lang: 'ja',
        header: ['id'],
        pages: pages(),
      });
    });
    app.get('/later', (request, reply) => {
      async function* pages(): AsyncGenerator<string[][]> {
        yield [['1']];
        await failingRead();
      }
      return sendCsvExport(request, reply, t.database.db, rm as UserRecord, {
        list: 'posts',
        fileStem: 'posts',
        query: { keyword },
        lang: 'ja',
        header: ['id'],
        pages: pages(),
      });
    });
    const audited = () =>
      t.database.db.$count(
        auditLog,
        and(eq(auditLog.actorUserId, rm.id), eq(auditLog.action, 'posts.export')),
      );
    const auditsBefore = await audited();

    const first = await app.inject({ url: '/first' });
    expect(first.statusCode).toBe(500);
    expect(first.json().error.code).toBe('internal');
    expect(first.headers['content-type']).not.toMatch(/csv/);
    expect(await audited()).toBe(auditsBefore);

    // A later page can only cut the file short; the audit row says so.
    await app.inject({ url: '/later' }).catch(() => undefined);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, rm.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.after).toMatchObject({ rows: 1, complete: false });
    await app.close();

    const log = logged.join('');
    expect(log).toContain('csv export cut short');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain(keyword);
    expect(log).not.toContain('no_such_table where');
  });

  it('answers no HEAD request: nothing is read, limited or audited for it', async () => {
    const before = await t.database.db.$count(auditLog);
    for (const path of ['posts/export.csv?keyword=%E5%87%A6%E6%96%B9', 'tasks/export.csv']) {
      const response = await t.app.inject({
        method: 'HEAD',
        url: `/api/${path}`,
        headers: await t.authAs(GI('mr')),
      });
      // Refused as no route of its own (404) or as another route's bad id (400): never the file.
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.headers['content-type'], path).not.toMatch(/csv/);
    }
    expect(await t.database.db.$count(auditLog)).toBe(before);
  });

  it('answers 400 naming the field of a bad filter, before anything is exported or audited', async () => {
    const before = await t.database.db.$count(auditLog);
    for (const [path, field] of [
      ['posts/export.csv?diseaseGroupId=abc', 'querystring.diseaseGroupId'],
      ['posts/export.csv?sort=random', 'querystring.sort'],
      ['posts/export.csv?lang=fr', 'querystring.lang'],
      [`posts/export.csv?keyword=${'x'.repeat(201)}`, 'querystring.keyword'],
      ['posts/export.csv?keyword=%00', 'querystring.keyword'],
      ['tasks/export.csv?status=waiting', 'querystring.status'],
    ] as const) {
      const response = await exportCsv(path, GI('mr'));
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.details[0].field, path).toBe(field);
    }
    expect(await t.database.db.$count(auditLog)).toBe(before);
    const unsigned = await t.app.inject({ url: '/api/posts/export.csv' });
    expect(unsigned.statusCode).toBe(401);
  });
});
