import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createJobQueue } from './job-queue.ts';

const QUEUE = 'job-queue-test';

describe('the job queue', () => {
  let database: (DatabaseHandle & { seeded: boolean }) | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('stops only when nothing it started still reaches the database: a fetch in flight at stop, its job and its completion', async () => {
    database = await createTestDatabase();
    const real = database;
    let stopped = false;
    const afterStop: string[] = [];
    let fetchStarted!: () => void;
    const fetching = new Promise<void>((resolve) => (fetchStarted = resolve));
    let releaseFetch!: () => void;
    const fetchMayAnswer = new Promise<void>((resolve) => (releaseFetch = resolve));
    // The database as the queue sees it: the first fetch of the test's queue is held until stop()
    // has begun, and every statement after stop() resolved is recorded.
    let held = false;
    const observed: DatabaseHandle = {
      ...real,
      async executeSql(text, values) {
        if (stopped) afterStop.push(text.slice(0, 60));
        if (!held && /SKIP LOCKED/i.test(text) && values?.includes(QUEUE)) {
          held = true;
          fetchStarted();
          await fetchMayAnswer;
        }
        return real.executeSql(text, values);
      },
    };
    const queue = createJobQueue(observed, Fastify({ logger: false }).log);
    await queue.start();
    await queue.boss.createQueue(QUEUE);
    const handled: string[] = [];
    await queue.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async (job) => {
      handled.push(job.id);
    });
    const jobId = await queue.boss.send(QUEUE, {});
    await fetching;

    const stopping = queue.stop();
    // The fetch answers only once the stop is under way: pg-boss's own stop has already looked for
    // work in progress and found none.
    setTimeout(releaseFetch, 1_500);
    await stopping;
    stopped = true;

    // The fetched job ran and was completed before stop() resolved, and nothing came after it.
    expect(handled).toEqual([jobId]);
    const [job] = (await real.executeSql('select state from pgboss.job where id = $1', [jobId]))
      .rows as { state: string }[];
    expect(job?.state).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(afterStop).toEqual([]);
  });
});
