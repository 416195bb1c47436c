/**
 * The limits of master data and organizations, zod-free (issue 42): the schemas
 * (schemas/master-data.ts, schemas/user.ts), the import files and the admin's dialogs read the same;
 * schemas/limits.test.ts checks each schema's.
 */

/** An item's or an organization's name, in each language. */
export const MASTER_NAME_MAX = 100;
/** The key an import file names an item or an organization by: stable, plain, short. */
export const ITEM_CODE_MAX = 64;
export const ITEM_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** An item's colour on the timeline's chips. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Issue 23: how many other names an item may have, and how long each. */
export const MAX_SYNONYMS = 30;
export const MAX_SYNONYM_LENGTH = 60;
/** The longest text a wizard step's search box sends. */
export const MAX_MASTER_SEARCH_LENGTH = 100;
