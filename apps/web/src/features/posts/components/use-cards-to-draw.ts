import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';

/** About a tall phone's screenful of cards (a card is 150 to 250 px high): what the first paint shows. */
export const FIRST_SCREEN_CARDS = 6;

/** Whether this page has drawn a list in full once: every later list is drawn whole at once. */
let drawnInFull = false;

/**
 * How many of a list's cards to draw. The app's first list draws the cards of the first screen,
 * paints, and then draws the rest as a transition (React renders it in slices that leave the main
 * thread free between them): drawing twenty cards at once was most of the first screen's blocking
 * time on a mid-range phone (docs/performance.md). The cards added are below the fold, so nothing
 * on screen moves. Any later list (back from a post, with the scroll position to restore) is drawn
 * whole at once.
 */
export function useCardsToDraw(count: number): { shown: number; all: boolean } {
  const [all, setAll] = useState(drawnInFull);
  const pending = !all && count > FIRST_SCREEN_CARDS;
  useEffect(() => {
    if (!pending) return;
    // After the next frame has painted: a task of its own, then the rest in slices.
    return afterNextPaint(() => {
      drawnInFull = true;
      startTransition(() => setAll(true));
    });
  }, [pending]);
  return pending ? { shown: FIRST_SCREEN_CARDS, all: false } : { shown: count, all: true };
}
