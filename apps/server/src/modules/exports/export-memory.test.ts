import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, posts } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The issue's "Done when": an export of 100,000 rows streams in bounded memory. On PostgreSQL
 * (DATABASE_URL) the list has 100,000 posts; on the embedded PGlite, whose inserts of that many
 * posts (each with its search index entries) take minutes, EXPORT_MEMORY_ROWS posts (20,000 by
 * default). The peak is printed: it is the figure the issue asks for. The live heap (after a full
 * collection) is what is bounded: the heap with garbage not yet collected moves with V8's timing.
 */
const ROWS = Number(
  process.env.EXPORT_MEMORY_ROWS ?? (process.env.DATABASE_URL ? 100_000 : 20_000),
);

/** About 60 characters of Japanese, different in every post (its search entries are made per character). */
const BODY = sql`'競合品の処方について、地域の基幹病院で切り替えの相談が増えているとの情報。外来での処方傾向を確認した。#' || i`;

/**
 * The heap's live size: what is still referenced after a full collection, so that garbage waiting
 * to be collected does not count (V8's `gc`, reached without starting Node with --expose-gc).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

describe(`CSV export of ${ROWS.toLocaleString('en')} posts`, () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const author = await userIdOf(db, 'pmo@cimgibu.example.com');
    const [model] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.unit, 'cimgibu'), eq(posts.status, 'published'), eq(posts.kind, 'post')))
      .limit(1);
    const m = model!;
    // Set-based, through the table's constraints and triggers: three posts share each second, so
    // pages end inside a tie and the walk by key must order by id within it.
    await db.execute(sql`
      insert into posts (unit, author_user_id, kind, status, body, occupation_group_id,
        workplace_id, occupation_id, disease_group_id, disease_id, product_group_id,
        competitive_product_id, category_id, activity_id, like_count, same_count,
        submitted_at, published_at)
      select 'cimgibu', ${author.id}, 'post', 'published', ${BODY}, ${m.occupationGroupId},
        ${m.workplaceId}, ${m.occupationId}, ${m.diseaseGroupId}, ${m.diseaseId},
        ${m.productGroupId}, ${m.competitiveProductId}, ${m.categoryId}, ${m.activityId},
        i % 7, i % 5, now() - make_interval(secs => 60 + i / 3), now() - make_interval(secs => 60 + i / 3)
      from generate_series(1, ${ROWS}) as i`);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 600_000);
  afterAll(() => t.close());

  it('streams the file a page at a time: the live heap grows by far less than the file it sent', async () => {
    const listed = and(
      eq(posts.unit, 'cimgibu'),
      eq(posts.status, 'published'),
      inArray(posts.kind, ['post', 'quote']),
    );
    const expected = await t.database.db.$count(posts, listed);
    const live = { before: liveHeap(), peak: 0 };
    const before = process.memoryUsage();
    const peak = { heap: before.heapUsed, rss: before.rss };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.heap = Math.max(peak.heap, now.heapUsed);
      peak.rss = Math.max(peak.rss, now.rss);
      live.peak = Math.max(live.peak, liveHeap());
    }, 250);

    const started = performance.now();
    const response = await fetch(`${origin}/api/posts/export.csv`, {
      headers: await t.authAs('rm@cimgibu.example.com'),
    });
    expect(response.status).toBe(200);
    // Read and dropped as it arrives, but for the ids (4 bytes each): the test holds next to
    // nothing of the file.
    const ids = new Int32Array(expected + 1);
    let bytes = 0;
    let lines = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength;
      const parts = (tail + decoder.decode(chunk, { stream: true })).split('\n');
      tail = parts.pop()!;
      for (const line of parts) {
        lines += 1;
        if (lines > 1 && lines - 2 < ids.length)
          ids[lines - 2] = Number(line.slice(0, line.indexOf(',')));
      }
    }
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const liveGrowth = live.peak - live.before;
    const mib = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MiB`;
    console.log(
      `export of ${(lines - 1).toLocaleString('en')} rows on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ` +
        `${mib(bytes)} sent in ${seconds.toFixed(1)} s; live heap at most ${mib(live.peak)} ` +
        `(${mib(liveGrowth)} above the ${mib(live.before)} before); heap with garbage at most ` +
        `${mib(peak.heap)} (${mib(peak.heap - before.heapUsed)} above); rss at most ${mib(peak.rss)} ` +
        `(${mib(peak.rss - before.rss)} above)`,
    );

    expect(lines - 1).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(ROWS);
    // Holding the rows, or the file, costs at least two thirds of the file's size (its Japanese
    // text takes 2 bytes a character in a JavaScript string and 3 in the file; the rest 1 and 1),
    // and more as row objects: an export built whole, or read whole, fails this. A streamed one
    // holds a page (EXPORT_PAGE_SIZE rows) and the socket's buffer, whatever the list's length.
    expect(bytes).toBeGreaterThan(ROWS * 300);
    expect(liveGrowth).toBeLessThan(bytes / 2);
    // In the list's order (newest first, then by id: three posts share each second, so pages end
    // inside ties): no post twice, none left out.
    const order = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(listed)
      .orderBy(desc(posts.publishedAt), desc(posts.id));
    expect(Array.from(ids.subarray(0, expected))).toEqual(order.map((post) => post.id));

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'posts.export'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ rows: expected, complete: true });
  }, 600_000);

  it('audits an export the client left half-way: the rows handed over so far, not complete', async () => {
    const hq = await userIdOf(t.database.db, 'hq@cimgibu.example.com');
    // The first bytes arrive, then the client goes away (a closed tab, a lost connection).
    const headers = await t.authAs('hq@cimgibu.example.com');
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${origin}/api/posts/export.csv?sort=numberOfSameReactions`,
        { headers },
        (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    const audit = await vi.waitFor(
      async () => {
        const [row] = await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'posts.export'), eq(auditLog.actorUserId, hq.id)));
        expect(row).toBeDefined();
        return row!;
      },
      { timeout: 60_000, interval: 100 },
    );
    const after = audit.after as { rows: number; complete: boolean; query: object };
    expect(after.complete).toBe(false);
    const listed = await t.database.db.$count(
      posts,
      and(
        eq(posts.unit, 'cimgibu'),
        eq(posts.status, 'published'),
        inArray(posts.kind, ['post', 'quote']),
      ),
    );
    expect(after.rows).toBeLessThan(listed);
    expect(after.query).toMatchObject({ sort: 'numberOfSameReactions' });
  }, 120_000);
});
