import type { MasterItem } from '@kizuki/shared';
import { describe, expect, it } from 'vitest';
import { keptStepItems } from './kept-list-filter.ts';

const item = (id: number, nameJa: string, nameEn: string, diseaseGroupIds: number[] = []) =>
  ({
    id,
    code: `P${id}`,
    nameJa,
    nameEn,
    order: id,
    color: null,
    subGroupId: null,
    diseaseGroupIds,
    active: true,
    synonyms: [],
  }) satisfies MasterItem;

const humira = item(1, 'ヒュミラ', 'Humira', [10]);
const stelara = item(2, 'ステラーラ', 'Stelara', [10, 20]);
const nexium = item(3, 'ネキシウム', 'Nexium', [30]);
const other = item(4, 'その他', 'Other');
const kept = [humira, stelara, nexium, other];

describe('a wizard step offline, from the kept list (issue 39)', () => {
  it('lists every item, in the kept order, while no disease group is chosen', () => {
    expect(keptStepItems(kept, { diseaseGroupId: null, search: '' })).toEqual(kept);
  });

  it("narrows to the chosen disease group's items and those of every group", () => {
    expect(keptStepItems(kept, { diseaseGroupId: 10, search: '' })).toEqual([
      humira,
      stelara,
      other,
    ]);
    expect(keptStepItems(kept, { diseaseGroupId: 30, search: '' })).toEqual([nexium, other]);
  });

  it('finds an item by a part of its Japanese or English name or its code, folded', () => {
    expect(keptStepItems(kept, { diseaseGroupId: null, search: 'ﾋｭﾐ' })).toEqual([humira]);
    expect(keptStepItems(kept, { diseaseGroupId: null, search: ' ＳＴＥＬ ' })).toEqual([stelara]);
    expect(keptStepItems(kept, { diseaseGroupId: null, search: 'p3' })).toEqual([nexium]);
  });

  it('searches only within the chosen disease group', () => {
    expect(keptStepItems(kept, { diseaseGroupId: 30, search: 'humira' })).toEqual([]);
    expect(keptStepItems(kept, { diseaseGroupId: 20, search: 'ラ' })).toEqual([stelara]);
  });
});
