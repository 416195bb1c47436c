import {
  BUSINESS_UNITS,
  DISEASE_GROUP_COLORS,
  SUB_GROUPS,
  type BusinessUnit,
  type Collection,
} from '@kizuki/shared';
import type { MasterItemRow } from '../../modules/master-data/master-data.repository.ts';
import {
  COMMON_OCCUPATIONS,
  EXTRA_OCCUPATIONS,
  EXTRA_PRODUCT_GROUPS,
  EXTRA_PRODUCTS,
} from './demo-classes.ts';
import { demoSynonymsOf } from './demo-synonyms.ts';
import { UNITS, type Entry } from './demo-unit-master-data.ts';

/** Where the information came from: the same groups and places in every unit. */
const OCCUPATION_GROUPS: Entry[] = [
  ['physician', '医師', 'Physician'],
  ['pharmacist', '薬剤師', 'Pharmacist'],
  ['nurse', '看護師', 'Nurse'],
  ['other-hcp', 'その他医療従事者', 'Other healthcare professional'],
  ['wholesaler', '卸・流通関係者', 'Wholesaler or distributor'],
  ['government', '行政・自治体', 'Government or public health'],
];

const WORKPLACES: Entry[] = [
  ['university-hospital', '大学病院', 'University hospital'],
  ['general-hospital', '一般病院（200床以上）', 'General hospital (200+ beds)'],
  ['small-hospital', '一般病院（200床未満）', 'General hospital (under 200 beds)'],
  ['clinic', '診療所・クリニック', 'Clinic'],
  ['pharmacy', '保険薬局', 'Community pharmacy'],
  ['academic-meeting', '学会・研究会', 'Academic meeting'],
];

const CATEGORIES: Entry[] = [
  ['prescribing-trend', '処方動向', 'Prescribing trend'],
  ['clinical-data', '臨床データ・エビデンス', 'Clinical data and evidence'],
  ['price-access', '薬価・流通・採用', 'Price, supply and formulary'],
  ['promotion', 'プロモーション活動', 'Promotional activity'],
  ['guideline', 'ガイドライン・診療方針', 'Guidelines and treatment policy'],
  ['safety', '安全性情報（他社品）', "Safety information (competitors' products)"],
];

const ACTIVITIES: Entry[] = [
  ['lecture', '講演会・Web講演会', 'Lecture or web seminar'],
  ['detailing', 'MR訪問・説明会', 'Rep visit or product briefing'],
  ['congress-booth', '学会展示・共催セミナー', 'Congress booth or sponsored seminar'],
  ['digital', 'デジタル施策（メール・Web）', 'Digital channel (e-mail, web)'],
  ['patient-support', '患者支援プログラム', 'Patient support programme'],
];

function rows(unit: BusinessUnit, collection: Collection, entries: Entry[]): MasterItemRow[] {
  return entries.map(([code, nameJa, nameEn, diseaseGroupCodes = []], index) => ({
    unit,
    collection,
    code,
    nameJa,
    nameEn,
    sortOrder: (index + 1) * 10,
    diseaseGroupCodes,
    subGroupId: null,
    color: null,
    synonyms: demoSynonymsOf(unit, collection, code),
  }));
}

function unitRows(unit: BusinessUnit): MasterItemRow[] {
  const data = UNITS[unit];
  const diseaseGroups: MasterItemRow[] = SUB_GROUPS[unit].map(({ id, code }) => {
    const [nameJa, nameEn] = data.diseaseGroups[code] ?? [code, code];
    return {
      unit,
      collection: 'diseaseGroups',
      code,
      nameJa: `${code}（${nameJa}）`,
      nameEn: `${code} (${nameEn})`,
      sortOrder: id * 10,
      diseaseGroupCodes: [],
      subGroupId: id,
      color: DISEASE_GROUP_COLORS[code] ?? null,
      synonyms: [],
    };
  });
  return [
    ...diseaseGroups,
    ...rows(unit, 'occupationGroups', OCCUPATION_GROUPS),
    ...rows(unit, 'workplaces', WORKPLACES),
    ...rows(unit, 'occupations', [
      ...data.occupations,
      ...EXTRA_OCCUPATIONS[unit],
      ...COMMON_OCCUPATIONS,
    ]),
    ...rows(unit, 'diseases', data.diseases),
    ...rows(unit, 'productGroups', [...data.productGroups, ...EXTRA_PRODUCT_GROUPS[unit]]),
    ...rows(unit, 'competitiveProducts', [...data.competitiveProducts, ...EXTRA_PRODUCTS[unit]]),
    ...rows(unit, 'categories', CATEGORIES),
    ...rows(unit, 'activities', ACTIVITIES),
  ];
}

export const DEMO_MASTER_ITEMS: MasterItemRow[] = BUSINESS_UNITS.flatMap(unitRows);
