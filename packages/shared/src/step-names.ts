import type { StepLabel } from './wizard.ts';

/**
 * The names of the wizard's steps (SPEC.md section 2: a unit may call a step otherwise) in each
 * language: the web app's `wizard>>steps` strings and the header row of a CSV export alike.
 */
export const STEP_NAMES: Record<'ja' | 'en', Record<StepLabel, string>> = {
  ja: {
    occupationGroup: '職種グループ',
    workplace: '施設区分',
    occupation: '職種',
    diseaseGroup: '疾患領域',
    disease: '対象疾患',
    productGroup: '薬効分類',
    competitiveProduct: '競合品',
    category: 'カテゴリー',
    activity: '活動',
    franchise: 'フランチャイズ',
    product: '製品',
    informationCategory: '情報カテゴリー',
    ciActivityCategory: 'CI活動（分類）',
    ciActivity: 'CI活動（内容）',
    jobType: '職種区分',
    doctorCategory: '医師区分',
    informationType: '情報種別',
  },
  en: {
    occupationGroup: 'Occupation group',
    workplace: 'Workplace',
    occupation: 'Occupation',
    diseaseGroup: 'Disease area',
    disease: 'Target disease',
    productGroup: 'Drug class',
    competitiveProduct: 'Competitive product',
    category: 'Category',
    activity: 'Activity',
    franchise: 'Franchise',
    product: 'Product',
    informationCategory: 'Information category',
    ciActivityCategory: 'CI activity (category)',
    ciActivity: 'CI activity',
    jobType: 'Job type',
    doctorCategory: 'Doctor category',
    informationType: 'Information type',
  },
};
