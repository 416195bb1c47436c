/** SPEC.md section 9's business constants, named once. */

/** Notifications and tasks are polled this often while signed in. */
export const POLL_INTERVAL_MS = 30_000;
/** A push subscription older than this is renewed. */
export const PUSH_RESUBSCRIBE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A toast hides itself after this long. */
export const TOAST_AUTO_HIDE_MS = 3_000;
/** A lazily loaded screen whose script has not arrived by then shows a retry. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
