import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { ja } from './ja.ts';

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

/** SPEC.md section 9: translation keys are separated by '>>' (nesting) and '||' (namespace). */
export const KEY_SEPARATOR = '>>';
export const NS_SEPARATOR = '||';

export const resources = { ja: { translation: ja }, en: { translation: en } } as const;

export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    keySeparator: KEY_SEPARATOR,
    nsSeparator: NS_SEPARATOR,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
