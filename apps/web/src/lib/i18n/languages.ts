export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** SPEC.md sections 1 and 9: Japanese is the default and the fallback. */
export const DEFAULT_LANGUAGE: Language = 'ja';
