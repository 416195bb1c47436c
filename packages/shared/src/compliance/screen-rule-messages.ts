/** The messages of the built-in rules, in both languages (a rule's `message`). */
export const AE_TERM = {
  ja: '副作用などの有害事象の可能性があります',
  en: 'Possible adverse event',
};
export const AFTER_USE = {
  ja: '使用後の症状・反応の可能性があります',
  en: 'Possible reaction after use',
};
export const SYMPTOM_MSG = {
  ja: '症状の発現の可能性があります',
  en: 'Possible symptom occurrence',
};
export const HOSPITAL = { ja: '入院の可能性があります', en: 'Possible hospitalisation' };
export const DEATH = { ja: '死亡の可能性があります', en: 'Possible death' };
export const NO_EFFECT = { ja: '効果不十分の可能性があります', en: 'Possible lack of efficacy' };
export const PREGNANCY = {
  ja: '妊娠・授乳中の曝露の可能性があります',
  en: 'Possible exposure in pregnancy or breast-feeding',
};
export const OVERDOSE = { ja: '過量投与の可能性があります', en: 'Possible overdose' };
export const MED_ERROR = { ja: '投薬過誤の可能性があります', en: 'Possible medication error' };
export const OFF_LABEL = { ja: '適応外使用の可能性があります', en: 'Possible off-label use' };
export const PERSON_TITLE = {
  ja: '個人名（敬称・肩書付き）の可能性があります',
  en: 'Possible personal name with a title',
};
export const INSTITUTION = {
  ja: '施設と診療科・人物の組合せの可能性があります',
  en: 'Possible institution with a department or person',
};
export const FACILITY = { ja: '施設名の可能性があります', en: 'Possible facility name' };
export const PATIENT = {
  ja: '患者の年齢・性別などの可能性があります',
  en: "Possible patient's age, sex or date",
};
export const LAB_VALUE = {
  ja: '検査値・バイタルサインの変化の可能性があります',
  en: 'Possible change in a lab value or vital sign',
};
export const QUALITY = {
  ja: '患者に使われた製品の品質不良の可能性があります',
  en: 'Possible quality defect that reached a patient',
};
export const MISUSE = { ja: '乱用・誤用の可能性があります', en: 'Possible misuse or abuse' };
export const ANIMAL = {
  ja: '動物への医薬品の曝露の可能性があります',
  en: 'Possible exposure of an animal to a medicine',
};
export const STOPPED = {
  ja: '症状による中止・変更の可能性があります',
  en: 'Possible stop or switch because of a symptom',
};
