import type { ScreenKind } from '@kizuki/shared';

/**
 * The compliance guard's query keys. They live beside it rather than in lib/query-keys.ts because
 * only screens that load on first use read them, and that file is on the first paint.
 */
export const complianceKeys = {
  all: ['compliance'] as const,
  screen: (kind: ScreenKind, lang: string, text: string) =>
    [...complianceKeys.all, 'screen', kind, lang, text] as const,
  rules: () => [...complianceKeys.all, 'rules'] as const,
  safetyContacts: () => [...complianceKeys.all, 'safetyContacts'] as const,
};
