import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './en.ts';
import { ja } from './ja.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

export { type Language };

type Bundle = typeof en | typeof ja;

/**
 * Japanese is in the main bundle (default and fallback) with the shell's strings; the strings of
 * the screens that load on first use come with them (loadScreenStrings). Other languages load
 * whole when chosen.
 */
export async function loadLanguageBundle(language: Language): Promise<Bundle> {
  return language === 'en' ? (await import('./en.ts')).en : ja;
}

const instances = new Set<I18n>();
/** The Japanese tables of lazily loaded screens that have arrived, merged into every instance. */
const loadedJapanese: object[] = [];
const japaneseLoading = new Map<string, Promise<void>>();

function loadJapanese(name: string, load: () => Promise<object>): Promise<void> {
  let loading = japaneseLoading.get(name);
  if (!loading) {
    loading = load().then((table) => {
      loadedJapanese.push(table);
      for (const instance of instances) {
        instance.addResourceBundle('ja', 'translation', table, true, true);
      }
    });
    japaneseLoading.set(name, loading);
  }
  return loading;
}

/**
 * Loads the Japanese strings of the lazily loaded screens and dialogs, once, into every i18n
 * instance; lazyComponent waits for it, so a screen never renders before its strings. Signing in's
 * (the terms, the error page) are not among them: those screens ask for loadSignInStrings, and a
 * post's screen is one request shorter without them (issue 40).
 */
export function loadScreenStrings(): Promise<void> {
  return loadJapanese('screens', () => import('./ja-screens.ts').then((m) => m.jaScreens));
}

/**
 * The strings of signing in (the terms dialog, the sign-in's return, the error page): a first
 * sign-in needs these, not every screen's (issue 40).
 */
export function loadSignInStrings(): Promise<void> {
  return loadJapanese('signIn', () => import('./ja-sign-in.ts').then((m) => m.jaSignIn));
}

/** The same for the screens only admins and the PMO open (Administration, Insights). */
export function loadAdminScreenStrings(): Promise<void> {
  return loadJapanese('admin', () => import('./ja-admin-screens.ts').then((m) => m.jaAdminScreens));
}

export function initI18n(
  language: Language = DEFAULT_LANGUAGE,
  bundles: Partial<Record<Language, Bundle>> = {},
): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ja, ...bundles }).map(([lang, bundle]) => [lang, { translation: bundle }]),
  );
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // SPEC.md section 9: translation keys are separated by '>>' (nesting) and '||' (namespace).
    keySeparator: '>>',
    nsSeparator: '||',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  for (const table of loadedJapanese) {
    instance.addResourceBundle('ja', 'translation', table, true, true);
  }
  instances.add(instance);
  return instance;
}

/** Switches language, loading its strings first when they are not there yet. */
export async function switchLanguage(instance: I18n, language: Language) {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadLanguageBundle(language));
  }
  await instance.changeLanguage(language);
}
