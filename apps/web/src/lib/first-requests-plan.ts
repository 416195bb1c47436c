import { FIRST_REQUESTS_STORAGE_KEY } from './first-requests.ts';

/*
 * What a start asks ahead, as local storage keeps it (lib/first-requests.ts): for each screen, the
 * API reads it sent as it opened and the scripts it loaded beyond the page's own. Read by the
 * page's start script (ask-first-requests.ts) and written once a first screen has settled
 * (remember-first-requests.ts); neither is in the app's first script.
 */

/** At most this many reads are asked ahead for a screen (the user, a post, its replies). */
export const MAX_FIRST_READS = 8;
/** At most this many of a screen's scripts are loaded ahead (its route, its kit, its strings). */
export const MAX_FIRST_SCRIPTS = 16;
/** The screens remembered, the most recently opened kept. */
export const MAX_REMEMBERED_SCREENS = 12;

/**
 * In a read's address, the screen address's ids (`{0}`, `{1}`…) and the signed-in person's
 * e-mail (`{email}`): a plan holds no one's address, and serves every post's screen.
 */
export const EMAIL_PLACEHOLDER = '{email}';

export interface ScreenPlan {
  /** API addresses, with the placeholders above. */
  reads: string[];
  /** The app's build these scripts belong to: the address of its first script. */
  build: string;
  /** Script addresses (/assets/…) the screen loaded beyond those the page names. */
  scripts: string[];
}

export type Plan = Record<string, ScreenPlan>;

const isId = (segment: string) => /^\d{1,10}$/.test(segment);

/** A place's path and query. */
export function partsOf(place: string): { path: string; query: string | null } {
  const at = place.indexOf('?');
  return at < 0
    ? { path: place, query: null }
    : { path: place.slice(0, at), query: place.slice(at + 1) };
}

/** A place with the ids of its path (a post's, a task's) standing for any: `/posts/:id`. */
export function screenOf(place: string): string {
  const { path, query } = partsOf(place);
  const screen = path
    .split('/')
    .map((segment) => (isId(segment) ? ':id' : segment))
    .join('/');
  return query === null ? screen : `${screen}?${query}`;
}

/** The ids of a place's path, in order. */
export const idsOf = (place: string): string[] => partsOf(place).path.split('/').filter(isId);

/** A query value as the browser's `URLSearchParams` writes it (the API client's encoding). */
export const queryValue = (value: string): string =>
  new URLSearchParams({ v: value }).toString().slice(2);

/**
 * Only a read of the app's own API: a same-origin path under /api/ that the browser does not
 * rewrite (no `..`, not even encoded), whatever local storage holds.
 */
export function isApiRead(address: string): boolean {
  try {
    const url = new URL(address, window.location.origin);
    return (
      address.startsWith('/api/') &&
      url.origin === window.location.origin &&
      `${url.pathname}${url.search}` === address
    );
  } catch {
    return false;
  }
}

/** Only the app's own built scripts. */
export const isAppScript = (address: string): boolean =>
  /^\/assets\/[\w-][\w.-]*\.js$/.test(address);

/** The address of the app's first script: which build the page is. */
export const buildOfPage = (): string =>
  document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';

/** The scripts the page names (as script or module preload elements), by path. */
export const namedScripts = (): string[] =>
  [...document.querySelectorAll('script[src], link[rel="modulepreload"][href]')].map(
    (element) =>
      new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', location.href)
        .pathname,
  );

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What is remembered, by screen; nothing when the store is missing or unreadable. */
export function readPlan(storage: Storage): Plan {
  try {
    const stored = JSON.parse(storage.getItem(FIRST_REQUESTS_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, ScreenPlan] => {
        const plan = entry[1] as Partial<ScreenPlan> | null;
        return (
          typeof plan === 'object' &&
          plan !== null &&
          isStrings(plan.reads) &&
          isStrings(plan.scripts) &&
          typeof plan.build === 'string'
        );
      }),
    );
  } catch {
    return {};
  }
}
