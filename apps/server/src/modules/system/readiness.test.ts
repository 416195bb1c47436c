import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createReadiness } from './readiness.ts';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers ready without a token when the database, its migrations and the job queue are', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is documented in the OpenAPI document with its 503', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/ready'].get.responses)).toEqual(['200', '503']);
  });

  it('answers 503 naming the migrations when the newest committed one is not recorded', async () => {
    // As a database another process has not migrated yet looks: its newest record is older.
    const newest = 'select max(created_at) from drizzle.__drizzle_migrations';
    await t.database.executeSql(
      `update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (${newest})`,
    );
    try {
      const response = await t.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'serviceUnavailable',
          message: 'not ready: migrations',
          details: [
            { check: 'migrations', message: 'the newest committed migration is not applied' },
          ],
        },
      });
    } finally {
      await t.database.executeSql(
        `update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = (${newest})`,
      );
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 naming the job queue once it has stopped, and the closing once the app closes', async () => {
    const another = await t.anotherProcess();
    await another.jobQueue.stop();
    const stopped = await another.inject({ url: '/api/ready' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json().error.message).toBe('not ready: jobQueue');
    // The health answer is about the process living, not about taking traffic.
    expect((await another.inject({ url: '/api/health' })).statusCode).toBe(200);

    await another.close();
    const failing = (await another.readiness.failures()).map((failure) => failure.check);
    expect(failing).toEqual(['jobQueue', 'closing']);
  });
});

describe('readiness', () => {
  const runningQueue = { isRunning: () => true };

  it('names the database and the migrations when the database refuses', async () => {
    const refusing = {
      executeSql: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    } as unknown as DatabaseHandle;
    const failures = await createReadiness(refusing, runningQueue).failures();
    expect(failures).toEqual([
      { check: 'database', message: 'the database did not answer' },
      { check: 'migrations', message: 'the database did not answer' },
    ]);
  });

  it('names the database when it does not answer within the deadline', async () => {
    const hanging = { executeSql: () => new Promise(() => undefined) } as unknown as DatabaseHandle;
    const failures = await createReadiness(hanging, runningQueue, 20).failures();
    expect(failures.map((failure) => failure.check)).toEqual(['database', 'migrations']);
  });
});
