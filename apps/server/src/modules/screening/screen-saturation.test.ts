import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  DEFAULT_SCREEN_RULES,
  ErrorResponseSchema,
  preScreen,
  selfCheckItems,
} from '@kizuki/shared';
import { posts } from '../../db/schema.ts';
import { validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createScreenPool,
  DEFAULT_SCREENS_AHEAD,
  ScreenQueueFullError,
  type ScreenLane,
  type ScreenPool,
} from './screen-pool.ts';

const MR = 'mr@cimgibu.example.com';
const REACTION = '競合品を服用後に発疹が出た方がいると薬剤部で聞いた。';

/** A screen of the built-in rules over `text` in `lane`; `hold` keeps its worker (see below). */
const screenIn = (pool: ScreenPool, text: string, lane: ScreenLane, hold?: Int32Array) =>
  pool.screen({
    tableKey: 'built-in',
    tables: { trusted: DEFAULT_SCREEN_RULES, untrusted: null },
    text,
    kind: 'post',
    lang: 'ja',
    trace: false,
    lane,
    hold,
  });

/**
 * The event loop's thread's CPU time so far, in ms: Linux counts it per thread, and waiting for a
 * core on a loaded machine does not add to it (it does to the loop's busy time, used elsewhere).
 */
function eventLoopThreadMs(): number {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return performance.eventLoopUtilization().active;
  }
}

/** A gate for held screens: a worker that takes one waits, without using a core, until opened. */
function gate() {
  const hold = new Int32Array(new SharedArrayBuffer(4));
  return {
    hold,
    open: () => {
      Atomics.store(hold, 0, 1);
      Atomics.notify(hold, 0);
    },
  };
}

/**
 * Every worker started and given as many held screens as it takes, then `fill(lane)` fills that
 * lane's queue: the next screen in it is refused. `release()` lets them all run.
 */
async function saturate(pool: ScreenPool) {
  const { hold, open } = gate();
  const sent: Promise<unknown>[] = [];
  const fill = (lane: ScreenLane) => {
    while (pool.stats()[lane] < pool.queueLimit) sent.push(screenIn(pool, REACTION, lane, hold));
  };
  const release = async () => {
    open();
    await Promise.all(sent);
  };
  // Workers start as screens wait, and each takes a few: topped up until all have theirs.
  await vi
    .waitFor(
      () => {
        fill('asked');
        expect(pool.stats()).toMatchObject({
          ready: pool.size,
          inFlight: pool.size * DEFAULT_SCREENS_AHEAD,
        });
      },
      { timeout: 20_000 },
    )
    .catch(async (error: unknown) => {
      await release();
      throw error;
    });
  fill('asked');
  return { fill, release };
}

/**
 * The pool's bounds (issue 41): at most `queuePerWorker` screens waiting in each lane per worker,
 * a full lane refused at once with a time to retry after, writes before the screens asked.
 */
describe('the screen pool, saturated', () => {
  // One screen sent to the worker at a time, so that the order of the rest is the pool's.
  const pool = createScreenPool({ workers: 1, queuePerWorker: 2, screensAhead: 1 });
  afterAll(() => pool.close());

  it('refuses what its queue cannot hold, serves writes first, and answers the rest', async () => {
    expect([pool.size, pool.queueLimit]).toEqual([1, 2]);
    const held = gate();
    const first = screenIn(pool, '田中先生から聞いた。', 'asked', held.hold);
    // Whatever fails below, the held screen is let go and answered before the pool closes.
    onTestFinished(async () => {
      held.open();
      await first;
    });
    // The worker starts on the first screen (tsx and the shared package: a second or more).
    await vi.waitFor(() => expect(pool.stats()).toMatchObject({ ready: 1, inFlight: 1 }), {
      timeout: 20_000,
    });
    const finished: string[] = [];
    const queued = (text: string, lane: ScreenLane) =>
      screenIn(pool, text, lane).then((result) => {
        finished.push(text);
        return result.findings;
      });
    const asked = [queued('発疹が出た。', 'asked'), queued('めまいがした。', 'asked')];
    const refused = await screenIn(pool, '田中先生', 'asked').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ScreenQueueFullError);
    expect((refused as ScreenQueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // A write's screen has a queue of its own, and runs before the screens asked earlier.
    const write = queued('服用後に発疹が出た。', 'write');
    expect(pool.stats()).toMatchObject({ inFlight: 1, write: 1, asked: 2 });

    held.open();
    await first;
    const findings = await Promise.all([...asked, write]);
    expect(finished).toEqual(['服用後に発疹が出た。', '発疹が出た。', 'めまいがした。']);
    // The pre-screen's own findings, as on the event loop.
    expect(findings).toEqual(
      ['発疹が出た。', 'めまいがした。', '服用後に発疹が出た。'].map((text) =>
        preScreen(text, 'post', DEFAULT_SCREEN_RULES, 'ja'),
      ),
    );
    expect(pool.stats()).toMatchObject({ inFlight: 0, write: 0, asked: 0 });
  });
});

/**
 * The pre-screen saturated, on the server (issue 41, item 3): the screen runs in the pool's
 * workers, never on the event loop, and a full queue is answered at once, 503 with Retry-After,
 * on the composer's screen and on a submission alike; a submission refused so writes nothing, and
 * the draft it came from stays as it was saved.
 */
describe('the pre-screen saturated, on the server', () => {
  let t: TestApp;
  let classification: Awaited<ReturnType<typeof validClassification>>;
  beforeAll(async () => {
    t = await createTestApp();
    classification = await validClassification(t.database.db, 'cimgibu');
  });
  afterAll(() => t.close());

  const refusedBusy = (response: { statusCode: number; headers: object; json(): unknown }) => {
    expect(response.statusCode).toBe(503);
    expect(ErrorResponseSchema.parse(response.json()).error.code).toBe('serviceUnavailable');
    const retryAfter = (response.headers as Record<string, string>)['retry-after'];
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  };
  const postCount = async () => (await t.database.db.select({ n: count() }).from(posts))[0]!.n;
  const newPost = (body: string, submit: boolean) =>
    t.requestAs(MR, 'POST', '/api/posts', {
      body,
      selfCheck: selfCheckItems('post'),
      classification,
      submit,
    });

  it('answers 503 with Retry-After while its queue is full, and a submission writes nothing', async () => {
    const pool = t.app.screenPool;
    const saturated = await saturate(pool);
    let draftId: number;
    try {
      const screened = await t.requestAs(MR, 'POST', '/api/compliance/screen', {
        text: REACTION,
        kind: 'post',
      });
      refusedBusy(screened);
      // The refusal comes after the sign-in's check: a stranger learns nothing of the load.
      const stranger = await t.app.inject({
        method: 'POST',
        url: '/api/compliance/screen',
        payload: { text: REACTION, kind: 'post' },
      });
      expect(stranger.statusCode).toBe(401);
      // The event loop is free: health reads the database and answers while every worker is held.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // A draft is not screened: it is saved whatever the pool is doing.
      const draft = await newPost('競合品の新しい資料が配布されていた。', false);
      expect(draft.statusCode, draft.body).toBe(201);
      draftId = draft.json().id as number;

      // A write's screen goes ahead of the composers' and waits in a queue of its own: full too.
      saturated.fill('write');
      const before = await postCount();
      refusedBusy(await newPost('競合品の説明会が開かれていた。', true));
      refusedBusy(await t.requestAs(MR, 'POST', `/api/posts/${draftId}/submit`));
      expect(await postCount()).toBe(before);
      const [kept] = await t.database.db.select().from(posts).where(eq(posts.id, draftId));
      expect([kept!.status, kept!.body]).toEqual(['draft', '競合品の新しい資料が配布されていた。']);
    } finally {
      await saturated.release();
    }
    expect(pool.stats()).toMatchObject({ inFlight: 0, write: 0, asked: 0 });
    const again = await t.requestAs(MR, 'POST', '/api/compliance/screen', {
      text: REACTION,
      kind: 'post',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().findings).toEqual(preScreen(REACTION, 'post', DEFAULT_SCREEN_RULES, 'ja'));
    const submitted = await t.requestAs(MR, 'POST', `/api/posts/${draftId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('review');
  });

  it('keeps the event loop free while large screens run: it only passes them on', async () => {
    // CJK square words (㌔, ㍉, …), each normalised into several katakana: among the costliest
    // 4,000-character texts for the pre-screen (about 3 ms each, against 1 ms for field notes).
    const large = Array.from({ length: 32 }, (_, i) =>
      Array.from({ length: 4_000 }, (_, j) =>
        String.fromCharCode(0x3300 + ((i * 13 + j * 7) % 87)),
      ).join(''),
    );
    const small = large.map((_, i) => `短い${i}`);
    // Each figure is the least of three rounds: whatever else the process does (the app's jobs,
    // a collection) only ever adds to a round.
    const rounds = async (measure: () => Promise<number>) => {
      const figures = [await measure(), await measure(), await measure()];
      return Math.min(...figures);
    };
    // What the large screens cost on the event loop, as they ran before the pool (warmed up first).
    const expected = large.map((text) => preScreen(text, 'post', DEFAULT_SCREEN_RULES, 'ja'));
    const screeningCostMs = await rounds(async () => {
      const started = eventLoopThreadMs();
      for (const text of large) preScreen(text, 'post', DEFAULT_SCREEN_RULES, 'ja');
      return eventLoopThreadMs() - started;
    });

    const authorization = (await t.authAs(MR)).authorization;
    const busyScreening = async (texts: string[]) => {
      const before = eventLoopThreadMs();
      const answers = await Promise.all(
        texts.map((text) =>
          t.app.inject({
            method: 'POST',
            url: '/api/compliance/screen',
            headers: { authorization },
            payload: { text, kind: 'post' },
          }),
        ),
      );
      const busyMs = eventLoopThreadMs() - before;
      expect(answers.map((answer) => answer.statusCode)).toEqual(texts.map(() => 200));
      if (texts === large) {
        expect(answers.map((answer) => answer.json().findings)).toEqual(expected);
      }
      return busyMs;
    };
    // The workers started and the unit's table read: what is measured is the screens alone.
    await busyScreening(large.slice(0, 2));
    const requestsAlone = await rounds(() => busyScreening(small));
    const screened = await rounds(() => busyScreening(large));

    // The loop's time for the large texts beyond what the same requests take with short ones:
    // reading and passing on a longer body, not screening it. On the loop, as before the pool,
    // it was all of the screening's time.
    const forTheTexts = screened - requestsAlone;
    console.log(
      `32 screens of 4,000 characters: ${screeningCostMs.toFixed(0)} ms of screening; the event loop's thread busy ${screened.toFixed(0)} ms, ${requestsAlone.toFixed(0)} ms for 32 short texts`,
    );
    expect(forTheTexts).toBeLessThan(screeningCostMs / 3);
  });
});
