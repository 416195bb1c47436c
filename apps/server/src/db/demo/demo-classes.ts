import type { BusinessUnit } from '@kizuki/shared';
import type { Entry } from './demo-unit-master-data.ts';

/**
 * What the master-data table does not store but a reader of the demo checks at once: the drug class
 * (product group) of each competitive product, and the occupation group each occupation belongs to.
 * The demo posts are classified from these, and demo-data.test.ts holds them to the facts.
 */

/** Non-physician sources every unit hears from, so that each occupation group has its people. */
export const COMMON_OCCUPATIONS: Entry[] = [
  ['ward-nurse', '病棟・外来看護師', 'Ward or outpatient nurse'],
  ['community-pharmacist', '保険薬局薬剤師', 'Community pharmacist'],
  ['wholesaler-ms', '医薬品卸のMS', 'Wholesaler sales specialist'],
  ['dietitian', '管理栄養士', 'Registered dietitian'],
];

/** Occupations a unit needs beyond its master list (appended, so earlier items keep their place). */
export const EXTRA_OCCUPATIONS: Record<BusinessUnit, Entry[]> = {
  cimgibu: [],
  cimrdbu: [['nephrologist', '腎臓内科医', 'Nephrologist', ['RM']]],
  cimjobu: [],
  cimjpbu1: [],
};

/** Drug classes a unit's competitors need beyond its master list. */
export const EXTRA_PRODUCT_GROUPS: Record<BusinessUnit, Entry[]> = {
  cimgibu: [],
  cimrdbu: [],
  cimjobu: [
    [
      'cytotoxic',
      '殺細胞性抗がん薬（代謝拮抗薬）',
      'Cytotoxic agent (antimetabolite)',
      ['CRC(VCT/FRU)'],
    ],
    ['proteasome', 'プロテアソーム阻害薬', 'Proteasome inhibitor', ['NIN']],
  ],
  cimjpbu1: [],
};

/** Competitors a unit needs beyond its master list. */
export const EXTRA_PRODUCTS: Record<BusinessUnit, Entry[]> = {
  cimgibu: [],
  cimrdbu: [],
  cimjobu: [],
  cimjpbu1: [['gaster', 'ガスター（ファモチジン）', 'Gaster (famotidine)', ['TCB']]],
};

/** The occupation group of every occupation, by code (occupation groups are the same everywhere). */
export const OCCUPATION_GROUP_OF: Record<BusinessUnit, Record<string, string>> = {
  cimgibu: {
    gastroenterologist: 'physician',
    'gi-surgeon': 'physician',
    'ibd-specialist': 'physician',
    gp: 'physician',
    'hospital-pharmacist': 'pharmacist',
  },
  cimrdbu: {
    hematologist: 'physician',
    pediatrician: 'physician',
    immunologist: 'physician',
    dermatologist: 'physician',
    neurologist: 'physician',
    nephrologist: 'physician',
  },
  cimjobu: {
    'medical-oncologist': 'physician',
    hematologist: 'physician',
    respiratory: 'physician',
    urologist: 'physician',
    gynecologist: 'physician',
    'oncology-pharmacist': 'pharmacist',
  },
  cimjpbu1: {
    internist: 'physician',
    pediatrician: 'physician',
    'travel-clinic': 'physician',
    'public-health': 'government',
  },
};
for (const unit of Object.keys(OCCUPATION_GROUP_OF) as BusinessUnit[]) {
  Object.assign(OCCUPATION_GROUP_OF[unit], {
    'ward-nurse': 'nurse',
    'community-pharmacist': 'pharmacist',
    'wholesaler-ms': 'wholesaler',
    dietitian: 'other-hcp',
  });
}

/** The drug class (product group code) of every competitive product, by code. */
export const PRODUCT_CLASS_OF: Record<BusinessUnit, Record<string, string>> = {
  cimgibu: {
    humira: 'anti-tnf',
    remicade: 'anti-tnf',
    stelara: 'anti-il23',
    skyrizi: 'anti-il23',
    omvoh: 'anti-il23',
    rinvoq: 'jak',
    jyseleca: 'jak',
    velsipity: 's1p',
    glepaglutide: 'glp2',
    apraglutide: 'glp2',
    nexium: 'ppi',
    pariet: 'ppi',
  },
  cimrdbu: {
    hemlibra: 'bispecific',
    altuviiio: 'factor-viii',
    orladeyo: 'kallikrein',
    berinert: 'c1-inh',
    fabrazyme: 'ert',
    galafold: 'chaperone',
    cerezyme: 'ert',
    izcargo: 'ert',
    hizentra: 'ig',
    venoglobulin: 'ig',
  },
  cimjobu: {
    erbitux: 'anti-egfr',
    lonsurf: 'cytotoxic',
    stivarga: 'vegfr-tki',
    darzquro: 'anti-cd38',
    kyprolis: 'proteasome',
    keytruda: 'checkpoint',
    opdivo: 'checkpoint',
    alecensa: 'alk-tki',
    lorbrena: 'alk-tki',
    lenvima: 'vegfr-tki',
    inlyta: 'vegfr-tki',
    lynparza: 'parp',
  },
  cimjpbu1: {
    nexium: 'ppi',
    pariet: 'ppi',
    gaster: 'h2',
    shingrix: 'recombinant',
    prevenar20: 'conjugate',
    vaxneuvance: 'conjugate',
    menquadfi: 'conjugate',
  },
};
