import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportReportSchema, MAX_IMPORT_CHARACTERS, type ImportKind } from '@kizuki/shared';
import type { Database } from '../db/database.ts';
import { auditLog, masterItemDiseaseGroups, masterItems, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { importCsv, type ImportOptions } from './import.ts';
import {
  chunksOf,
  MAX_BIND_PARAMETERS,
  ROWS_PER_STATEMENT,
  rowsPerStatement,
} from './import/chunks.ts';

const ADMIN = 'hq@cimgibu.example.com';
const FROM_THE_SCREEN = { actorUserId: null, unit: 'cimgibu' } as const;
const PEOPLE_HEADER = 'email,lastName,firstName,role,unit,organizationCode,isAdmin';

/** New people of cimgibu, filed under its two offices; `name` changes their first names. */
const peopleFile = (lines: number, tag: string, name = '太郎') =>
  [
    PEOPLE_HEADER,
    ...Array.from(
      { length: lines },
      (_, i) =>
        `${tag}-${i}@cimgibu.example.com,山田,${name}${i},mr,cimgibu,${i % 2 ? 'sales' : 'pmo'},false`,
    ),
  ].join('\n');

/** Competitive products of cimgibu, each linked to the disease groups `groups` names. */
const productsFile = (lines: number, tag: string, groups: string) =>
  [
    'unit,code,nameJa,nameEn,order,diseaseGroups,synonyms',
    ...Array.from(
      { length: lines },
      (_, i) => `cimgibu,${tag}-${i},製品${tag}${i},Product ${tag} ${i},${i},${groups},`,
    ),
  ].join('\n');

/**
 * Counts every statement Drizzle sends from now until stop(), those of transactions too (which
 * fixtures.ts countStatements, watching the client, does not see): through the logger each
 * session, the transactions' included, is given.
 */
function countAllStatements(db: Database): { count(): number; stop(): void } {
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } })
    .session;
  const { logger, options } = session;
  const before = options.logger;
  let statements = 0;
  const counting = { logQuery: () => void statements++ };
  session.logger = counting;
  options.logger = counting;
  return {
    count: () => statements,
    stop() {
      session.logger = logger;
      options.logger = before;
    },
  };
}

describe('imports at scale: set-wise checks and writes (issue 41)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function statementsOf(kind: ImportKind, csv: string, options: ImportOptions) {
    const counter = countAllStatements(db());
    try {
      const outcome = await importCsv(db(), kind, csv, options);
      expect(outcome.ok).toBe(true);
      return counter.count();
    } finally {
      counter.stop();
    }
  }

  it('checks and writes a file in as many statements for 300 lines as for 10', async () => {
    // People from the screen: checked (dry run), inserted, then updated.
    const dryRun = { ...FROM_THE_SCREEN, dryRun: true };
    const checked = await statementsOf('users', peopleFile(10, 'few'), dryRun);
    expect(await statementsOf('users', peopleFile(300, 'many'), dryRun)).toBe(checked);
    const inserted = await statementsOf('users', peopleFile(10, 'few'), FROM_THE_SCREEN);
    expect(await statementsOf('users', peopleFile(300, 'many'), FROM_THE_SCREEN)).toBe(inserted);
    const renamed = await statementsOf('users', peopleFile(10, 'few', '次郎'), FROM_THE_SCREEN);
    expect(await statementsOf('users', peopleFile(300, 'many', '次郎'), FROM_THE_SCREEN)).toBe(
      renamed,
    );
    // Every line came in and was counted (and each changed line audited).
    const [audited] = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.import.users.line'));
    expect(audited!.n).toBe(2 * (10 + 300));

    // Offices, and master data with its disease-group links, inserted and then linked anew.
    const offices = (lines: number, tag: string) =>
      [
        'unit,code,name',
        ...Array.from({ length: lines }, (_, i) => `cimgibu,${tag}-${i},営業所${i}`),
      ].join('\n');
    const office = await statementsOf('organizations', offices(10, 'few'), FROM_THE_SCREEN);
    expect(await statementsOf('organizations', offices(300, 'many'), FROM_THE_SCREEN)).toBe(office);
    for (const groups of ['IBD', 'IBD|TCB']) {
      const few = await statementsOf('competitiveProducts', productsFile(10, 'few', groups), {
        actorUserId: null,
      });
      const many = await statementsOf('competitiveProducts', productsFile(300, 'many', groups), {
        actorUserId: null,
      });
      expect(many, groups).toBe(few);
    }
    const linked = await db()
      .select({ n: count() })
      .from(masterItemDiseaseGroups)
      .innerJoin(masterItems, eq(masterItems.id, masterItemDiseaseGroups.itemId))
      .where(like(masterItems.code, 'many-%'));
    expect(linked[0]!.n).toBe(2 * 300);
  });

  it('checks from the screen a file of more lines than one statement can name (70,000), rather than failing', async () => {
    const lines = 70_000;
    // Short lines, as the screen's limit allows that many.
    const csv = [
      'email,lastName,firstName,role,unit',
      ...Array.from({ length: lines }, (_, i) => `p${i}@x.jp,山,太,mr,cimgibu`),
    ].join('\n');
    expect(csv.length).toBeLessThanOrEqual(MAX_IMPORT_CHARACTERS);
    const response = await t.requestAs(ADMIN, 'POST', '/api/imports/users', {
      csv,
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    expect(ImportReportSchema.parse(response.json())).toMatchObject({
      ok: true,
      counts: { inserted: lines, updated: 0, unchanged: 0 },
    });
  }, 60_000);

  it('applies a file whose people and audit rows need more bind parameters than one statement takes', async () => {
    // Seven parameters a person and seven an audit row: 10,000 lines are 70,000 of each.
    const lines = 10_000;
    expect(lines * 7).toBeGreaterThan(MAX_BIND_PARAMETERS);
    const counter = countAllStatements(db());
    const outcome = await importCsv(db(), 'users', peopleFile(lines, 'bulk'), {
      actorUserId: null,
      operator: 'ops@example.com',
    }).finally(() => counter.stop());
    expect(outcome).toMatchObject({ ok: true, counts: { inserted: lines } });
    // A chunk of lines is read twice (checked, then compared in the transaction) and written
    // twice (the people, their audit rows): a few statements a chunk, none a line.
    const chunks = Math.ceil(lines / ROWS_PER_STATEMENT);
    expect(counter.count()).toBeLessThanOrEqual(4 * chunks + 10);
    const [people] = await db()
      .select({ n: count() })
      .from(users)
      .where(like(users.email, 'bulk-%'));
    expect(people!.n).toBe(lines);
    const [audited] = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin.import.users.line'),
          sql`${auditLog.after}->>'email' like 'bulk-%'`,
        ),
      );
    expect(audited!.n).toBe(lines);
  }, 60_000);

  it('keeps every statement of an import under the bind-parameter limit', () => {
    for (let parameters = 1; parameters <= 200; parameters++) {
      const rows = rowsPerStatement(parameters);
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThanOrEqual(ROWS_PER_STATEMENT);
      expect(rows * parameters).toBeLessThan(MAX_BIND_PARAMETERS);
    }
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 2)).toEqual([]);
  });
});
