/**
 * How long an import takes per 1,000 lines (issue 41): a people file of new people from the
 * screen, checked (dry run) and applied, then the same file with every name changed, checked and
 * applied; and a competitive-products file with disease-group links, checked and applied. PGlite
 * on disk (as `npm start` keeps it) and, when DATABASE_URL names a server, a fresh database there.
 * It asserts nothing; the reliability test (reliability/import-load.reliability.ts) measures the
 * other requests' latency meanwhile.
 *
 *   npx tsx apps/server/bench/import-lines.ts                 3,000 and 20,000 lines
 *   npx tsx apps/server/bench/import-lines.ts --lines 70000   another size (several: 3000,70000)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportKind } from '@kizuki/shared';
import { importCsv, type ImportOptions } from '../src/admin/import.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/demo/seed-demo.ts';
import { createScratchDatabase } from '../src/test/test-database.ts';

const { values } = parseArgs({ options: { lines: { type: 'string', default: '3000,20000' } } });
const SIZES = values.lines.split(',').map(Number);
const FROM_THE_SCREEN: ImportOptions = { actorUserId: null, unit: 'cimgibu' };

const peopleFile = (lines: number, tag: string, firstName: string) =>
  [
    'email,lastName,firstName,role,unit,organizationCode,isAdmin',
    ...Array.from(
      { length: lines },
      (_, i) =>
        `${tag}-${i}@cimgibu.example.com,山田,${firstName}${i},mr,cimgibu,${i % 2 ? 'sales' : 'pmo'},false`,
    ),
  ].join('\n');

const productsFile = (lines: number, tag: string) =>
  [
    'unit,code,nameJa,nameEn,order,diseaseGroups,synonyms',
    ...Array.from(
      { length: lines },
      (_, i) => `cimgibu,${tag}-${i},製品${tag}${i},Product ${tag} ${i},${i},IBD|TCB,${tag}略${i}`,
    ),
  ].join('\n');

async function timed(
  db: DatabaseHandle['db'],
  kind: ImportKind,
  csv: string,
  options: ImportOptions,
) {
  const started = performance.now();
  const outcome = await importCsv(db, kind, csv, options);
  const ms = performance.now() - started;
  if (!outcome.ok) throw new Error(`${kind}: ${JSON.stringify(outcome.errors.slice(0, 3))}`);
  return { ms, counts: outcome.counts };
}

async function measure(label: string, database: DatabaseHandle) {
  await seedDemoData(database.db);
  console.log(`\n${label}`);
  console.log('| file | lines | step | ms | ms per 1,000 lines | inserted / updated / unchanged |');
  console.log('|---|---:|---|---:|---:|---|');
  for (const lines of SIZES) {
    const tag = `bench${lines}`;
    const steps: [string, ImportKind, string, ImportOptions][] = [
      [
        'people, new: dry run',
        'users',
        peopleFile(lines, tag, '太郎'),
        { ...FROM_THE_SCREEN, dryRun: true },
      ],
      ['people, new: applied', 'users', peopleFile(lines, tag, '太郎'), FROM_THE_SCREEN],
      [
        'people, same again: dry run',
        'users',
        peopleFile(lines, tag, '太郎'),
        { ...FROM_THE_SCREEN, dryRun: true },
      ],
      [
        'people, renamed: dry run',
        'users',
        peopleFile(lines, tag, '次郎'),
        { ...FROM_THE_SCREEN, dryRun: true },
      ],
      ['people, renamed: applied', 'users', peopleFile(lines, tag, '次郎'), FROM_THE_SCREEN],
      [
        'products with links: dry run',
        'competitiveProducts',
        productsFile(lines, tag),
        { ...FROM_THE_SCREEN, dryRun: true },
      ],
      [
        'products with links: applied',
        'competitiveProducts',
        productsFile(lines, tag),
        FROM_THE_SCREEN,
      ],
    ];
    for (const [step, kind, csv, options] of steps) {
      const { ms, counts } = await timed(database.db, kind, csv, options);
      console.log(
        `| ${kind} | ${lines.toLocaleString('en')} | ${step} | ${ms.toFixed(0)} | ${(ms / (lines / 1_000)).toFixed(0)} | ${counts.inserted} / ${counts.updated} / ${counts.unchanged} |`,
      );
    }
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-import-bench-'));
const pglite = await openDatabase({ kind: 'pglite', dataDir });
try {
  await measure('PGlite (on disk)', pglite);
} finally {
  await pglite.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  const postgres = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
} else {
  console.log('\nDATABASE_URL is not set: the PostgreSQL run is skipped.');
}
