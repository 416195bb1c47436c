/** The most saved searches one person keeps (issue 23); the next one is refused (409 naming it). */
export const MAX_SAVED_SEARCHES = 20;
/** The longest name of a saved search: one line on the profile. */
export const MAX_SAVED_SEARCH_NAME_LENGTH = 60;
