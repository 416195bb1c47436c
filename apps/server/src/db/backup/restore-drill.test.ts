import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/test-database.ts';
import { connectDatabase, openDatabase, type DatabaseLocation } from '../database.ts';
import { runBackupCommand } from './backup-commands.ts';
import { BackupError } from './backup-files.ts';
import { dumpPglite, restorePglite } from './pglite-backup.ts';
import { dumpPostgres, restorePostgres } from './postgres-backup.ts';
import {
  checksumsOf,
  compareChecksums,
  formatDrillReport,
  runRestoreDrill,
} from './restore-drill.ts';

const journal = JSON.parse(
  fs.readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

// The PostgreSQL server of the run (CI runs this file on it and again on PGlite).
const serverUrl = process.env.DATABASE_URL;
const DRILL_DEADLINE_MS = 180_000;

describe(`the restore drill on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it(
    'dumps, wipes and restores a database, and every table comes back with the same rows',
    async () => {
      const report = await runRestoreDrill({ postgresServerUrl: serverUrl });
      // The duration on each database, for the CI log (docs/deployment.md quotes it).
      console.info(formatDrillReport(report));
      expect(report.differences).toEqual([]);
      const rowsOf = (name: string) => report.rows.find((row) => row.name === name)?.after?.rows;
      expect(rowsOf('drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      expect(rowsOf('pgboss.job')).toBe(1);
      expect(rowsOf('pgboss.archive')).toBe(1);
      // Each table is compared with rows in it: a new table needs its row in drill-rows.sql.
      const emptyTables = report.rows.filter((row) => row.kind === 'table' && !row.after?.rows);
      expect(emptyTables.map((row) => row.name)).toEqual([]);
      expect(rowsOf('public.posts')).toBeGreaterThan(100);
      expect(rowsOf('public.reactions')).toBeGreaterThan(100);
    },
    DRILL_DEADLINE_MS,
  );

  it('tells a table that came back different, or not at all', () => {
    const before = [
      { name: 'public.posts', kind: 'table' as const, rows: 2, md5: 'a' },
      { name: 'public.users', kind: 'table' as const, rows: 1, md5: 'b' },
    ];
    const rows = compareChecksums(before, [{ ...before[0]!, md5: 'changed' }]);
    expect(rows.map((row) => [row.name, row.same])).toEqual([
      ['public.posts', false],
      ['public.users', false],
    ]);
    expect(
      formatDrillReport({
        database: 'pglite',
        rows,
        differences: rows.filter((row) => !row.same),
        dumpBytes: 1,
        seconds: { load: 0, dump: 0, restore: 0, total: 0 },
      }),
    ).toMatch(/2 came back different: public\.posts, public\.users/);
  });
});

/** One database to back up, PGlite in a folder or a scratch database on the server. */
interface Target {
  location: DatabaseLocation;
  dump(file: string): Promise<number>;
  restore(file: string, force: boolean): Promise<unknown>;
  drop(): Promise<void>;
}

async function createTarget(workDir: string, name: string): Promise<Target> {
  if (serverUrl) {
    const scratch: ScratchDatabase = await createScratchDatabase(serverUrl);
    return {
      location: { kind: 'postgres', url: scratch.url },
      dump: (file) => dumpPostgres(scratch.url, file),
      restore: (file, force) => restorePostgres(scratch.url, file, { force }),
      drop: () => scratch.drop(),
    };
  }
  const dataDir = path.join(workDir, name);
  return {
    location: { kind: 'pglite', dataDir },
    dump: (file) => dumpPglite(dataDir, file),
    restore: (file, force) => restorePglite(dataDir, file, { force }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe(`a restore that must not damage the database (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let workDir: string;
  let source: Target;
  let target: Target;
  let dumpFile: string;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-restore-test-'));
    source = await createTarget(workDir, 'source');
    target = await createTarget(workDir, 'target');
    for (const database of [source, target]) await (await openDatabase(database.location)).close();
    // The target holds something of its own, that a failed restore must leave there.
    const opened = await connectDatabase(target.location);
    await opened.executeSql(`CREATE TABLE kept_by_target (note text)`, []);
    await opened.executeSql(`INSERT INTO kept_by_target VALUES ('before the restore')`, []);
    await opened.close();
    dumpFile = path.join(workDir, 'whole.dump');
    await source.dump(dumpFile);
  }, DRILL_DEADLINE_MS);

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** Damaged copies of the whole dump, some beside the whole dump's checksum file. */
  const damagedCopies = () => {
    const whole = fs.readFileSync(dumpFile);
    const flipped = Buffer.from(whole);
    const middle = Math.floor(whole.length / 2);
    flipped[middle] = flipped[middle]! ^ 0xff;
    const copy = (name: string, content: Buffer | string, withChecksum: boolean) => {
      const file = path.join(workDir, name);
      fs.writeFileSync(file, content);
      fs.rmSync(`${file}.sha256`, { force: true });
      if (withChecksum) fs.copyFileSync(`${dumpFile}.sha256`, `${file}.sha256`);
      return file;
    };
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
    return {
      'truncated, beside its checksum file': copy('cut.dump', truncated, true),
      'truncated, without a checksum file': copy('cut-alone.dump', truncated, false),
      'changed in one byte, beside its checksum file': copy('changed.dump', flipped, true),
      'not a dump at all': copy('notes.txt', 'not a dump at all\n', false),
    };
  };

  it.each([
    'truncated, beside its checksum file',
    'truncated, without a checksum file',
    'changed in one byte, beside its checksum file',
    'not a dump at all',
  ] as const)(
    'a file %s fails the restore with a clear message and leaves the target as it was',
    async (kind) => {
      const before = await checksumsOf(target.location);
      const failure = await target.restore(damagedCopies()[kind], true).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(BackupError);
      expect((failure as Error).message).toMatch(
        /(not a whole|does not match its checksum|could not be restored|rolled back)[\s\S]*nothing was changed/,
      );
      expect(await checksumsOf(target.location)).toEqual(before);
      expect(before.some((entry) => entry.name === 'public.kept_by_target')).toBe(true);
    },
    DRILL_DEADLINE_MS,
  );

  it('refuses to replace a database that is not empty without --force, changing nothing', async () => {
    const before = await checksumsOf(target.location);
    await expect(target.restore(dumpFile, false)).rejects.toThrow(/--force/);
    expect(await checksumsOf(target.location)).toEqual(before);
  });

  it(
    'replaces it with --force: the target then holds what the dump held',
    async () => {
      await target.restore(dumpFile, true);
      const restored = await checksumsOf(target.location);
      const sourceSums = await checksumsOf(source.location);
      // PGlite replaces the whole directory; pg_restore --clean drops what the dump holds, so a
      // table only the target had is still there on PostgreSQL.
      expect(restored.filter((entry) => entry.name !== 'public.kept_by_target')).toEqual(
        sourceSums,
      );
    },
    DRILL_DEADLINE_MS,
  );
});

describe('npm run db:dump / db:restore / db:drill, their arguments', () => {
  let dataDir: string;
  const run = async (args: string[]) => {
    const lines: string[] = [];
    const output = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const code = await runBackupCommand(args, output, loadEnv({ DATA_DIR: dataDir }));
    return { code, text: lines.join('\n') };
  };

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-backup-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [['restore'], /db:restore needs the dump file/],
    [['dump', 'a.tar.gz', 'b.tar.gz'], /Unexpected arguments: b\.tar\.gz/],
    [['dump', '--force'], /never overwrites/],
    [['restore', 'x', '--forse'], /Unknown option '--forse'/],
    [['backup'], /Unknown command "backup"/],
    [[], /Which command\?/],
  ])('%j exits 2 with the usage', async (args, message) => {
    const { code, text } = await run(args);
    expect(code).toBe(2);
    expect(text).toMatch(message);
    expect(text).toMatch(/Usage:/);
  });

  it('a restore of a file that is not there exits 1 naming it', async () => {
    const missing = path.join(dataDir, 'missing.tar.gz');
    expect(await run(['restore', missing])).toEqual({ code: 1, text: `No file ${missing}` });
  });

  it('a dump of a DATA_DIR with no database exits 1 and writes no file', async () => {
    const file = path.join(dataDir, 'empty.tar.gz');
    const { code, text } = await run(['dump', file]);
    expect(code).toBe(1);
    expect(text).toMatch(/There is no database in .* to dump/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it(
    'refuses to dump while a server holds DATA_DIR, writing no file',
    async () => {
      // A live process other than this one holds the lock, as `npm start` would.
      fs.writeFileSync(path.join(dataDir, 'kizuki.lock'), String(process.ppid));
      const file = path.join(dataDir, 'while-running.tar.gz');
      try {
        const { code, text } = await run(['dump', file]);
        expect(code).toBe(1);
        expect(text).toMatch(/in use by another Kizuki process .*\n.*stop the server/);
        expect(fs.existsSync(file)).toBe(false);
      } finally {
        fs.rmSync(path.join(dataDir, 'kizuki.lock'));
      }
    },
    DRILL_DEADLINE_MS,
  );
});
