import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { createScratchDatabase } from '../../test/test-database.ts';
import { connectDatabase, openDatabase, type DatabaseLocation } from '../database.ts';
import { seedDemoData } from '../demo/seed-demo.ts';
import { dumpPglite, restorePglite } from './pglite-backup.ts';
import { dumpPostgres, restorePostgres } from './postgres-backup.ts';
import { tableChecksums, type TableChecksum } from './table-checksums.ts';

export interface DrillRow {
  name: string;
  kind: TableChecksum['kind'];
  before: { rows: number; md5: string } | null;
  after: { rows: number; md5: string } | null;
  same: boolean;
}

export interface DrillReport {
  database: 'pglite' | 'postgres';
  rows: DrillRow[];
  /** The tables and sequences that did not come back as they were. */
  differences: DrillRow[];
  dumpBytes: number;
  seconds: { load: number; dump: number; restore: number; total: number };
}

/** A row in each table the demo data leaves empty (drill-rows.sql). */
const DRILL_ROWS = fs.readFileSync(new URL('./drill-rows.sql', import.meta.url), 'utf8');

const DRILL_QUEUE = 'restore-drill';

/**
 * Loads what the drill backs up: the demo data, a row in every other table of the app, and in
 * pg-boss a queue, a waiting job, an archived one, a schedule and a subscription.
 */
async function loadDrillData(location: DatabaseLocation): Promise<TableChecksum[]> {
  const database = await openDatabase(location);
  try {
    await seedDemoData(database.db);
    await database.executeSql(DRILL_ROWS);
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schedule: false,
      supervise: false,
      migrate: true,
      archiveCompletedAfterSeconds: 60,
    });
    await boss.start();
    await boss.createQueue(DRILL_QUEUE);
    await boss.send(DRILL_QUEUE, { purpose: 'a job that is archived' });
    const [done] = await boss.fetch(DRILL_QUEUE);
    await boss.complete(DRILL_QUEUE, done!.id);
    // Completed an hour ago, as far as the archiving is concerned (no waiting for the minute).
    await database.executeSql(
      `UPDATE pgboss.job SET completed_on = completed_on - interval '1 hour' WHERE id = $1`,
      [done!.id],
    );
    await boss.archive();
    await boss.send(DRILL_QUEUE, { purpose: 'a job the restore must bring back' });
    await boss.schedule(DRILL_QUEUE, '0 3 * * *', { purpose: 'a schedule' });
    await boss.subscribe('restore-drill-event', DRILL_QUEUE);
    await boss.stop({ graceful: false, close: false, wait: true });
    return await tableChecksums(database);
  } finally {
    await database.close();
  }
}

/** The checksums of a database, opened as it is (a restored one: no migrations run first). */
export async function checksumsOf(location: DatabaseLocation): Promise<TableChecksum[]> {
  const database = await connectDatabase(location);
  try {
    return await tableChecksums(database);
  } finally {
    await database.close();
  }
}

export function compareChecksums(before: TableChecksum[], after: TableChecksum[]): DrillRow[] {
  const names = [...new Set([...before, ...after].map((entry) => entry.name))].sort();
  const find = (list: TableChecksum[], name: string) => list.find((entry) => entry.name === name);
  return names.map((name) => {
    const was = find(before, name);
    const is = find(after, name);
    return {
      name,
      kind: (was ?? is)!.kind,
      before: was ? { rows: was.rows, md5: was.md5 } : null,
      after: is ? { rows: is.rows, md5: is.md5 } : null,
      same: Boolean(was && is && was.rows === is.rows && was.md5 === is.md5),
    };
  });
}

/**
 * The restore drill, on a scratch database only: loads data, fingerprints every table (rows and
 * an md5 of their text), dumps with the same code as `npm run db:dump`, wipes the database,
 * restores with `npm run db:restore`'s code and fingerprints again. With `postgresServerUrl`, the
 * scratch databases are made on that server and dropped after; without, a PGlite directory under
 * the system's temporary folder is used and deleted.
 */
export async function runRestoreDrill(
  options: { postgresServerUrl?: string } = {},
): Promise<DrillReport> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-restore-drill-'));
  const dumpFile = path.join(workDir, 'drill.dump');
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const seconds = (now - last) / 1000;
      last = now;
      return seconds;
    };
  })();
  try {
    let before: TableChecksum[];
    let after: TableChecksum[];
    let dumpBytes: number;
    const seconds = { load: 0, dump: 0, restore: 0, total: 0 };
    if (options.postgresServerUrl) {
      const source = await createScratchDatabase(options.postgresServerUrl);
      try {
        before = await loadDrillData({ kind: 'postgres', url: source.url });
        seconds.load = lap();
        dumpBytes = await dumpPostgres(source.url, dumpFile);
      } finally {
        await source.drop();
      }
      seconds.dump = lap();
      const target = await createScratchDatabase(options.postgresServerUrl);
      try {
        await restorePostgres(target.url, dumpFile, { force: false });
        seconds.restore = lap();
        after = await checksumsOf({ kind: 'postgres', url: target.url });
      } finally {
        await target.drop();
      }
    } else {
      const dataDir = path.join(workDir, 'data');
      before = await loadDrillData({ kind: 'pglite', dataDir });
      seconds.load = lap();
      dumpBytes = await dumpPglite(dataDir, dumpFile);
      fs.rmSync(dataDir, { recursive: true });
      seconds.dump = lap();
      await restorePglite(dataDir, dumpFile, { force: false });
      seconds.restore = lap();
      after = await checksumsOf({ kind: 'pglite', dataDir });
    }
    seconds.total = (performance.now() - started) / 1000;
    const rows = compareChecksums(before, after);
    return {
      database: options.postgresServerUrl ? 'postgres' : 'pglite',
      rows,
      differences: rows.filter((row) => !row.same),
      dumpBytes,
      seconds,
    };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The drill's table: each table's rows and checksum before and after, and the verdict. */
export function formatDrillReport(report: DrillReport): string {
  const cell = (side: DrillRow['before']) =>
    side ? `${String(side.rows).padStart(6)} ${side.md5.slice(0, 12)}` : '     - (missing)   ';
  const width = Math.max(...report.rows.map((row) => row.name.length));
  const lines = [
    `Restore drill on ${report.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${report.rows.length} tables and sequences`,
    `${'table'.padEnd(width)}   ${'rows md5 before'.padStart(19)}   ${'rows md5 after'.padStart(19)}`,
    ...report.rows.map(
      (row) =>
        `${row.name.padEnd(width)}   ${cell(row.before)}   ${cell(row.after)}   ${row.same ? 'same' : 'DIFFERENT'}`,
    ),
    `dump ${report.dumpBytes} bytes; load ${report.seconds.load.toFixed(1)} s, dump ${report.seconds.dump.toFixed(1)} s, restore ${report.seconds.restore.toFixed(1)} s, total ${report.seconds.total.toFixed(1)} s`,
    report.differences.length === 0
      ? 'Every table and sequence came back with the same rows.'
      : `${report.differences.length} came back different: ${report.differences.map((row) => row.name).join(', ')}`,
  ];
  return lines.join('\n');
}
