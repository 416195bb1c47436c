import {
  emailOf,
  pageClientConfig,
  readStoredSession,
  secondsLeft,
  type SessionUser,
} from './auth/session.ts';
import {
  buildOfPage,
  EMAIL_PLACEHOLDER,
  idsOf,
  isApiRead,
  isAppScript,
  MAX_FIRST_READS,
  MAX_FIRST_SCRIPTS,
  namedScripts,
  queryValue,
  readPlan,
  screenOf,
} from './first-requests-plan.ts';
import { placeOf, type AskedAhead } from './first-requests.ts';

/**
 * A token is used ahead only while it is good for this long: the app's script may take longer
 * than the renewal margin to arrive, and the app then asks with the renewed token itself.
 */
const GOOD_FOR_AT_LEAST_SECONDS = 60;

/**
 * The page's start script (page-start.ts): asks the API reads the screen at this address sent
 * last time, and loads the scripts it loaded if the page is the same build (first-requests.ts).
 */
export function askFirstRequests(now = Date.now()): void {
  // What the page loads anyway: a screen's own scripts are those beyond these.
  window.kizukiPageScripts = namedScripts();
  const place = placeOf(window.location);
  const plan = readPlan(localStorage)[screenOf(place)];
  if (!plan) return;

  const config = pageClientConfig();
  const session = config && readStoredSession(config);
  if (config && session && secondsLeft(session, now) > GOOD_FOR_AT_LEAST_SECONDS) {
    askReads(plan.reads, place, session, emailOf(session, config.oidc.emailClaim));
  }
  // After the reads (small answers the server starts on at once), the screen's code.
  if (plan.build === buildOfPage()) {
    for (const script of plan.scripts.filter(isAppScript).slice(0, MAX_FIRST_SCRIPTS)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = script;
      document.head.append(link);
    }
  }
}

/** The reads, their placeholders filled from this place and this session. */
function askReads(reads: string[], place: string, session: SessionUser, email: string | null) {
  const ids = idsOf(place);
  const token = session.access_token;
  const asked = new Map<string, AskedAhead>();
  for (const template of reads) {
    if (asked.size >= MAX_FIRST_READS) break;
    if (template.includes(EMAIL_PLACEHOLDER) && email === null) continue;
    const address = template
      .replaceAll(EMAIL_PLACEHOLDER, queryValue(email ?? ''))
      .replace(/\{(\d)\}/g, (_, index: string) => ids[Number(index)] ?? '{}');
    if (!isApiRead(address) || address.includes('{}')) continue;
    const controller = new AbortController();
    const response = fetch(address, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    // A failure is the app's to see when it takes the answer (it then asks again).
    response.catch(() => undefined);
    asked.set(address, {
      token,
      response,
      askedAt: performance.now(),
      abort: () => controller.abort(),
    });
  }
  window.kizukiAskedAhead = asked;
}
