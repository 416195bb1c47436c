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
