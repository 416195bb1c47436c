import type { BusinessUnit } from './business-units.ts';

/** SPEC.md section 2: the nine master-data collections, by their collection path. */
export const COLLECTIONS = [
  'occupationGroups',
  'workplaces',
  'occupations',
  'diseaseGroups',
  'diseases',
  'productGroups',
  'competitiveProducts',
  'categories',
  'activities',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** SPEC.md section 3: the source-segment keys and the category keys. */
export const CLASSIFICATION_KEYS = [
  'occupationGroup',
  'workplace',
  'occupation',
  'diseaseGroup',
  'disease',
  'productGroup',
  'competitiveProduct',
  'category',
  'activity',
] as const;
export type ClassificationKey = (typeof CLASSIFICATION_KEYS)[number];

export const COLLECTION_OF: Record<ClassificationKey, Collection> = {
  occupationGroup: 'occupationGroups',
  workplace: 'workplaces',
  occupation: 'occupations',
  diseaseGroup: 'diseaseGroups',
  disease: 'diseases',
  productGroup: 'productGroups',
  competitiveProduct: 'competitiveProducts',
  category: 'categories',
  activity: 'activities',
};

/** SPEC.md section 3's filter fields, one per key: occupationGroupId ... activityId. */
export type FilterField = `${ClassificationKey}Id`;
export const FILTER_FIELDS: readonly FilterField[] = CLASSIFICATION_KEYS.map(
  (key): FilterField => `${key}Id`,
);

/** The names a step may be shown under (SPEC.md section 2); each is a translation key. */
export const STEP_LABELS = [
  ...CLASSIFICATION_KEYS,
  'franchise',
  'product',
  'informationCategory',
  'ciActivityCategory',
  'ciActivity',
  'jobType',
  'doctorCategory',
  'informationType',
] as const;
export type StepLabel = (typeof STEP_LABELS)[number];

export interface WizardStep {
  key: ClassificationKey;
  label: StepLabel;
  /** An optional step can be skipped ("not applicable"). */
  optional: boolean;
}

/**
 * The order every unit follows (SPEC.md leaves it open): the disease group first, because choosing
 * it narrows every later list; then the source of the information; then what it is about.
 */
const BASE_ORDER: readonly ClassificationKey[] = [
  'diseaseGroup',
  'occupationGroup',
  'workplace',
  'occupation',
  'disease',
  'productGroup',
  'competitiveProduct',
  'category',
  'activity',
];

/** Steps that may be skipped: not every observation names a competitor's product or an activity. */
const OPTIONAL_KEYS: readonly ClassificationKey[] = ['competitiveProduct', 'activity'];

interface UnitWizard {
  labels: Partial<Record<ClassificationKey, StepLabel>>;
  omitted: readonly ClassificationKey[];
}

/** SPEC.md section 2's per-unit differences, and nothing else. */
const UNIT_WIZARDS: Record<BusinessUnit, UnitWizard> = {
  cimgibu: { labels: {}, omitted: [] },
  cimrdbu: { labels: { diseaseGroup: 'franchise' }, omitted: ['productGroup'] },
  cimjobu: {
    labels: {
      diseaseGroup: 'product',
      productGroup: 'informationCategory',
      category: 'ciActivityCategory',
      activity: 'ciActivity',
    },
    omitted: [],
  },
  cimjpbu1: {
    labels: {
      diseaseGroup: 'franchise',
      occupationGroup: 'jobType',
      occupation: 'doctorCategory',
      productGroup: 'informationType',
    },
    omitted: ['activity'],
  },
};

/** The ordered selection steps of a unit's post-creation wizard, before its confirm step. */
export function wizardSteps(unit: BusinessUnit): WizardStep[] {
  const { labels, omitted } = UNIT_WIZARDS[unit];
  return BASE_ORDER.filter((key) => !omitted.includes(key)).map((key) => ({
    key,
    label: labels[key] ?? key,
    optional: OPTIONAL_KEYS.includes(key),
  }));
}

/** The keys a unit's posts carry: required ones must be chosen, optional ones may be null. */
export function classificationKeysOf(unit: BusinessUnit): ClassificationKey[] {
  return wizardSteps(unit).map((step) => step.key);
}

/** SPEC.md section 1: the disease groups' colours, one per code (chips and the wizard). */
export const DISEASE_GROUP_COLORS: Record<string, string> = {
  IBD: '#1e88e5',
  TCB: '#e53935',
  'TCB-F': '#c2185b',
  SBS: '#00897b',
  ALF: '#6d4c41',
  RH: '#8e24aa',
  RI: '#3949ab',
  RM: '#00acc1',
  PDT: '#7cb342',
  'CRC(VCT/FRU)': '#f4511e',
  NIN: '#5e35b1',
  ADC: '#d81b60',
  ALB: '#039be5',
  CAB: '#fb8c00',
  ZEJ: '#43a047',
  Vaccine: '#546e7a',
};

/** SPEC.md section 3: each unit's sub-groups (its disease groups) with their ids. */
export const SUB_GROUPS: Record<BusinessUnit, { id: number; code: string }[]> = {
  cimgibu: [
    { id: 1, code: 'IBD' },
    { id: 2, code: 'SBS' },
    { id: 3, code: 'TCB' },
  ],
  cimrdbu: [
    { id: 1, code: 'RH' },
    { id: 2, code: 'RI' },
    { id: 3, code: 'RM' },
    { id: 4, code: 'PDT' },
  ],
  cimjobu: [
    { id: 1, code: 'CRC(VCT/FRU)' },
    { id: 2, code: 'NIN' },
    { id: 3, code: 'ADC' },
    { id: 4, code: 'ALB' },
    { id: 5, code: 'CAB' },
    { id: 6, code: 'ZEJ' },
  ],
  cimjpbu1: [
    { id: 1, code: 'TCB' },
    { id: 2, code: 'Vaccine' },
  ],
};
