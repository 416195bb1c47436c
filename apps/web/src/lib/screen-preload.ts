/**
 * Screens whose code can load before they are drawn (issue 40): when the app opens at their
 * address (beside the first requests, not after the user's) and when a finger touches a link to
 * them (the time the tap takes is time the code has to arrive). The router lists them; a link
 * anywhere can ask without importing the router.
 */
interface Preloadable {
  preload: () => void;
}

const screens: [address: RegExp, screen: Preloadable][] = [];

export function registerScreenPreloads(entries: [RegExp, Preloadable][]) {
  screens.push(...entries);
}

/** Starts loading the screen drawn at this path, if it is one that loads on first use. */
export function preloadScreenAt(pathname: string) {
  screens.find(([address]) => address.test(pathname))?.[1].preload();
}
