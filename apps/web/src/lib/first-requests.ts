/*
 * The first screen's requests, asked before the app's script has arrived (issue 40).
 *
 * A signed-in person's first screen waited for the app's script (150 KiB over a phone's network),
 * its first render and the session's restoring before it asked the API for anything, and a post's
 * or the task tray's screen loaded its own code only once that script had run: on a cold load,
 * most of the gap between the first posts and an empty app's first paint. The app remembers what
 * each screen asked for as it opened (its API reads: the user, the post or the first page of a
 * list; and the scripts it loaded beyond the page's own), and the next start at that screen asks
 * them again from a small script written into the page (page-start.ts), beside the app's script.
 * The app's own calls then take those answers instead of asking a second time. Nothing here knows
 * a route or a query: what is asked is what the screen asked last time, so each screen's queries
 * keep one owner, the screen.
 *
 * Only reads of the API, with the stored session's token while it is good for a while yet (the
 * app renews an expiring token before its first call, and then asks with the new one), and only
 * scripts of the same build. An answer is taken once, by a plain read of the same address with
 * the same token, within ten seconds; those no call took are cancelled once the first screen has
 * settled.
 *
 * This module is the app's side, kept small: it is in the first script. The plan's format is
 * first-requests-plan.ts; asking is ask-first-requests.ts; remembering, loaded after the first
 * screen, remember-first-requests.ts. This module imports nothing of theirs: a module shared with
 * them would join the first script whole.
 */

/** Where what each screen asked for as it opened is remembered. */
export const FIRST_REQUESTS_STORAGE_KEY = 'kizuki.firstRequests';

/** An answer asked ahead is taken only this long after it was asked; later, the app asks. */
export const ASKED_AHEAD_KEEPS_MS = 10_000;

/** Reads noted for one screen at most (a screen sends a handful; this only bounds a runaway). */
const MAX_NOTED_READS = 32;

export interface AskedAhead {
  token: string;
  response: Promise<Response>;
  /** performance.now() when it was asked. */
  askedAt: number;
  /** Cancels the request, when nothing took its answer. */
  abort: () => void;
}

declare global {
  interface Window {
    /** The answers the page's start script asked for, by address (set before the app runs). */
    kizukiAskedAhead?: Map<string, AskedAhead>;
    /** The scripts the page named as it was served (before the app added any). */
    kizukiPageScripts?: string[];
  }
}

/** Where a screen is: its path and its query (a list's view, a tab). */
export const placeOf = (location: { pathname: string; search: string }): string =>
  `${location.pathname}${location.search}`;

/**
 * The answer the start script asked for this address with this token, once, if asked less than
 * ten seconds ago; none otherwise (the app then sends the request itself).
 */
export function takeAskedAhead(
  address: string,
  token: string | null,
  now = performance.now(),
): Promise<Response> | null {
  const asked = window.kizukiAskedAhead?.get(address);
  if (!asked) return null;
  window.kizukiAskedAhead?.delete(address);
  if (asked.token === token && now - asked.askedAt <= ASKED_AHEAD_KEEPS_MS) return asked.response;
  asked.abort();
  return null;
}

/** What the screen the app opened at asked for until it settled. */
export interface FirstScreenRecord {
  place: string;
  reads: string[];
  /**
   * performance.now() when it settled: the scripts fetched until then were the screen's. None
   * when the person moved to another screen first: what was loaded is not all its own.
   */
  settledAt: number | null;
  movedOn: boolean;
}

let recording: (FirstScreenRecord & { open: boolean }) | null = null;

/** The app starts: the reads it sends until its first screen has settled are noted. */
export function startRememberingFirstRequests(place = placeOf(window.location)): void {
  recording = { place, reads: [], open: true, movedOn: false, settledAt: null };
}

/** A plain read the app sends: noted while the screen it opened at is still the one shown. */
export function noteRead(address: string): void {
  if (!recording?.open) return;
  if (placeOf(window.location) !== recording.place) {
    // The person moved on before the first screen settled: what follows is another screen's.
    recording.open = false;
    recording.movedOn = true;
  } else if (recording.reads.length < MAX_NOTED_READS) {
    recording.reads.push(address);
  }
}

/**
 * The first screen has settled (first-screen-settled.ts calls this before it tells anything that
 * waits for it, so the badges' polls are never noted): nothing more is noted, and the answers
 * asked ahead that nothing took are cancelled.
 */
export function closeFirstScreenRecord(): void {
  if (recording?.open) {
    recording.open = false;
    recording.settledAt = performance.now();
  }
  for (const asked of window.kizukiAskedAhead?.values() ?? []) asked.abort();
  window.kizukiAskedAhead = undefined;
}

/** What the first screen asked for, handed over once to be remembered (none a second time). */
export function takeFirstScreenRecord(): FirstScreenRecord | null {
  closeFirstScreenRecord();
  const record = recording;
  recording = null;
  return record;
}

/** A session ends: a shared phone keeps no trace of what the last person's screens asked for. */
export function forgetFirstRequests(): void {
  recording = null;
  closeFirstScreenRecord();
  try {
    localStorage.removeItem(FIRST_REQUESTS_STORAGE_KEY);
  } catch {
    // Storage refused: there is nothing kept to forget.
  }
}
