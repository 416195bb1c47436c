/**
 * The pre-screen's cost (issue 43): what a 2,000-character text costs to screen, in this process
 * (V8, the engine of the phone's browser; the web half, apps/web/e2e/screen-cost.ts, measures the
 * same in Chromium) and through the server: `POST /api/compliance/screen` at 50 connections for
 * 10 s from a process of its own (load.ts), on the embedded database with the demo's data, the
 * screen pool as `npm start` sizes it. It prints figures and asserts nothing.
 *   npm run bench:screen [-- --seconds 10 --connections 50 --length 2000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SCREEN_RULES, preScreen } from '@kizuki/shared';
import { openDatabase } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { serveApp } from '../src/test/test-app.ts';
import { percentilesOf, runLoad } from './load.ts';
import { screenBenchText } from './screen-bench-text.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    /** The texts' length in characters (a typical post is a few hundred). */
    length: { type: 'string', default: '2000' },
  },
});
const WRITER = 'mr@cimgibu.example.com';
const TEXT_LENGTH = Number(values.length);
const round = (ms: number) => Math.round(ms * 100) / 100;

/** preScreen over texts of `TEXT_LENGTH` characters, one at a time, after a warm-up. */
function inProcess(texts: string[]) {
  for (const text of texts.slice(0, 20)) preScreen(text, 'post', DEFAULT_SCREEN_RULES);
  const durations = texts.map((text) => {
    const started = performance.now();
    preScreen(text, 'post', DEFAULT_SCREEN_RULES);
    return performance.now() - started;
  });
  const { p50, p95, p99 } = percentilesOf(durations);
  return { p50, p95, p99, max: Math.max(...durations) };
}

const texts = Array.from({ length: 400 }, (_, i) => screenBenchText(TEXT_LENGTH, i));
const alone = inProcess(texts);
console.log(
  `pre-screen rules v${DEFAULT_SCREEN_RULES.version} (${DEFAULT_SCREEN_RULES.rules.length} rules), ${texts.length} texts of ${TEXT_LENGTH} characters, in this process: ` +
    `p50 ${round(alone.p50)} ms, p95 ${round(alone.p95)} ms, p99 ${round(alone.p99)} ms, max ${round(alone.max)} ms`,
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-screen-bench-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  await seedDemoData(database.db);
  const served = await serveApp(database);
  const url = await served.app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const authorization = `Bearer ${await served.tokenFor(WRITER)}`;
    const figures = await runLoad(
      url,
      {
        method: 'POST',
        path: '/api/compliance/screen',
        headerSets: [{ authorization, 'content-type': 'application/json' }],
        // "{n}" makes each request's text its own (load.ts), so nothing is answered from a cache.
        body: { text: `{n} ${texts[0]!.slice(0, TEXT_LENGTH - 8)}`, kind: 'post' },
      },
      { connections: Number(values.connections), seconds: Number(values.seconds) },
    );
    console.log(
      `POST /api/compliance/screen, ${TEXT_LENGTH} characters, ${values.connections} connections, ${values.seconds} s: ` +
        `${Math.round(figures.requestsPerSecond)} requests/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms; ` +
        `answers ${JSON.stringify(figures.status)}, errors ${figures.errors}`,
    );
  } finally {
    await served.app.close();
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
