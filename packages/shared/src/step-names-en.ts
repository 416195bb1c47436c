import type { StepLabel } from './wizard.ts';

/** The wizard steps' names in English (step-names.ts). */
export const STEP_NAMES_EN: Record<StepLabel, string> = {
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
};
