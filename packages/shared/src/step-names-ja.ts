import type { StepLabel } from './wizard.ts';

/** The wizard steps' names in Japanese (step-names.ts); a file of its own, so the web app's
 * Japanese strings carry no English. */
export const STEP_NAMES_JA: Record<StepLabel, string> = {
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
};
