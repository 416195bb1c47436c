import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { closeFirstScreenRecord } from './first-requests.ts';

/**
 * What on the page says it is still being drawn: a list or screen still loading or drawing its
 * cards (aria-busy), and the "signing in" message (data-drawing).
 */
const STILL_DRAWING = '[aria-busy="true"], [data-drawing]';
/** How long a screen may say it is still drawing before what waits for it goes ahead anyway. */
const STILL_DRAWING_LIMIT_MS = 10_000;

/**
 * True once the first screen has its data (no query fetching, one answered), is drawn (nothing
 * marked as still drawing: issue 40) and the browser is idle after it: when what the first paint
 * does not need may load (the service worker's registration, the sign-in library), without
 * competing with the first screen for the network or the main thread (docs/performance.md,
 * "JavaScript on the first paint").
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
      else if (idle === undefined) whenIdle(Date.now());
    };
    // Idle, and nothing on the screen still busy: the screens are drawn in interruptible passes
    // (issue 40), and the browser is idle between their slices, so an answered query is not yet
    // a drawn screen. Asked again at the next idle time, for at most ten seconds.
    const whenIdle = (since: number) => {
      const next = () => {
        idle = undefined;
        const drawing = document.querySelector(STILL_DRAWING) !== null;
        if (drawing && Date.now() - since < STILL_DRAWING_LIMIT_MS) whenIdle(since);
        else {
          // Before anything that waits for the first screen starts (the badges' polls): what the
          // screen asked for as it opened ends here, whichever user of this hook sees it first.
          closeFirstScreenRecord();
          setReady(true);
        }
      };
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(next, { timeout: 5_000 })
        : window.setTimeout(next, 0);
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
