import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@kizuki/shared';
import type { DatabaseHandle } from '../db/database.ts';
import type { organizations } from '../db/schema.ts';
import { auditLog, masterItemDiseaseGroups, masterItems, users } from '../db/schema.ts';
import { createSeededTestDatabase } from '../test/test-database.ts';
import { COLUMNS, IMPORT_KINDS, importCsv } from './import.ts';

const SAMPLES = fileURLToPath(new URL('../../../../docs/import-samples/', import.meta.url));
const sample = (kind: string) => fs.readFileSync(path.join(SAMPLES, `${kind}.csv`), 'utf8');

describe('admin import', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createSeededTestDatabase();
  });
  afterAll(() => database.close());

  /** The audit rows' actor: null in these tests but the one below that names an operator. */
  const AS_ADMIN = { actorUserId: null };
  const countOf = async (table: typeof users | typeof organizations | typeof masterItems) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;

  it('has a sample file for every kind, with the documented columns', () => {
    for (const kind of IMPORT_KINDS) {
      expect(sample(kind).split('\n')[0]!.split(','), kind).toEqual(COLUMNS[kind]);
    }
  });

  it('imports a good file, and the same file again changes nothing', async () => {
    expect(
      await importCsv(database.db, 'organizations', sample('organizations'), AS_ADMIN),
    ).toMatchObject({
      ok: true,
      counts: { inserted: 1, updated: 0, unchanged: 1 },
    });
    expect(await importCsv(database.db, 'users', sample('users'), AS_ADMIN)).toMatchObject({
      ok: true,
      counts: { inserted: 2, updated: 0, unchanged: 0 },
    });
    const [mr2] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mr2@cimgibu.example.com'));
    expect(mr2).toMatchObject({ lastName: '岡田', role: 'mr', unit: 'cimgibu', isAdmin: false });

    const before = {
      users: await countOf(users),
      audit: (await database.db.select({ n: count() }).from(auditLog))[0]!.n,
    };
    expect(await importCsv(database.db, 'users', sample('users'), AS_ADMIN)).toEqual({
      ok: true,
      counts: { inserted: 0, updated: 0, unchanged: 2 },
      changes: [],
    });
    expect(await countOf(users)).toBe(before.users);
    expect((await database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before.audit);
  });

  it('updates a changed row and records the change in the audit trail', async () => {
    const changed = sample('users').replace('岡田,悠真,mr,', '岡田,悠真,pmo,');
    const outcome = await importCsv(database.db, 'users', changed, AS_ADMIN);
    expect(outcome).toMatchObject({
      ok: true,
      counts: { inserted: 0, updated: 1, unchanged: 1 },
    });
    // The changed line, before and after, as the file has it (issue 20).
    expect(outcome.ok && outcome.changes).toEqual([
      {
        line: 2,
        key: 'cimgibu/mr2@cimgibu.example.com',
        before: expect.objectContaining({ role: 'mr' }),
        after: expect.objectContaining({ role: 'pmo' }),
      },
    ]);
    const [mr2] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mr2@cimgibu.example.com'));
    expect(mr2?.role).toBe('pmo');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.import.users'));
    expect(audit.at(-1)?.after).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.import.users.line'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line).toMatchObject({
      objectType: 'import',
      before: expect.objectContaining({ email: 'mr2@cimgibu.example.com', role: 'mr' }),
      after: expect.objectContaining({ email: 'mr2@cimgibu.example.com', role: 'pmo' }),
    });
  });

  it('imports every collection sample, with its disease-group links, idempotently', async () => {
    for (const collection of COLLECTIONS) {
      const first = await importCsv(database.db, collection, sample(collection), AS_ADMIN);
      expect(first.ok, collection).toBe(true);
      const again = await importCsv(database.db, collection, sample(collection), AS_ADMIN);
      expect(again, collection).toMatchObject({ ok: true, counts: { inserted: 0, updated: 0 } });
    }
    const [endoscopist] = await database.db
      .select()
      .from(masterItems)
      .where(eq(masterItems.code, 'endoscopist'));
    const links = await database.db
      .select()
      .from(masterItemDiseaseGroups)
      .where(eq(masterItemDiseaseGroups.itemId, endoscopist!.id));
    expect(links).toHaveLength(2);
  });

  it('refuses a bad file whole, naming each bad line and why, and writes nothing', async () => {
    const bad = [
      'email,lastName,firstName,role,unit,organizationCode,isAdmin',
      'ok@cimgibu.example.com,森,花子,mr,cimgibu,sales,false',
      'not-an-email,森,太郎,mr,cimgibu,sales,false',
      'x@cimgibu.example.com,森,次郎,boss,cimgibu,sales,false',
      'y@cimgibu.example.com,森,三郎,mr,cimfoo,sales,false',
      'z@cimgibu.example.com,森,四郎,mr,cimgibu,no-such-office,false',
      'ok@cimgibu.example.com,森,花子,mr,cimgibu,sales,false',
      'w@cimgibu.example.com,,五郎,mr,cimgibu,sales,maybe',
    ].join('\n');
    const usersBefore = await countOf(users);
    const outcome = await importCsv(database.db, 'users', bad, AS_ADMIN);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    // One entry per problem, each with its column, a code a screen words and the English.
    expect(
      outcome.errors.map(({ line, field, problem, params }) => ({ line, field, problem, params })),
    ).toEqual([
      { line: 3, field: 'email', problem: 'notAnEmail', params: {} },
      {
        line: 4,
        field: 'role',
        problem: 'notOneOf',
        params: { options: expect.stringContaining('mr-approver') },
      },
      {
        line: 5,
        field: 'unit',
        problem: 'notOneOf',
        params: { options: expect.stringContaining('cimgibu') },
      },
      {
        line: 6,
        field: 'organizationCode',
        problem: 'unknownOrganization',
        params: { code: 'no-such-office', unit: 'cimgibu' },
      },
      { line: 7, field: null, problem: 'duplicateLine', params: { first: '2' } },
      { line: 8, field: 'lastName', problem: 'required', params: {} },
      { line: 8, field: 'isAdmin', problem: 'notOneOf', params: { options: expect.any(String) } },
    ]);
    const message = (line: number) => outcome.errors.find((error) => error.line === line)!.message;
    expect(message(6)).toBe('organizationCode: no organization "no-such-office" in cimgibu');
    expect(message(7)).toBe('duplicates line 2');
    expect(await countOf(users)).toBe(usersBefore);
  });

  it('refuses master data with unknown disease groups, sub-groups or colours', async () => {
    const itemsBefore = await countOf(masterItems);
    const products = await importCsv(
      database.db,
      'competitiveProducts',
      'unit,code,nameJa,nameEn,order,diseaseGroups\ncimgibu,a,A,A,1,IBD|RH\ncimgibu,b,B,B,x,',
      AS_ADMIN,
    );
    expect(products).toMatchObject({
      ok: false,
      errors: [
        {
          line: 2,
          problem: 'unknownDiseaseGroup',
          message: 'diseaseGroups: no disease group "RH" in cimgibu',
        },
        { line: 3, field: 'order', problem: 'notAnInteger' },
      ],
    });
    const groups = await importCsv(
      database.db,
      'diseaseGroups',
      'unit,code,nameJa,nameEn,order,subGroupId,color\ncimgibu,XYZ,X,X,1,9,#123456\ncimgibu,IBD,I,I,1,1,blue',
      AS_ADMIN,
    );
    expect(groups.ok).toBe(false);
    expect(!groups.ok && groups.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('subGroupId: must be one of cimgibu'),
      expect.stringContaining('color: must be a colour'),
    ]);
    expect(!groups.ok && groups.errors.map((error) => error.problem)).toEqual([
      'notASubGroup',
      'notAColour',
    ]);
    expect(await countOf(masterItems)).toBe(itemsBefore);
  });

  it('refuses a synonym another item is already found by, stored or on an earlier line (issue 23)', async () => {
    const itemsBefore = await countOf(masterItems);
    const header = 'unit,code,nameJa,nameEn,order,diseaseGroups,synonyms';
    const outcome = await importCsv(
      database.db,
      'competitiveProducts',
      [
        header,
        // The stored Humira's bracketed part; the stored Humira itself may keep it.
        'cimgibu,new-a,新製品A,New A,1,IBD,アダリムマブ|NA',
        'cimgibu,humira,ヒュミラ（アダリムマブ）,Humira (adalimumab),1,IBD,アダリムマブ',
        // An earlier line's synonym, in another width.
        'cimgibu,new-b,新製品B,New B,2,IBD,ＮＡ',
        // Another unit's item of the same name is no conflict.
        'cimrdbu,new-c,新製品C,New C,3,,アダリムマブ',
      ].join('\n'),
      AS_ADMIN,
    );
    expect(outcome).toMatchObject({
      ok: false,
      errors: [
        {
          line: 2,
          field: 'synonyms',
          problem: 'synonymTaken',
          params: { synonym: 'アダリムマブ', holder: 'humira' },
          message: 'synonyms: "アダリムマブ" is already a name of the item "humira"',
        },
        { line: 4, problem: 'synonymTaken', params: { synonym: 'ＮＡ', holder: 'new-a' } },
      ],
    });
    expect(!outcome.ok && outcome.errors).toHaveLength(2);
    expect(await countOf(masterItems)).toBe(itemsBefore);
  });

  it('reports a malformed CSV with its line', async () => {
    const outcome = await importCsv(
      database.db,
      'organizations',
      'unit,code,name\ncimgibu,"open,quote\n',
      AS_ADMIN,
    );
    expect(outcome).toMatchObject({ ok: false, errors: [{ problem: 'unreadable', field: null }] });
  });
  it('names the importing admin in the audit trail, and a dry run says what would change and changes nothing', async () => {
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'hq@cimgibu.example.com'));
    const changed = sample('users').replace('岡田,悠真,', '岡田,悠真二,');
    const auditBefore = (await database.db.select({ n: count() }).from(auditLog))[0]!.n;
    const dry = await importCsv(database.db, 'users', changed, {
      actorUserId: admin!.id,
      dryRun: true,
    });
    expect(dry).toMatchObject({ ok: true, counts: { updated: 1 } });
    const [unchanged] = await database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.email, 'mr2@cimgibu.example.com'));
    expect(unchanged!.firstName).toBe('悠真');
    expect((await database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);

    const operator = 'hq@cimgibu.example.com';
    expect(
      await importCsv(database.db, 'users', changed, { actorUserId: admin!.id, operator }),
    ).toEqual(dry);
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.import.users'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row!.actorUserId).toBe(admin!.id);
    expect(row!.after).toEqual({ inserted: 0, updated: 1, unchanged: 1, operator });
  });
});

describe('npm run admin -- import (the command line)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-admin-'));
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
  const run = (args: string[]) =>
    promisify(execFile)(tsx, [cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('imports a file, says what it did, and exits 1 with a report for a bad one', async () => {
    const good = await run([
      'import',
      'organizations',
      path.join(SAMPLES, 'organizations.csv'),
      '--operator',
      'ops@example.com',
    ]);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('organizations: 2 inserted, 0 updated, 0 unchanged');

    const badFile = path.join(dataDir, 'bad.csv');
    fs.writeFileSync(badFile, 'unit,code,name\ncimfoo,x,X\n');
    const bad = await run(['import', 'organizations', badFile, '--operator', 'ops@example.com']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('nothing was imported');
    expect(bad.stderr).toContain('line 2: unit:');

    const usage = await run(['import', 'pets', badFile, '--operator', 'ops@example.com']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Unknown kind "pets"');
    // Every import names who made it.
    const anonymous = await run(['import', 'organizations', badFile]);
    expect(anonymous.code).toBe(2);
    expect(anonymous.stderr).toContain('--operator');
  }, 60_000);
});
