import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * How long what the app asked for at start stays good enough for the screen that asked for it to
 * draw without asking again: the screen mounts a moment after the answer, and a second request for
 * the same page was most of the timeline's second round trip (issue 40).
 */
export const STARTED_WITH_FRESH_MS = 5_000;

/** The queries asked for at start, by hash, with when they were asked. */
const askedAtStart = new Map<string, number>();

/**
 * Notes that the app asks for this query as it starts, beside the user (the session gate does it
 * for the screen it opened at): the screen's first mount takes that answer, not a second one.
 */
export function markAskedAtStart(queryKey: QueryKey, now = Date.now()) {
  askedAtStart.set(hashKey(queryKey), now);
}

/**
 * A screen's `refetchOnMount`: ask again on mount (as TanStack Query does for data that is not
 * fresh), unless the query was asked for at start less than five seconds ago and nothing has
 * marked it out of date since.
 */
export function refetchUnlessJustAskedAtStart(
  query: { queryHash: string; state: { isInvalidated: boolean } },
  now = Date.now(),
): boolean {
  const askedAt = askedAtStart.get(query.queryHash);
  return (
    askedAt === undefined || now - askedAt >= STARTED_WITH_FRESH_MS || query.state.isInvalidated
  );
}

/** The post a path opens (/posts/123), if it is a post's page: the router's pattern, owned here. */
export const POST_PATH = /^\/posts\/(\d{1,10})$/;

export function postIdAt(pathname: string): number | null {
  const id = POST_PATH.exec(pathname)?.[1];
  return id === undefined ? null : Number(id);
}
