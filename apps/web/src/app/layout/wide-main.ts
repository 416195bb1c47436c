import { useEffect } from 'react';

/** The CSS variable the layout's main column takes its width from (app-layout.tsx). */
const MAIN_WIDTH_VARIABLE = '--kizuki-main-width';

/**
 * Widens the main column while the screen is shown: admins work at a desk (STYLE.md), every other
 * screen keeps the phone-first column. A variable rather than a route test in the layout, which
 * is on the first paint.
 */
export function useWideMain(width = '1200px') {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(MAIN_WIDTH_VARIABLE, width);
    return () => void root.removeProperty(MAIN_WIDTH_VARIABLE);
  }, [width]);
}
