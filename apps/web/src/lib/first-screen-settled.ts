import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { closeFirstScreenRecord } from './first-requests.ts';

/**
 * What on the page says it is still being drawn: a list or screen still loading or drawing its
 * cards (aria-busy), and the "signing in" message (data-drawing).
 */
const STILL_DRAWING = '[aria-busy="true"], [data-drawing]';
/** How long a screen may say it is still drawing before what waits for it goes ahead anyway. */
const STILL_DRAWING_LIMIT_MS = 10_000;

/** The watch over one app's first screen, shared by everything that waits for it. */
interface FirstScreenWatch {
  settled: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

/** One watch per app (its query cache): the auth provider, the layout and the update prompt share it. */
const watches = new WeakMap<QueryCache, FirstScreenWatch>();

function watchOf(queryCache: QueryCache): FirstScreenWatch {
  let watch = watches.get(queryCache);
  if (!watch) {
    watch = createWatch(queryCache);
    watches.set(queryCache, watch);
  }
  return watch;
}

/**
 * Watches the query cache and the page until the first screen has settled, while anything is
 * listening; then stops listening to the cache, ends what the first screen asked for
 * (first-requests.ts) and tells every listener, in that order: the badges' polls that start then
 * are never taken for the screen's own reads.
 */
function createWatch(queryCache: QueryCache): FirstScreenWatch {
  let settled = false;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;

  const start = () => {
    let idle: number | undefined;
    const cancelIdle = () => {
      if (idle === undefined) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      idle = undefined;
    };
    const settle = () => {
      settled = true;
      stopWatching?.();
      closeFirstScreenRecord();
      for (const listener of [...listeners]) listener();
    };
    // Idle, and nothing on the screen still busy: the screens are drawn in interruptible passes
    // (issue 40), and the browser is idle between their slices, so an answered query is not yet
    // a drawn screen. Asked again at the next idle time, for at most ten seconds.
    const whenIdle = (since: number) => {
      const next = () => {
        idle = undefined;
        const drawing = document.querySelector(STILL_DRAWING) !== null;
        if (drawing && Date.now() - since < STILL_DRAWING_LIMIT_MS) whenIdle(since);
        else settle();
      };
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(next, { timeout: 5_000 })
        : window.setTimeout(next, 0);
    };
    const check = () => {
      const queries = queryCache.getAll();
      const answered =
        queries.every((query) => query.state.fetchStatus !== 'fetching') &&
        queries.some((query) => query.state.status === 'success');
      if (!answered) cancelIdle();
      else if (idle === undefined) whenIdle(Date.now());
    };
    const unsubscribe = queryCache.subscribe(check);
    stopWatching = () => {
      unsubscribe();
      cancelIdle();
      stopWatching = null;
    };
    check();
  };

  return {
    settled: () => settled,
    subscribe(listener) {
      listeners.add(listener);
      if (!settled && !stopWatching) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopWatching?.();
      };
    },
  };
}

/**
 * True once the first screen has its data (no query fetching, one answered), is drawn (nothing
 * marked as still drawing: issue 40) and the browser is idle after it: when what the first paint
 * does not need may load (the service worker's registration, the sign-in library, the badges),
 * without competing with the first screen for the network or the main thread
 * (docs/performance.md, "JavaScript on the first paint").
 *
 * One watch per app, however many wait for it, and it listens to the query cache only until then:
 * a subscription for the app's lifetime would render the root again at every fetch.
 */
export function useFirstScreenSettled(): boolean {
  const watch = watchOf(useQueryClient().getQueryCache());
  return useSyncExternalStore(watch.subscribe, watch.settled);
}
