import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';
import { closeFirstScreenRecord } from './first-requests.ts';

/**
 * What on the page says it is still being drawn: a list or screen still loading or drawing its
 * cards (aria-busy), and the "signing in" message (data-drawing).
 */
const STILL_DRAWING = '[aria-busy="true"], [data-drawing]';
/** How long a screen may say it is still drawing before what waits for it goes ahead anyway. */
const STILL_DRAWING_LIMIT_MS = 10_000;

/**
 * How long the paint of a drawn screen is waited for (issue 40: an idle callback can run before
 * the frame that shows a screen's last slice, and what then starts would count towards its largest
 * contentful paint); a hidden tab paints no frames and must settle all the same.
 */
const PAINT_WAIT_LIMIT_MS = 1_000;

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
    // The wait for the paint, which a fetch or the end of watching cancels.
    let cancelPaintWait: (() => void) | null = null;
    const cancelWaits = () => {
      cancelPaintWait?.();
      cancelPaintWait = null;
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
        else cancelPaintWait = afterNextPaint(settle, PAINT_WAIT_LIMIT_MS);
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
      if (!answered) cancelWaits();
      else if (idle === undefined && cancelPaintWait === null) whenIdle(Date.now());
    };
    const unsubscribe = queryCache.subscribe(check);
    stopWatching = () => {
      unsubscribe();
      cancelWaits();
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
 * marked as still drawing: issue 40), the browser is idle after it and has painted it: when what
 * the first paint does not need may load (the service worker's registration, the sign-in library, the badges),
 * without competing with the first screen for the network or the main thread
 * (docs/performance.md, "JavaScript on the first paint").
 *
 * One watch per app, however many wait for it, and it listens to the query cache only until then:
 * a subscription for the app's lifetime would render the root again at every fetch.
 */
export function useFirstScreenSettled(): boolean {
  const watch = watchOf(useQueryClient().getQueryCache());
  const [settled, setSettled] = useState(watch.settled);
  useEffect(() => {
    // A transition, not an external store: a store's change renders at once, in one task, with
    // every effect it starts (the badges' polls, the sign-in library, the update prompt), which
    // was the longest task of a post's load (issue 40). A transition renders in slices and runs
    // those effects after its commit, in a task of their own.
    const toSettled = () => startTransition(() => setSettled(true));
    // Settled between this component's render and now: nothing would tell it again.
    if (watch.settled()) {
      queueMicrotask(toSettled);
      return;
    }
    return watch.subscribe(toSettled);
  }, [watch]);
  return settled;
}
