import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once the first screen has its data (no query fetching, one answered) and the browser is
 * idle after it: when what the first paint does not need may load (the service worker's
 * registration, the sign-in library), without competing with the first screen for the network
 * or the main thread (docs/performance.md, "JavaScript on the first paint").
 *
 * It listens to the query cache only until then: the auth provider at the app's root uses it, and
 * a subscription for the app's lifetime would render the root again at every fetch.
 */
export function useFirstScreenSettled(): boolean {
  const queryCache = useQueryClient().getQueryCache();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    const cancelIdle = () => {
      if (idle === undefined) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      idle = undefined;
    };
    const check = () => {
      const queries = queryCache.getAll();
      const settled =
        queries.every((query) => query.state.fetchStatus !== 'fetching') &&
        queries.some((query) => query.state.status === 'success');
      if (!settled) cancelIdle();
      else if (idle === undefined) {
        idle = window.requestIdleCallback
          ? window.requestIdleCallback(() => setReady(true), { timeout: 5_000 })
          : window.setTimeout(() => setReady(true), 0);
      }
    };
    check();
    const unsubscribe = queryCache.subscribe(check);
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, [ready, queryCache]);
  return ready;
}
