import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostListQuerySchema, PostListResponseSchema, type PostListResponse } from '@kizuki/shared';
import { masterItems, posts, users } from '../../db/schema.ts';
import { countStatements, insertPost } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listPosts } from './post-list.ts';
import { presentPost } from './post.presenter.ts';

const MR = 'mr@cimgibu.example.com';
const HQ = 'hq@cimgibu.example.com';

/**
 * The timeline's first page comes from memory (timeline-first-page.ts): it must answer exactly what
 * the list query answers, each reader's side included, and forget a page as soon as anything it
 * shows changes, in this process and in another.
 */
describe('the timeline’s first page from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Someone who signed in for the first time yesterday: posts since then are theirs to read.
    await t.database.db
      .update(users)
      .set({ agreedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(users.email, MR));
  });
  afterAll(() => t.close());

  const page = async (email = MR, query = '', app: FastifyInstance = t.app) => {
    const response = await app.inject({
      url: `/api/posts${query}`,
      headers: await t.authAs(email),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return PostListResponseSchema.parse(response.json());
  };
  /** The same page read by the list query itself, for comparison. */
  const fromTheQuery = async (email: string, query: Record<string, string> = {}) => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.email, email));
    const parsed = PostListQuerySchema.parse(query);
    const listed = await listPosts(t.database.db, viewer!, parsed);
    return {
      data: listed.rows.map(presentPost),
      total: listed.total,
      totalIsLowerBound: listed.totalIsLowerBound,
      limit: parsed.limit,
      offset: parsed.offset,
    } satisfies PostListResponse;
  };
  const likes = (answer: PostListResponse, id: number) =>
    answer.data.find((post) => post.id === id)?.counts.likes;

  it('answers what the list query answers, with each reader’s own side, from memory the second time', async () => {
    const first = await page(MR);
    const { hits } = t.app.timelineFirstPages.stats;
    const statements = countStatements(t.database.db);
    const again = await page(MR);
    statements.stop();
    expect(t.app.timelineFirstPages.stats.hits).toBe(hits + 1);
    // The reader's side only: one statement.
    expect(statements.count()).toBe(1);
    expect(again).toEqual(first);
    expect(again).toEqual(await fromTheQuery(MR));

    // Another reader of the unit gets the remembered posts with their own side.
    const post = again.data[0]!;
    const reacted = await t.requestAs(HQ, 'PUT', `/api/posts/${post.id}/reactions/like`);
    expect(reacted.statusCode).toBe(200);
    const forHq = await page(HQ); // read again: the reaction changed a counter on the page
    expect(forHq).toEqual(await fromTheQuery(HQ));
    expect(forHq.data[0]!.myReactions).toEqual(['like']);
    // From memory now, with HQ's own side. HQ's first sign-in is not recorded (agreedAt null):
    // nothing is unread for them, which is the reader's side's other prepared statement.
    const [hq] = await t.database.db.select().from(users).where(eq(users.email, HQ));
    expect(hq!.agreedAt).toBeNull();
    // The reaction's announcement may still be on its way and forget the page just read (a loaded
    // machine delays it): once another unit's later change has arrived, it has too (announcements
    // come in commit order on one channel); then HQ's page is remembered again.
    const other = await insertPost(t.database.db, 'mr@cimjobu.example.com', 'published');
    await expect
      .poll(async () => (await page('mr@cimjobu.example.com')).data[0]!.id)
      .toBe(other.id);
    await page(HQ);
    const hitsBefore = t.app.timelineFirstPages.stats.hits;
    expect(await page(HQ)).toEqual(forHq);
    expect(t.app.timelineFirstPages.stats.hits).toBe(hitsBefore + 1);
    expect((await page(MR)).data[0]!.myReactions).toEqual([]);
    for (const sort of ['numberOfSameReactions', 'numberOfLikeReactions']) {
      await page(MR, `?sort=${sort}&limit=7`);
      expect(await page(MR, `?sort=${sort}&limit=7`)).toEqual(
        await fromTheQuery(MR, { sort, limit: '7' }),
      );
    }
  });

  it('keeps a filtered or searched first page the same way, and never a later page', async () => {
    const first = await page(MR);
    const groupId = String(first.data[0]!.classification.diseaseGroupId);
    const cases: [string, Record<string, string>][] = [
      [`?diseaseGroupId=${groupId}`, { diseaseGroupId: groupId }],
      [`?keyword=${encodeURIComponent('病院')}`, { keyword: '病院' }],
      [
        `?keyword=${encodeURIComponent('病院')}&sort=numberOfLikeReactions`,
        { keyword: '病院', sort: 'numberOfLikeReactions' },
      ],
    ];
    for (const [query, parsed] of cases) {
      await page(MR, query);
      const { hits } = t.app.timelineFirstPages.stats;
      const answer = await page(MR, query);
      expect(answer.data.length, query).toBeGreaterThan(0);
      expect(answer, query).toEqual(await fromTheQuery(MR, parsed));
      expect(t.app.timelineFirstPages.stats.hits, query).toBe(hits + 1);
    }
    const { hits } = t.app.timelineFirstPages.stats;
    await page(MR, '?offset=20');
    await page(MR, '?offset=20');
    await page(MR, '?mine=true');
    expect(t.app.timelineFirstPages.stats.hits).toBe(hits);
  });

  it('shows the reader what they have read since, from the same remembered page', async () => {
    const inserted = await insertPost(t.database.db, HQ, 'published');
    await expect.poll(async () => (await page(MR)).data[0]!.id).toBe(inserted.id);
    const before = await page(MR);
    const newest = before.data[0]!;
    expect(newest.isRead).toBe(false);
    const read = await t.requestAs(MR, 'PUT', '/api/posts/reads', { postIds: [newest.id] });
    expect(read.statusCode).toBe(200);
    // Read marks are the reader's side: the page is not read again for them.
    const { hits } = t.app.timelineFirstPages.stats;
    const after = await page(MR);
    expect(t.app.timelineFirstPages.stats.hits).toBe(hits + 1);
    expect(after.data[0]).toEqual({ ...newest, isRead: true });
  });

  it('keeps the page while a colleague writes a draft, which no list shows', async () => {
    await page(MR);
    // Written by no request of this process: only the database's announcement could forget it.
    await insertPost(t.database.db, HQ, 'draft');
    await insertPost(t.database.db, HQ, 'review');
    // Whatever was announced has arrived once another unit's change has (announcements are in
    // commit order on the one channel).
    const other = await insertPost(t.database.db, 'mr@cimjobu.example.com', 'published');
    await expect
      .poll(async () => (await page('mr@cimjobu.example.com')).data[0]!.id)
      .toBe(other.id);
    const { hits } = t.app.timelineFirstPages.stats;
    await page(MR);
    expect(t.app.timelineFirstPages.stats.hits).toBe(hits + 1);
  });

  it('answers each unit its own page, as JSON with each field once', async () => {
    const ours = await page(MR);
    const theirs = await page('mr@cimjobu.example.com');
    const ourIds = new Set(ours.data.map((post) => post.id));
    expect(theirs.data.length).toBeGreaterThan(0);
    expect(theirs.data.some((post) => ourIds.has(post.id))).toBe(false);
    expect(theirs).toEqual(await fromTheQuery('mr@cimjobu.example.com'));
    const raw = await t.app.inject({ url: '/api/posts', headers: await t.authAs(MR) });
    expect(raw.body.match(/"isRead":/g)).toHaveLength(ours.data.length);
    expect(raw.body.match(/"myReactions":/g)).toHaveLength(ours.data.length);
  });

  it('forgets the page at the writer’s own reaction, without waiting for the announcement', async () => {
    const before = await page(MR);
    await page(MR);
    const post = before.data[1]!;
    // The database announces nothing now: only the process that wrote can forget the page.
    await t.database.db.execute(sql`alter table posts disable trigger posts_timeline_updated`);
    try {
      const reacted = await t.requestAs(MR, 'PUT', `/api/posts/${post.id}/reactions/like`);
      expect(reacted.statusCode).toBe(200);
      const after = await page(MR);
      expect(likes(after, post.id)).toBe(post.counts.likes + 1);
      expect(after.data[1]!.myReactions).toEqual(['like']);
    } finally {
      await t.database.db.execute(sql`alter table posts enable trigger posts_timeline_updated`);
    }
  });

  it('forgets the page when the database announces a change made elsewhere', async () => {
    const second = await t.anotherProcess();
    try {
      const before = await page(MR, '', second);
      await page(MR, '', second);
      const post = before.data[2]!;
      // Counters, a classification item's name and an author's name, each written by no request
      // of the second process.
      await t.database.db
        .update(posts)
        .set({ likeCount: post.counts.likes + 5 })
        .where(eq(posts.id, post.id));
      await expect
        .poll(async () => likes(await page(MR, '', second), post.id))
        .toBe(post.counts.likes + 5);

      const group = before.data.find((each) => each.labels.diseaseGroup)!;
      await t.database.db
        .update(masterItems)
        .set({ nameEn: 'Renamed group' })
        .where(eq(masterItems.id, group.classification.diseaseGroupId!));
      await expect
        .poll(async () => {
          const answer = await page(MR, '', second);
          return answer.data.find((each) => each.id === group.id)?.labels.diseaseGroup?.nameEn;
        })
        .toBe('Renamed group');

      await t.database.db
        .update(users)
        .set({ lastName: '改名' })
        .where(eq(users.id, before.data[0]!.author.id));
      await expect
        .poll(async () => (await page(MR, '', second)).data[0]!.author.lastName)
        .toBe('改名');
      expect(await page(MR, '', second)).toEqual(await fromTheQuery(MR));
    } finally {
      await second.close();
    }
  });

  it('shows a newly published post of the unit, and none of another unit', async () => {
    const before = await page(MR);
    const foreign = await insertPost(t.database.db, 'mr@cimjobu.example.com', 'published');
    const own = await insertPost(t.database.db, HQ, 'published');
    await expect.poll(async () => (await page(MR)).data[0]!.id).toBe(own.id);
    const after = await page(MR);
    expect(after.data.some((post) => post.id === foreign.id)).toBe(false);
    expect(after.total).toBeGreaterThanOrEqual(before.total);
  });

  it('answers nothing from memory while it cannot hear the announcements', async () => {
    await t.app.timelineFirstPages.stop();
    try {
      const { hits } = t.app.timelineFirstPages.stats;
      await page(MR);
      const answer = await page(MR);
      expect(t.app.timelineFirstPages.stats.hits).toBe(hits);
      expect(answer).toEqual(await fromTheQuery(MR));
    } finally {
      await t.app.timelineFirstPages.start();
    }
  });
});
