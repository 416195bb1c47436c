import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * How long what the app asked for at start stays good enough for the screen that asked for it to
 * draw without asking again: the screen mounts a moment after the answer, and a second request for
 * the same page was most of the timeline's second round trip (issue 40).
 */
export const STARTED_WITH_FRESH_MS = 5_000;

const askedAtStart = new Set<string>();

/**
 * Notes that the app asks for this query as it starts, beside the user (the session gate does it
 * for the screen it opened at): the screen's first mount takes that answer, not a second one.
 */
export function markAskedAtStart(queryKey: QueryKey) {
  askedAtStart.add(hashKey(queryKey));
}

/**
 * A screen's `refetchOnMount`: ask again on mount (as TanStack Query does for data that is not
 * fresh), unless the answer is the one the app asked for at start and it has just arrived.
 */
export function refetchUnlessJustAskedAtStart(query: {
  queryHash: string;
  state: { dataUpdatedAt: number };
}): boolean {
  return !(
    askedAtStart.has(query.queryHash) &&
    Date.now() - query.state.dataUpdatedAt < STARTED_WITH_FRESH_MS
  );
}
