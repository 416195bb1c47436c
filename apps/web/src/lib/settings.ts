import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n/languages.ts';
import type { ThemeMode } from './theme.ts';

/** SPEC.md section 3: settings persist in local storage; the push time is a separate entry. */
export const SETTINGS_STORAGE_KEY = 'kizuki.settings';
export const PUSH_SUBSCRIBED_AT_STORAGE_KEY = 'kizuki.pushSubscribedAt';

export interface Settings {
  /** null: nothing stored, so the system colour preference decides. */
  theme: ThemeMode | null;
  lang: Language;
  subscribed: boolean;
}

const DEFAULTS: Settings = { theme: null, lang: DEFAULT_LANGUAGE, subscribed: false };

function read(): Settings {
  try {
    const stored = JSON.parse(
      localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}',
    ) as Partial<Settings>;
    return {
      theme: stored.theme === 'light' || stored.theme === 'dark' ? stored.theme : null,
      lang: LANGUAGES.includes(stored.lang as Language)
        ? (stored.lang as Language)
        : DEFAULT_LANGUAGE,
      subscribed: stored.subscribed === true,
    };
  } catch {
    return DEFAULTS;
  }
}

let current: Settings | null = null;
const listeners = new Set<() => void>();

function getSettings(): Settings {
  current ??= read();
  return current;
}

function subscribeToSettings(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const settingsStore = {
  get: getSettings,
  update: (change: Partial<Settings>) => {
    current = { ...getSettings(), ...change };
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(current));
    for (const listener of listeners) listener();
  },
  subscribe: subscribeToSettings,
  /** Forgets the in-memory copy (tests). */
  reset: () => {
    current = null;
  },
};

export function useSettings(): Settings {
  return useSyncExternalStore(subscribeToSettings, getSettings);
}

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

function subscribeToSystemTheme(listener: () => void) {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** SPEC.md section 3: the stored theme, else the system colour preference, else light. */
export function useThemeMode(): ThemeMode {
  const { theme } = useSettings();
  const systemDark = useSyncExternalStore(
    subscribeToSystemTheme,
    () => darkQuery()?.matches ?? false,
  );
  return theme ?? (systemDark ? 'dark' : 'light');
}
