import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportReportSchema, MasterItemSchema, selfCheckItems } from '@kizuki/shared';
import { auditLog, masterItems, organizations, users } from '../../db/schema.ts';
import { validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ADMIN = 'hq@cimgibu.example.com';
const MR = 'mr@cimgibu.example.com';
const FOREIGN_ADMIN = 'hq@cimjobu.example.com';

describe('master data, imports and exports from the admin area (issue 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as: TestApp['requestAs'] = (...request) => t.requestAs(...request);
  const db = () => t.database.db;

  it('adds an item after the last, answers a retry with the same item, and refuses another of the code', async () => {
    const body = { code: 'NEW-1', nameJa: '新製品', nameEn: 'New product' };
    const created = await as(ADMIN, 'POST', '/api/competitiveProducts', body);
    expect(created.statusCode).toBe(201);
    const item = MasterItemSchema.parse(created.json());
    expect(item).toMatchObject({ ...body, active: true, diseaseGroupIds: [] });
    const all = (await as(MR, 'GET', '/api/competitiveProducts?limit=100&status=all')).json().data;
    expect(all.at(-1).id).toBe(item.id);

    const again = await as(ADMIN, 'POST', '/api/competitiveProducts', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(created.json());
    const other = await as(ADMIN, 'POST', '/api/competitiveProducts', { ...body, nameEn: 'Other' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.details).toEqual([
      { field: 'body.code', code: 'taken', message: 'an item of this code exists' },
    ]);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'masterItem'), eq(auditLog.objectId, String(item.id))));
    expect(audit.map((row) => row.action)).toEqual(['masterItem.create']);
  });

  it('names the field of a bad item: a code with spaces, an invisible name, a colour, another unit’s disease group', async () => {
    const [foreignGroup] = await db()
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimjobu'), eq(masterItems.collection, 'diseaseGroups')));
    const cases: [object, string][] = [
      [{ code: 'a b', nameJa: 'x', nameEn: 'x' }, 'code'],
      [{ code: 'ok', nameJa: '\u200b', nameEn: 'x' }, 'nameJa'],
      [{ code: 'ok', nameJa: 'x', nameEn: 'x', color: 'red' }, 'color'],
      [
        { code: 'ok', nameJa: 'x', nameEn: 'x', diseaseGroupIds: [foreignGroup!.id] },
        'diseaseGroupIds',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await as(ADMIN, 'POST', '/api/diseases', body);
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json().error.details), field).toContain(field);
    }
    // The disease groups are SPEC.md section 3's: there is nothing to add them by.
    expect((await as(ADMIN, 'POST', '/api/diseaseGroups', cases[0]![0])).statusCode).toBe(404);
  });

  it('retires an item: out of the wizard’s list, still listed by id and with status=all, refused at submission, audited', async () => {
    const classification = await validClassification(db(), 'cimgibu');
    const productId = classification.competitiveProductId!;
    const retired = await as(ADMIN, 'PATCH', `/api/competitiveProducts/${productId}`, {
      active: false,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().active).toBe(false);
    const ids = async (query: string) =>
      (await as(MR, 'GET', `/api/competitiveProducts?limit=100${query}`))
        .json()
        .data.map((item: { id: number }) => item.id);
    expect(await ids('')).not.toContain(productId);
    expect(await ids('&status=all')).toContain(productId);
    expect(await ids(`&ids=${productId}`)).toEqual([productId]);

    const submit = await as(MR, 'POST', '/api/posts', {
      body: '他社の説明会が開かれていた。',
      classification,
      selfCheck: selfCheckItems('post'),
      submit: true,
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().error.details).toEqual([
      {
        field: 'body.classification.competitiveProductId',
        message: 'is a retired competitive product: choose another',
        code: 'retiredItem',
      },
    ]);
    // A draft may keep it: nothing the writer typed is lost.
    const draft = await as(MR, 'POST', '/api/posts', {
      body: '他社の説明会が開かれていた。',
      classification,
      selfCheck: [],
      submit: false,
    });
    expect(draft.statusCode).toBe(201);

    // The same again changes nothing; bringing it back is one more audited change.
    await as(ADMIN, 'PATCH', `/api/competitiveProducts/${productId}`, { active: false });
    await as(ADMIN, 'PATCH', `/api/competitiveProducts/${productId}`, { active: true });
    const audit = await db()
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'masterItem'), eq(auditLog.objectId, String(productId))));
    expect(audit).toEqual([
      {
        before: { collection: 'competitiveProducts', active: true },
        after: { collection: 'competitiveProducts', active: false },
      },
      {
        before: { collection: 'competitiveProducts', active: false },
        after: { collection: 'competitiveProducts', active: true },
      },
    ]);
  });

  it('keeps synonyms (issue 23): deduplicated as the matcher folds them, in the wizard’s list, audited, admins of the unit only, bad ones named', async () => {
    const [item] = await db()
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(
        and(
          eq(masterItems.unit, 'cimgibu'),
          eq(masterItems.collection, 'competitiveProducts'),
          eq(masterItems.code, 'humira'),
        ),
      );
    const path = `/api/competitiveProducts/${item!.id}`;
    const changed = await as(ADMIN, 'PATCH', path, {
      synonyms: [' アダリムマブBS ', 'ＡＤＡ', 'ada', 'アダリムマブＢＳ'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().synonyms).toEqual(['アダリムマブBS', 'ＡＤＡ']);
    // The same again changes nothing (no second audit row).
    expect(
      (await as(ADMIN, 'PATCH', path, { synonyms: ['アダリムマブBS', 'ＡＤＡ'] })).statusCode,
    ).toBe(200);
    const listed = (await as(MR, 'GET', `/api/competitiveProducts?ids=${item!.id}`)).json().data;
    expect(listed[0].synonyms).toEqual(['アダリムマブBS', 'ＡＤＡ']);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.objectType, 'masterItem'),
          eq(auditLog.objectId, String(item!.id)),
          eq(auditLog.action, 'masterItem.update'),
        ),
      );
    const ofSynonyms = audit.filter((row) => 'synonyms' in (row.after as object));
    expect(ofSynonyms).toHaveLength(1);
    expect(ofSynonyms[0]!.after).toEqual({
      collection: 'competitiveProducts',
      synonyms: ['アダリムマブBS', 'ＡＤＡ'],
    });
    expect(ofSynonyms[0]!.before).toEqual({
      collection: 'competitiveProducts',
      synonyms: ['ADA', 'アダリムマブBS'],
    });

    const bad: [unknown, string][] = [
      [['\u200b'], 'body.synonyms.0'],
      [['ok', 'x'.repeat(61)], 'body.synonyms.1'],
      [Array.from({ length: 31 }, (_, index) => `name ${index}`), 'body.synonyms'],
      ['ADA', 'body.synonyms'],
      [['a\u0000b'], 'body.synonyms.0'],
      // An export joins synonyms with "|": one holding it would come back as two.
      [['ADA', 'ada|BS'], 'body.synonyms.1'],
      // Folded shorter than the matcher looks for: kept, it would never be found.
      [['ADA', 'Ｘ'], 'body.synonyms.1'],
    ];
    for (const [synonyms, field] of bad) {
      const response = await as(ADMIN, 'PATCH', path, { synonyms });
      expect(response.statusCode, JSON.stringify(synonyms)).toBe(400);
      expect(
        response.json().error.details.map((issue: { field: string }) => issue.field),
        JSON.stringify(synonyms),
      ).toEqual([field]);
    }
    const created = await as(ADMIN, 'POST', '/api/diseases', {
      code: 'syn-1',
      nameJa: '新疾患',
      nameEn: 'New disease',
      synonyms: ['ND', 'nd'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().synonyms).toEqual(['ND']);

    // A synonym another item of the collection is found by would name neither: refused, naming
    // the item (a name's bracketed part, another's synonym), on adding and on changing.
    const taken = await as(ADMIN, 'POST', '/api/competitiveProducts', {
      code: 'syn-2',
      nameJa: '新製品（シンセイ）',
      nameEn: 'New product',
      synonyms: ['ＡＤＡ'],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.details).toEqual([
      expect.objectContaining({
        field: 'body.synonyms.0',
        code: 'synonymTaken',
        item: expect.objectContaining({ code: 'humira' }),
      }),
    ]);
    expect(taken.json().error.message).toContain('humira');
    const other = await as(ADMIN, 'POST', '/api/competitiveProducts', {
      code: 'syn-2',
      nameJa: '新製品（シンセイ）',
      nameEn: 'New product',
      synonyms: ['NP-1'],
    });
    expect(other.statusCode).toBe(201);
    for (const [synonyms, field] of [
      [['ADA', 'ｼﾝｾｲ'], 'body.synonyms.1'],
      [['np-1'], 'body.synonyms.0'],
    ] as const) {
      const refused = await as(ADMIN, 'PATCH', path, { synonyms });
      expect(refused.statusCode, JSON.stringify(synonyms)).toBe(400);
      expect(refused.json().error.details).toEqual([
        expect.objectContaining({ field, item: expect.objectContaining({ code: 'syn-2' }) }),
      ]);
    }

    expect((await as(MR, 'PATCH', path, { synonyms: ['x1'] })).statusCode).toBe(403);
    expect((await as(FOREIGN_ADMIN, 'PATCH', path, { synonyms: ['x1'] })).statusCode).toBe(404);
    const after = (await as(MR, 'GET', `/api/competitiveProducts?ids=${item!.id}`)).json().data;
    expect(after[0].synonyms).toEqual(['アダリムマブBS', 'ＡＤＡ']);
  });

  it('changes only items of the own unit and only for admins', async () => {
    const [foreign] = await db()
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimjobu'), eq(masterItems.collection, 'diseases')));
    expect(
      (await as(ADMIN, 'PATCH', `/api/diseases/${foreign!.id}`, { nameEn: 'x' })).statusCode,
    ).toBe(404);
    const [own] = await db()
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.collection, 'diseases')));
    // An item of another collection is not found under this one.
    expect(
      (await as(ADMIN, 'PATCH', `/api/activities/${own!.id}`, { nameEn: 'x' })).statusCode,
    ).toBe(404);
    expect((await as(MR, 'PATCH', `/api/diseases/${own!.id}`, { nameEn: 'x' })).statusCode).toBe(
      403,
    );
    expect((await as(ADMIN, 'PATCH', `/api/diseases/${own!.id}`, {})).statusCode).toBe(400);
  });

  it('imports from the screen: a dry run says what would change and changes nothing; a bad line refuses the whole file', async () => {
    const csv = [
      'unit,code,name',
      'cimgibu,WEB-1,画面から追加した営業所',
      'cimgibu,WEB-2,もう一つの営業所',
    ].join('\n');
    const dry = await as(ADMIN, 'POST', '/api/imports/organizations', { csv, dryRun: true });
    expect(dry.statusCode).toBe(200);
    const report = ImportReportSchema.parse(dry.json());
    expect(report).toMatchObject({
      ok: true,
      dryRun: true,
      counts: { inserted: 2, updated: 0, unchanged: 0 },
    });
    expect(report.changes).toEqual([
      {
        line: 2,
        key: 'cimgibu/WEB-1',
        before: null,
        after: { unit: 'cimgibu', code: 'WEB-1', name: '画面から追加した営業所' },
      },
      {
        line: 3,
        key: 'cimgibu/WEB-2',
        before: null,
        after: { unit: 'cimgibu', code: 'WEB-2', name: 'もう一つの営業所' },
      },
    ]);
    const stored = () => db().select().from(organizations).where(like(organizations.code, 'WEB-%'));
    expect(await stored()).toEqual([]);

    // One bad line (another unit's) and one wrong line: nothing changes, each line is named.
    const bad = `${csv}\ncimjobu,WEB-3,よその営業所\ncimgibu,,名無し`;
    const refused = ImportReportSchema.parse(
      (await as(ADMIN, 'POST', '/api/imports/organizations', { csv: bad })).json(),
    );
    expect(refused.ok).toBe(false);
    expect(refused.errors.map((error) => error.line)).toEqual([4, 5]);
    expect(refused.errors[0]!.message).toContain('cimgibu');
    expect(await stored()).toEqual([]);

    // Applied: each changed line in the audit trail with its before, by the admin.
    const applied = ImportReportSchema.parse(
      (await as(ADMIN, 'POST', '/api/imports/organizations', { csv })).json(),
    );
    expect(applied.counts).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(await stored()).toHaveLength(2);
    const renamed = csv.replace('もう一つの営業所', '改名した営業所');
    const second = ImportReportSchema.parse(
      (await as(ADMIN, 'POST', '/api/imports/organizations', { csv: renamed })).json(),
    );
    expect(second.changes).toEqual([
      {
        line: 3,
        key: 'cimgibu/WEB-2',
        before: { unit: 'cimgibu', code: 'WEB-2', name: 'もう一つの営業所' },
        after: { unit: 'cimgibu', code: 'WEB-2', name: '改名した営業所' },
      },
    ]);
    const [admin] = await db().select().from(users).where(eq(users.email, ADMIN));
    const lines = await db()
      .select({ actor: auditLog.actorUserId, before: auditLog.before })
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.import.organizations.line'));
    expect(lines).toEqual([
      { actor: admin!.id, before: null },
      { actor: admin!.id, before: null },
      { actor: admin!.id, before: { unit: 'cimgibu', code: 'WEB-2', name: 'もう一つの営業所' } },
    ]);
  });

  it('registers a person another unit has as a new person, telling nothing of it (issue 41), and imports for admins only', async () => {
    const line = (email: string) =>
      `email,lastName,firstName,role,unit\n${email},乗っ取り,太郎,mr,cimgibu\n`;
    const dryRun = async (email: string) =>
      (await as(ADMIN, 'POST', '/api/imports/users', { csv: line(email), dryRun: true })).json();
    // The same report for an e-mail another unit has as for one nobody has: the key aside, equal.
    const known = await dryRun('mr@cimjobu.example.com');
    const unknown = await dryRun('nobody-yet@cimjobu.example.com');
    expect(known.ok).toBe(true);
    expect(known.counts).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(JSON.stringify(known).replaceAll('mr@', 'nobody-yet@')).toBe(JSON.stringify(unknown));
    const csv = line('mr@cimjobu.example.com');
    expect((await as(ADMIN, 'POST', '/api/imports/users', { csv })).json().ok).toBe(true);
    const registrations = await db()
      .select({ unit: users.unit, lastName: users.lastName })
      .from(users)
      .where(eq(users.email, 'mr@cimjobu.example.com'))
      .orderBy(users.id);
    expect(registrations).toEqual([
      { unit: 'cimjobu', lastName: expect.not.stringMatching('乗っ取り') },
      { unit: 'cimgibu', lastName: '乗っ取り' },
    ]);
    // The person still signs in to their own unit: the first active registration.
    const me = await as('mr@cimjobu.example.com', 'GET', '/api/users?email=mr@cimjobu.example.com');
    expect(me.json().data[0].database).toBe('cimjobu');
    expect((await as(MR, 'POST', '/api/imports/users', { csv })).statusCode).toBe(403);
    expect((await as(ADMIN, 'POST', '/api/imports/nothing', { csv })).statusCode).toBe(400);
  });

  it('exports a kind as the import’s file of the own unit, which imported again changes nothing', async () => {
    const response = await as(ADMIN, 'GET', '/api/exports/diseases');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    // An admin's file is never announced empty: with no line it is still the template to fill in.
    expect(response.headers['x-export-empty']).toBeUndefined();
    const text = response.body;
    expect(text.startsWith('\uFEFFunit,code,nameJa,nameEn,order,diseaseGroups,synonyms\n')).toBe(
      true,
    );
    expect(text).not.toContain('cimjobu');
    const again = ImportReportSchema.parse(
      (await as(ADMIN, 'POST', '/api/imports/diseases', { csv: text, dryRun: true })).json(),
    );
    expect(again.ok).toBe(true);
    expect(again.changes).toEqual([]);
    expect(again.counts!.inserted + again.counts!.updated).toBe(0);
    const foreign = await as(FOREIGN_ADMIN, 'GET', '/api/exports/diseases');
    expect(foreign.body).not.toContain('cimgibu');
  });

  it('reads back what the export neutralised, refuses a taken sub-group and a person’s role change as lines, and names the right lines', async () => {
    const [item] = await db()
      .select({ id: masterItems.id })
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.collection, 'categories')));
    await as(ADMIN, 'PATCH', `/api/categories/${item!.id}`, { nameEn: '+α, =SUM(A1)' });
    const exported = (await as(ADMIN, 'GET', '/api/exports/categories')).body;
    expect(exported).toContain("'+α, =SUM(A1)");
    const again = ImportReportSchema.parse(
      (await as(ADMIN, 'POST', '/api/imports/categories', { csv: exported, dryRun: true })).json(),
    );
    expect(again.changes).toEqual([]);

    // A new disease group on a sub-group another holds: a line of the report, not a 500.
    const groups = ImportReportSchema.parse(
      (
        await as(ADMIN, 'POST', '/api/imports/diseaseGroups', {
          csv: 'unit,code,nameJa,nameEn,order,subGroupId,color\ncimgibu,NEW,新,New,1,1,',
          dryRun: true,
        })
      ).json(),
    );
    expect(groups.ok).toBe(false);
    expect(groups.errors).toMatchObject([
      { line: 2, field: 'subGroupId', problem: 'subGroupHeld', params: { id: '1' } },
    ]);

    // A person's role is changed in the people list; a bad line before it does not shift the count.
    const people = ImportReportSchema.parse(
      (
        await as(ADMIN, 'POST', '/api/imports/users', {
          csv: [
            'email,lastName,firstName,role,unit,organizationCode,isAdmin',
            'broken,名,前,mr,cimgibu,,',
            `${MR},佐藤,健太,hq,cimgibu,,false`,
          ].join('\n'),
          dryRun: true,
        })
      ).json(),
    );
    // Each column the people list changes is named: here the role and the organization.
    expect(people.errors.map(({ line, field }) => [line, field])).toEqual([
      [2, 'email'],
      [3, 'role'],
      [3, 'organizationCode'],
    ]);
    expect(people.errors[1]).toMatchObject({ field: 'role', problem: 'changeInPeopleList' });
    expect(people.errors[1]!.message).toContain('people list');
    // The same file with a duplicated column is refused whole.
    const twice = ImportReportSchema.parse(
      (
        await as(ADMIN, 'POST', '/api/imports/organizations', {
          csv: 'unit,code,name,name\ncimgibu,A,a,b',
          dryRun: true,
        })
      ).json(),
    );
    // A line of another unit says so beside its other problems; an empty file is refused.
    const mixed = ImportReportSchema.parse(
      (
        await as(ADMIN, 'POST', '/api/imports/users', {
          csv: 'email,lastName,firstName,role,unit\nbroken,,名,mr,cimjobu',
          dryRun: true,
        })
      ).json(),
    );
    expect(mixed.errors.map(({ field, problem }) => [field, problem])).toEqual([
      ['email', 'notAnEmail'],
      ['lastName', 'required'],
      ['unit', 'otherUnit'],
    ]);
    const empty = ImportReportSchema.parse(
      (await as(ADMIN, 'POST', '/api/imports/users', { csv: '\uFEFF \n', dryRun: true })).json(),
    );
    expect(empty.errors).toMatchObject([{ line: 1, problem: 'empty' }]);
    expect(twice.errors[0]).toMatchObject({
      line: 1,
      problem: 'columnTwice',
      params: { column: 'name' },
    });
  });
});
