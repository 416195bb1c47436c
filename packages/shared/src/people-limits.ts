/**
 * The limits of a person's record, zod-free (issue 42): the schemas (schemas/user.ts) and the
 * people list's dialog and search read the same; schemas/limits.test.ts checks each schema's.
 */

/** A person's first and last name. */
export const PERSON_NAME_MAX = 100;
/** An e-mail address (RFC 5321's longest path). */
export const EMAIL_MAX = 320;
/** The people list's search words. */
export const PEOPLE_SEARCH_MAX = 100;
