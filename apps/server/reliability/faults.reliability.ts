import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckItems, type Classification } from '@kizuki/shared';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { validClassification } from '../src/test/fixtures.ts';
import { serveApp } from '../src/test/test-app.ts';
import { keyedPostCounts, keyedPostText } from './keyed-writes.ts';
import { startOwnPostgres, type OwnPostgres } from './own-postgres.ts';

const MR = 'mr@cimgibu.example.com';
const WRITERS = 6;
const LOAD_MS = 9_000;
const DOWN_AFTER_MS = 2_000;
const DOWN_FOR_MS = 3_000;
const MARKER = '障害試験';

interface Figures {
  logicalWrites: number;
  acknowledged: number;
  attempts: number;
  answeredWhileDown: Map<string, number>;
  lost: number;
  duplicated: number;
}

/**
 * The database goes away under a load of writes (issue 9): a PostgreSQL instance of the test's own
 * is stopped as if it crashed (pg_ctl -m immediate) and started again while six clients keep
 * creating posts. Each client retries a write (same Idempotency-Key) until it is acknowledged, as
 * the web app does. The server must answer 503 while the database is down (never crash, never
 * another 5xx), come back by itself, and afterwards the database must hold every acknowledged
 * write exactly once.
 */
describe('faults: PostgreSQL restarts under a load of writes', () => {
  let postgres: OwnPostgres;
  let database: DatabaseHandle;
  let served: Awaited<ReturnType<typeof serveApp>>;
  let baseUrl: string;
  let classification: Classification;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    database = await openDatabase({ kind: 'postgres', url: postgres.url });
    await seedDemoData(database.db);
    classification = await validClassification(database.db, 'cimgibu');
    served = await serveApp(database, { logger: false });
    baseUrl = await served.app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);
  afterAll(async () => {
    await served?.app.close();
    await database?.close();
    postgres?.destroy();
  });

  it('answers 503 while it is down, recovers by itself, and loses or doubles no write', async () => {
    const authorization = `Bearer ${await served.tokenFor(MR)}`;
    const figures: Figures = {
      logicalWrites: 0,
      acknowledged: 0,
      attempts: 0,
      answeredWhileDown: new Map(),
      lost: 0,
      duplicated: 0,
    };
    let databaseDown = false;
    const acknowledgedKeys: string[] = [];
    const unexpected: string[] = [];
    const started = Date.now();

    /** One client's logical write: sent until acknowledged, with one key for all its attempts. */
    async function writeUntilAcknowledged(key: string) {
      figures.logicalWrites++;
      for (;;) {
        figures.attempts++;
        // Counted by when it was sent: an answer to a write sent before the crash may come after.
        const sentWhileDown = databaseDown;
        let status: number | string;
        try {
          const response = await fetch(`${baseUrl}/api/posts`, {
            method: 'POST',
            headers: {
              authorization,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body: JSON.stringify({
              body: keyedPostText(MARKER, key, '他社の新しい講演会の案内が配布されていた。'),
              classification,
              selfCheck: selfCheckItems('post'),
              submit: true,
            }),
          });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          status = 'connection error';
        }
        if (sentWhileDown) {
          const label = String(status);
          figures.answeredWhileDown.set(label, (figures.answeredWhileDown.get(label) ?? 0) + 1);
        }
        if (status === 201) {
          figures.acknowledged++;
          acknowledgedKeys.push(key);
          return;
        }
        if (status !== 503) unexpected.push(`${key}: ${status}`);
        if (Date.now() - started > LOAD_MS + 60_000) throw new Error(`${key} never acknowledged`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; Date.now() - started < LOAD_MS; n++) {
        await writeUntilAcknowledged(`fault-${writer}-${n}`);
      }
    });

    // The crash and the restart, in the middle of the load.
    await new Promise((resolve) => setTimeout(resolve, DOWN_AFTER_MS));
    await postgres.stop('immediate');
    databaseDown = true;
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, DOWN_FOR_MS));
    databaseDown = false;
    await postgres.start();
    await Promise.all(writers);

    // Counted in the database: every acknowledged write there once.
    const byKey = await keyedPostCounts(database.db, MARKER);
    const rowCount = [...byKey.values()].reduce((sum, count) => sum + count, 0);
    figures.lost = acknowledgedKeys.filter((key) => !byKey.has(key)).length;
    figures.duplicated = [...byKey.values()].filter((count) => count > 1).length;

    console.info(
      `faults: ${figures.logicalWrites} writes by ${WRITERS} clients over ${LOAD_MS / 1000} s, ` +
        `${figures.attempts} attempts, ${figures.acknowledged} acknowledged; database down ` +
        `${DOWN_FOR_MS / 1000} s (crash, then restart), answers meanwhile: ${[
          ...figures.answeredWhileDown,
        ]
          .map(([status, count]) => `${status}×${count}`)
          .join(
            ' ',
          )}; in the database: ${rowCount} rows, lost ${figures.lost}, duplicated ${figures.duplicated}`,
    );
    expect(unexpected).toEqual([]);
    expect([...figures.answeredWhileDown.keys()]).toEqual(['503']);
    expect(figures.acknowledged).toBe(figures.logicalWrites);
    expect(figures.lost).toBe(0);
    expect(figures.duplicated).toBe(0);
    expect(rowCount).toBe(figures.acknowledged);
    // And it is itself again.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 180_000);
});
