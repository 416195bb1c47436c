/**
 * The terms of use: the version in force (by number) and an admin's list of versions. Kept out of
 * query-keys.ts, which the first paint loads: only the lazily loaded terms dialog and admin area
 * read these.
 */
export const termsKeys = {
  all: ['terms'] as const,
  current: (version: number) => [...termsKeys.all, 'current', version] as const,
};
