import { useDeferredValue } from 'react';

/**
 * What a query brought, drawn in an interruptible pass (issue 40): a query's update is synchronous
 * (useSyncExternalStore), so without this a screen's content was drawn in one long task. `drawn`
 * lags `value` by that pass; `drawingFirst` is true while a first value has arrived and is not yet
 * drawn, when the screen keeps its placeholder. A later value redraws over the one shown.
 */
export function useDrawnInSlices<T>(value: T | undefined): {
  drawn: T | undefined;
  drawingFirst: boolean;
} {
  const drawn = useDeferredValue(value);
  return { drawn, drawingFirst: value !== undefined && drawn === undefined };
}
