/** SPEC.md section 9's business constants, named once. */

/** Notifications and tasks are polled this often while signed in. */
export const POLL_INTERVAL_MS = 30_000;
/** A push subscription older than this is renewed. */
export const PUSH_RESUBSCRIBE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A toast hides itself after this long. */
export const TOAST_AUTO_HIDE_MS = 3_000;
/** A lazily loaded screen whose script has not arrived by then shows a retry. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The id of the data block in which the server puts the sign-in settings into the app's page. */
export const CLIENT_CONFIG_ELEMENT_ID = 'kizuki-config';
