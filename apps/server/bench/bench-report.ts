import os from 'node:os';
import type { BenchTarget } from './bench-targets.ts';
import type { LoadFigures, runLoop } from './load.ts';
import type { ScaleOutRow } from './scale-out.ts';

/** One row of a target's table: a request under load, beside its database limit. */
export interface Row {
  name: string;
  figures: LoadFigures;
  /** The database limit for the same request, or null when it gives no statement. */
  databaseLimit: {
    requestsPerSecond: number;
    p50: number;
    p95: number;
    statements: number;
  } | null;
  /** Without a database limit: the statements one request gave (a poll's 304 gives none). */
  statements?: number;
}

export const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const rate = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function report(
  target: BenchTarget,
  load: { connections: number; seconds: number },
  run: {
    version: string;
    held: number;
    rows: Row[];
    framework: LoadFigures;
    verification: Awaited<ReturnType<typeof runLoop>>;
    scaleOut: ScaleOutRow[];
  },
): string {
  const lines = [
    `### ${target.label}`,
    '',
    `${run.held.toLocaleString('en')} top-level posts; ${run.version.split(' on ')[0]}; ${machine()}; autocannon on the same machine, ${load.connections} connections, ${load.seconds} s a row; ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| request | requests/s | p50 ms | p95 ms | p99 ms | of the framework limit | database limit requests/s (statements) | database p50 / p95 ms, alone | of the database limit | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of run.rows) {
    const { figures, databaseLimit } = row;
    lines.push(
      `| ${row.name} | ${rate(figures.requestsPerSecond)} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${percent(figures.requestsPerSecond, run.framework.requestsPerSecond)} | ${databaseLimit ? `${rate(databaseLimit.requestsPerSecond)} (${databaseLimit.statements})` : row.statements === undefined ? '—' : `— (${row.statements})`} | ${databaseLimit ? `${databaseLimit.p50.toFixed(1)} / ${databaseLimit.p95.toFixed(1)}` : '—'} | ${databaseLimit ? percent(figures.requestsPerSecond, databaseLimit.requestsPerSecond) : '—'} | ${figures.status['4xx'] + figures.status['5xx'] + figures.errors} |`,
    );
  }
  lines.push(
    `| *baseline: bare Fastify route* | ${rate(run.framework.requestsPerSecond)} | ${ms(run.framework.p50)} | ${ms(run.framework.p95)} | ${ms(run.framework.p99)} | 100% | | | | |`,
    `| *baseline: token verification alone (RS256, one core)* | ${rate(run.verification.requestsPerSecond)} | ${run.verification.p50.toFixed(2)} | ${run.verification.p95.toFixed(2)} | ${run.verification.p99.toFixed(2)} | | | | | |`,
    '',
  );
  if (run.scaleOut.length > 0) {
    lines.push(
      "Through nginx (Debian's, one worker) over one and over two server processes on this database, the same load:",
      '',
      '| server processes | timeline requests/s | p50 ms | p99 ms | polls (304) requests/s | p50 ms | p99 ms |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...run.scaleOut.map(
        ({ processes, timeline, polls }) =>
          `| ${processes} | ${rate(timeline.requestsPerSecond)} | ${ms(timeline.p50)} | ${ms(timeline.p99)} | ${rate(polls.requestsPerSecond)} | ${ms(polls.p50)} | ${ms(polls.p99)} |`,
      ),
      '',
    );
  }
  const table = lines.join('\n');
  console.log(`\n${table}`);
  return table;
}
