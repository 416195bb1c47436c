import type { BusinessUnit, ExportLanguage, ImportKind } from '@kizuki/shared';

/** The kinds of the admins' files (the web app's `admin>>files>>kinds`), named in the trail. */
export const FILE_KIND_NAMES: Record<ExportLanguage, Record<ImportKind, string>> = {
  ja: {
    users: 'ユーザー',
    organizations: '組織',
    occupationGroups: '職種グループ',
    workplaces: '施設区分',
    occupations: '職種',
    diseaseGroups: '疾患領域',
    diseases: '対象疾患',
    productGroups: '薬効分類',
    competitiveProducts: '競合品',
    categories: 'カテゴリー',
    activities: '活動',
  },
  en: {
    users: 'People',
    organizations: 'Organizations',
    occupationGroups: 'Occupation groups',
    workplaces: 'Workplaces',
    occupations: 'Occupations',
    diseaseGroups: 'Disease areas',
    diseases: 'Target diseases',
    productGroups: 'Drug classes',
    competitiveProducts: 'Competitive products',
    categories: 'Categories',
    activities: 'Activities',
  },
};

/** The business units (the web app's `units`), named in the trail. */
export const UNIT_NAMES: Record<ExportLanguage, Record<BusinessUnit, string>> = {
  ja: {
    cimgibu: '消化器事業部',
    cimrdbu: '希少疾患事業部',
    cimjobu: 'オンコロジー事業部',
    cimjpbu1: 'プライマリーケア事業部',
  },
  en: {
    cimgibu: 'Gastroenterology',
    cimrdbu: 'Rare Diseases',
    cimjobu: 'Oncology',
    cimjpbu1: 'Primary Care',
  },
};

/** A version of the terms of use, by name. */
export const termsVersionName = (version: string, lang: ExportLanguage) =>
  lang === 'ja' ? `第${version}版` : `Version ${version}`;
