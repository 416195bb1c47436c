import { emailOf, pageClientConfig, readStoredSession } from './auth/session.ts';
import {
  buildOfPage,
  EMAIL_PLACEHOLDER,
  idsOf,
  isApiRead,
  isAppScript,
  MAX_FIRST_READS,
  MAX_FIRST_SCRIPTS,
  MAX_REMEMBERED_SCREENS,
  partsOf,
  queryValue,
  readPlan,
  screenOf,
  type ScreenPlan,
} from './first-requests-plan.ts';
import { FIRST_REQUESTS_STORAGE_KEY, type FirstScreenRecord } from './first-requests.ts';

/*
 * Writes what a first screen asked for, for the next start at that screen (lib/first-requests.ts).
 * Loaded once the first screen has settled, for a session the app started with: never before the
 * first paint, never on a sign-in.
 */

/** The paging of a list: numbers that are not about any one object. */
const PAGING = new Set(['limit', 'offset']);

/**
 * A read's address as a plan keeps it: the place's ids as `{0}`, `{1}`… in its path and its
 * query, the person's e-mail as `{email}`; none when it names an object the place does not (the
 * items of one task's classification: another task would ask for other items).
 */
function asTemplate(address: string, ids: string[], email: string | null): string | null {
  const { path, query } = partsOf(address);
  let namesOtherObject = false;
  const stand = (value: string) => {
    const index = ids.indexOf(value);
    if (index >= 0 && index < 10) return `{${index}}`;
    if (value.split(',').some((part) => /^\d+$/.test(part))) namesOtherObject = true;
    return null;
  };
  const templatePath = path
    .split('/')
    .map((segment) => stand(segment) ?? segment)
    .join('/');
  // Read and written as the API client writes its queries (URLSearchParams), so a value left as
  // it was keeps its encoding.
  const templateQuery =
    query === null
      ? undefined
      : [...new URLSearchParams(query)]
          .map(([key, value]) => {
            const kept = PAGING.has(key)
              ? queryValue(value)
              : email !== null && value === email
                ? EMAIL_PLACEHOLDER
                : (stand(value) ?? queryValue(value));
            return `${queryValue(key)}=${kept}`;
          })
          .join('&');
  // On a place without ids (a list), numbers come from its stored filters, which stay.
  if (namesOtherObject && ids.length > 0) return null;
  return templateQuery === undefined ? templatePath : `${templatePath}?${templateQuery}`;
}

/**
 * The app's scripts fetched until the first screen settled, beyond those the page itself named as
 * it was served (the start script noted them before anything was added).
 */
function scriptsLoadedBy(settledAt: number): string[] {
  const named = new Set(window.kizukiPageScripts ?? []);
  const scripts: string[] = [];
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin || entry.startTime > settledAt) continue;
    if (isAppScript(url.pathname) && !named.has(url.pathname)) scripts.push(url.pathname);
  }
  return scripts.slice(0, MAX_FIRST_SCRIPTS);
}

/**
 * The screen's scripts for this build: those it was seen to load the first time. Once the start
 * script loads them ahead, the page's timings can no longer tell the screen's scripts from the
 * ones loaded ahead; a new build starts again. None when the person moved on before it settled.
 */
function screenScripts(record: FirstScreenRecord, kept: ScreenPlan | undefined, build: string) {
  if (kept?.build === build && kept.scripts.length > 0) return kept.scripts;
  return record.movedOn || record.settledAt === null ? [] : scriptsLoadedBy(record.settledAt);
}

export function rememberFirstScreen(record: FirstScreenRecord): void {
  try {
    // Signed out meanwhile (in another tab): nothing is kept for the next person.
    const config = pageClientConfig();
    const session = config && readStoredSession(config);
    if (!config || !session) return;
    const email = emailOf(session, config.oidc.emailClaim);
    const ids = idsOf(record.place);
    const templates = record.reads
      .filter(isApiRead)
      .map((read) => asTemplate(read, ids, email))
      .filter((template): template is string => template !== null);
    const reads = [...new Set(templates)].slice(0, MAX_FIRST_READS);
    if (reads.length === 0) return;

    const plan = readPlan(localStorage);
    const screen = screenOf(record.place);
    const build = buildOfPage();
    const scripts = screenScripts(record, plan[screen], build);
    // The most recently opened screens are kept: re-inserted at the end, the oldest dropped.
    delete plan[screen];
    plan[screen] = { reads, build, scripts };
    const screens = Object.keys(plan);
    for (const old of screens.slice(0, Math.max(0, screens.length - MAX_REMEMBERED_SCREENS))) {
      delete plan[old];
    }
    localStorage.setItem(FIRST_REQUESTS_STORAGE_KEY, JSON.stringify(plan));
  } catch {
    // Storage full or refused: the next start asks once the app has run, as without this.
  }
}
