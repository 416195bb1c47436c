import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  MasterItemListResponseSchema,
  SUB_GROUPS,
  type MasterItem,
} from '@kizuki/shared';
import { DEMO_MASTER_ITEMS } from '../../db/demo/demo-master-data.ts';
import { masterItems } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { upsertMasterItems } from './master-data.repository.ts';

const GI_MR = 'mr@cimgibu.example.com';
const ONC_MR = 'mr@cimjobu.example.com';

describe('master data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (email: string, path: string) =>
    t.app.inject({ url: `/api/${path}`, headers: await t.authAs(email) });
  const items = async (email: string, path: string): Promise<MasterItem[]> =>
    MasterItemListResponseSchema.parse((await list(email, path)).json()).data;

  it('answers each of the nine collections for the caller unit, in order', async () => {
    for (const collection of COLLECTIONS) {
      const expected = DEMO_MASTER_ITEMS.filter(
        (row) => row.unit === 'cimgibu' && row.collection === collection,
      );
      const response = await list(GI_MR, `${collection}?limit=100`);
      expect(response.statusCode, collection).toBe(200);
      const body = MasterItemListResponseSchema.parse(response.json());
      expect(body.total, collection).toBe(expected.length);
      expect(
        body.data.map((item) => item.code),
        collection,
      ).toEqual(expected.map((row) => row.code));
    }
  });

  it('gives the disease groups the sub-group ids of SPEC.md section 3 and their colours', async () => {
    for (const [email, unit] of [
      [GI_MR, 'cimgibu'],
      [ONC_MR, 'cimjobu'],
    ] as const) {
      const groups = await items(email, 'diseaseGroups');
      expect(groups.map((group) => [group.subGroupId, group.code])).toEqual(
        SUB_GROUPS[unit].map((group) => [group.id, group.code]),
      );
      expect(groups.every((group) => /^#[0-9a-f]{6}$/.test(group.color ?? ''))).toBe(true);
    }
  });

  it('lists, once a disease group is chosen, only its items and those of every group', async () => {
    const groups = await items(GI_MR, 'diseaseGroups');
    const ibd = groups.find((group) => group.code === 'IBD')!;
    const ibdProducts = await items(
      GI_MR,
      `competitiveProducts?limit=100&diseaseGroupId=${ibd.id}`,
    );
    expect(ibdProducts.map((item) => item.code)).toContain('humira');
    expect(ibdProducts.map((item) => item.code)).not.toContain('nexium');
    expect(ibdProducts.every((item) => item.diseaseGroupIds.includes(ibd.id))).toBe(true);
    // Categories belong to every disease group: all of them stay.
    const categories = await items(GI_MR, `categories?limit=100&diseaseGroupId=${ibd.id}`);
    expect(categories).toHaveLength(
      DEMO_MASTER_ITEMS.filter((r) => r.unit === 'cimgibu' && r.collection === 'categories').length,
    );
  });

  it('keeps the unit wall: other units are invisible, their disease groups answer 404', async () => {
    const oncologyGroup = (await items(ONC_MR, 'diseaseGroups'))[0]!;
    const giCodes = (await items(GI_MR, 'competitiveProducts?limit=100')).map((item) => item.code);
    expect(giCodes).not.toContain('lynparza');
    const response = await list(GI_MR, `diseases?diseaseGroupId=${oncologyGroup.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual((await list(GI_MR, 'diseases?diseaseGroupId=999999')).json());
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const response = await list(GI_MR, 'diseases?diseaseGroupId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('querystring.diseaseGroupId');
  });

  it('lists only the segments of the chosen disease group: TCB has no vaccine-only doctor category', async () => {
    const JP_MR = 'mr@cimjpbu1.example.com';
    const groups = await items(JP_MR, 'diseaseGroups');
    const codesFor = async (group: string) =>
      (
        await items(
          JP_MR,
          `occupations?limit=100&diseaseGroupId=${groups.find((g) => g.code === group)!.id}`,
        )
      ).map((item) => item.code);
    expect(await codesFor('TCB')).not.toContain('travel-clinic');
    expect(await codesFor('TCB')).toContain('internist');
    expect(await codesFor('Vaccine')).toEqual(
      expect.arrayContaining(['travel-clinic', 'internist']),
    );
  });

  describe('a long list: search and paging', () => {
    const WORKPLACE_COUNT = 150;
    beforeAll(async () => {
      await t.database.db.transaction((tx) =>
        upsertMasterItems(
          tx,
          Array.from({ length: WORKPLACE_COUNT }, (_, index) => ({
            unit: 'cimjobu' as const,
            collection: 'workplaces' as const,
            code: `many-${index + 1}`,
            nameJa: `テスト病院${index + 1}号`,
            nameEn: `Test Hospital No. ${index + 1}`,
            sortOrder: 10_000 + index,
            diseaseGroupCodes: [],
            subGroupId: null,
            color: null,
          })),
        ),
      );
    });

    it('pages through every item with limit and offset', async () => {
      const first = MasterItemListResponseSchema.parse(
        (await list(ONC_MR, 'workplaces?limit=100')).json(),
      );
      expect(first.data).toHaveLength(100);
      const total = first.total;
      expect(total).toBeGreaterThan(WORKPLACE_COUNT);
      const second = MasterItemListResponseSchema.parse(
        (await list(ONC_MR, 'workplaces?limit=100&offset=100')).json(),
      );
      expect(second.data).toHaveLength(total - 100);
      expect(second.data.map((item) => item.nameEn)).toContain('Test Hospital No. 150');
      expect(first.data.map((item) => item.nameEn)).not.toContain('Test Hospital No. 150');
    });

    it('finds items by Japanese or English name with q, folded, and counts only those', async () => {
      const byJa = MasterItemListResponseSchema.parse(
        (await list(ONC_MR, `workplaces?q=${encodeURIComponent('病院150号')}`)).json(),
      );
      expect(byJa.data.map((item) => item.code)).toEqual(['many-150']);
      expect(byJa.total).toBe(1);
      const byEn = MasterItemListResponseSchema.parse(
        (await list(ONC_MR, 'workplaces?q=HOSPITAL%20NO.%2015&limit=100')).json(),
      );
      expect(byEn.data.map((item) => item.code)).toEqual([
        'many-15',
        ...Array.from({ length: 10 }, (_, i) => `many-${150 + i}`).filter(
          (code) => Number(code.slice(5)) <= WORKPLACE_COUNT,
        ),
      ]);
      // Another unit's items are never found.
      expect((await items(GI_MR, 'workplaces?q=Test%20Hospital')).length).toBe(0);
    });

    it('answers chosen items by id, of the own unit only', async () => {
      const all = await items(ONC_MR, 'workplaces?q=Test%20Hospital%20No.%2015&limit=100');
      const last = all.find((item) => item.code === 'many-150')!;
      expect((await items(ONC_MR, `workplaces?ids=${last.id}`)).map((item) => item.code)).toEqual([
        'many-150',
      ]);
      expect(await items(GI_MR, `workplaces?ids=${last.id}`)).toEqual([]);
    });

    it.each([
      ['q', `q=${'あ'.repeat(101)}`],
      ['q', 'q=%00'],
      ['ids', 'ids=1,,2'],
      ['ids', 'ids=abc'],
    ])('refuses a bad %s with 400 naming the field', async (field, query) => {
      const response = await list(ONC_MR, `workplaces?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe(`querystring.${field}`);
    });
  });

  it('upserts idempotently: the same rows twice change nothing, a changed row updates', async () => {
    const again = await t.database.db.transaction((tx) => upsertMasterItems(tx, DEMO_MASTER_ITEMS));
    expect(again).toEqual({ inserted: 0, updated: 0, unchanged: DEMO_MASTER_ITEMS.length });

    const humira = DEMO_MASTER_ITEMS.find(
      (row) => row.unit === 'cimgibu' && row.code === 'humira',
    )!;
    const changed = [
      { ...humira, nameEn: 'Humira (adalimumab) 40 mg', diseaseGroupCodes: ['IBD', 'SBS'] },
    ];
    expect(await t.database.db.transaction((tx) => upsertMasterItems(tx, changed))).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    const [row] = await t.database.db
      .select()
      .from(masterItems)
      .where(and(eq(masterItems.unit, 'cimgibu'), eq(masterItems.code, 'humira')));
    expect(row?.nameEn).toBe('Humira (adalimumab) 40 mg');
  });
});
