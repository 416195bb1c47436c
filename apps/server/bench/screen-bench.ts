/**
 * The pre-screen's cost (issue 43): what a 2,000-character text costs to screen, in this process
 * (V8, the engine of the phone's browser; the web half, apps/web/e2e/screen-cost.ts, measures the
 * same in Chromium) and through the server: `POST /api/compliance/screen` at 50 connections for
 * 10 s from a process of its own (load.ts), on the embedded database with the demo's data, the
 * screen pool as `npm start` sizes it. It prints figures and asserts nothing.
 *
 * Two loads, since the pre-screen remembers each writer's sentences (pre-screen.ts):
 * - new text: every sentence of every request is new (a number in each), the worst case, as if
 *   50 people pasted a long text at once;
 * - typing: 50 writers' texts, each request one writer's text with one sentence changed since
 *   their last, as the composer sends it at every pause in typing. The 50 writers are one user's
 *   token (as the first load): they share that user's memo and worker, which the server keeps per
 *   user, so the figure is of one pool worker either way.
 *   npm run bench:screen [-- --seconds 10 --connections 50 --length 2000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SCREEN_RULES } from '@kizuki/shared';
import { BUILT_IN_EVENT_MODEL } from '@kizuki/shared/event-model';
import { openDatabase } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { screenWithTables } from '../src/modules/screening/screen-worker.ts';
import { serveApp } from '../src/test/test-app.ts';
import { percentilesOf, runLoad } from './load.ts';
import { markedBenchText } from './screen-bench-text.ts';

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
const CONNECTIONS = Number(values.connections);
const round = (ms: number) => Math.round(ms * 100) / 100;

/** The screen as a worker runs it (with its memo when `owner` is given), over `texts` one at a time. */
function inProcess(texts: string[], warmUp: string[], owner?: string) {
  const tables = { trusted: DEFAULT_SCREEN_RULES, untrusted: null };
  const screen = (text: string) =>
    screenWithTables(tables, {
      text,
      kind: 'post',
      lang: 'ja',
      trace: false,
      owner,
      tableKey: 'bench',
    });
  for (const text of warmUp) screen(text);
  const durations = texts.map((text) => {
    const started = performance.now();
    screen(text);
    return performance.now() - started;
  });
  const { p50, p95, p99 } = percentilesOf(durations);
  return `p50 ${round(p50)} ms, p95 ${round(p95)} ms, p99 ${round(p99)} ms, max ${round(Math.max(...durations))} ms`;
}

/** Writer w's text with sentence `changed` marked by `mark` (the others by the writer alone). */
const writersText = (w: number, changed: number, mark: string) =>
  markedBenchText(TEXT_LENGTH, w, (k) => (k === changed ? mark : `w${w}`));
/** How many sentences a text holds (the typing load changes each in turn). */
const SENTENCES = writersText(0, -1, '').split(/(?<=[。.])/).length;

const label = `rules v${DEFAULT_SCREEN_RULES.version} (${DEFAULT_SCREEN_RULES.rules.length} rules) and the event model (${BUILT_IN_EVENT_MODEL.table.length} n-grams), texts of ${TEXT_LENGTH} characters`;
const novel = (seed: number) => markedBenchText(TEXT_LENGTH, seed, (k) => `#${seed}-${k}`);
const warmUp = Array.from({ length: 20 }, (_, i) => novel(10_000 + i));
console.log(
  `pre-screen ${label}, in this process, every sentence new (400 texts): ` +
    inProcess(
      Array.from({ length: 400 }, (_, i) => novel(i)),
      warmUp,
    ),
);
console.log(
  `pre-screen ${label}, in this process, one writer typing (400 texts, one sentence changed each): ` +
    inProcess(
      Array.from({ length: 400 }, (_, i) => writersText(0, i % SENTENCES, `e${i}`)),
      [...warmUp, writersText(0, -1, '')],
      'writer',
    ),
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-screen-bench-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  await seedDemoData(database.db);
  const served = await serveApp(database);
  const url = await served.app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const authorization = `Bearer ${await served.tokenFor(WRITER)}`;
    const loads = {
      'every sentence new': {
        body: { text: markedBenchText(TEXT_LENGTH, 0, (k) => `#{n}-${k}`), kind: 'post' },
      },
      [`typing, ${CONNECTIONS} writers`]: {
        // Request i is writer i mod 50's text with the sentence after their last change new.
        bodies: Array.from({ length: CONNECTIONS * SENTENCES }, (_, i) => ({
          text: writersText(i % CONNECTIONS, Math.floor(i / CONNECTIONS) % SENTENCES, 'e{n}'),
          kind: 'post',
        })),
      },
    };
    for (const [name, load] of Object.entries(loads)) {
      const figures = await runLoad(
        url,
        {
          method: 'POST',
          path: '/api/compliance/screen',
          headerSets: [{ authorization, 'content-type': 'application/json' }],
          ...load,
        },
        { connections: CONNECTIONS, seconds: Number(values.seconds) },
      );
      console.log(
        `POST /api/compliance/screen, ${name}, ${TEXT_LENGTH} characters, ${CONNECTIONS} connections, ${values.seconds} s: ` +
          `${Math.round(figures.requestsPerSecond)} requests/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms; ` +
          `answers ${JSON.stringify(figures.status)}, errors ${figures.errors}`,
      );
    }
  } finally {
    await served.app.close();
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
