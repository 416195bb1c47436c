/** The most saved searches one person keeps (issue 23); the next one is refused (409 naming it). */
export const MAX_SAVED_SEARCHES = 20;
/** The longest name of a saved search: one line on the profile. */
export const MAX_SAVED_SEARCH_NAME_LENGTH = 60;

/**
 * Whether conditions make a saved search: a keyword, or at least one filter (a search of
 * everything would notify of every post). The schema and the lists' save button ask the same.
 */
export function hasSavedSearchCondition(keyword: string | undefined, filterCount: number): boolean {
  return (keyword?.trim() ?? '') !== '' || filterCount > 0;
}
