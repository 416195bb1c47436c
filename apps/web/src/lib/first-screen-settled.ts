import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once the first screen has its data (no query fetching, one answered) and the browser is
 * idle after it: when what the first paint does not need may load (the service worker's
 * registration, the sign-in library), without competing with the first screen for the network
 * or the main thread (docs/performance.md, "JavaScript on the first paint").
 */
export function useFirstScreenSettled(): boolean {
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);
  const settled =
    fetching === 0 &&
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'success');
  useEffect(() => {
    if (!settled || ready) return;
    const handle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setReady(true), { timeout: 5_000 })
      : window.setTimeout(() => setReady(true), 0);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [settled, ready]);
  return ready;
}
