/**
 * The limits of the admin's forms about people, zod-free (issue 42): a person's record
 * (schemas/user.ts), the people list's search and the terms of use (schemas/terms.ts) read the
 * same as the admin's screens; schemas/limits.test.ts checks each schema's. Apart from terms.ts,
 * whose rule the first paint needs: the editor's limit would travel with it.
 */

/** A person's first and last name. */
export const PERSON_NAME_MAX = 100;
/** An e-mail address (RFC 5321's longest path). */
export const EMAIL_MAX = 320;
/** The people list's search words. */
export const PEOPLE_SEARCH_MAX = 100;
/** The longest text of the terms of use in one language. */
export const MAX_TERMS_TEXT_LENGTH = 20_000;
