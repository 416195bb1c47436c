import type { UsageEvent } from '@kizuki/shared';
import { MAX_USAGE_BATCH, usageScreenOf, type UsageScreen } from '@kizuki/shared/rules';
import { ApiError, apiFetch } from './api-client.ts';

/** How long events gather before a batch is sent: one request for many page views. */
const BATCH_DELAY_MS = 15_000;
/** What is kept while the server cannot be reached; older events make room for newer ones. */
const MAX_WAITING = 200;

let waiting: UsageEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let sending = false;

function record(screen: UsageScreen) {
  waiting.push({ id: crypto.randomUUID(), action: 'pageView', screen });
  if (waiting.length > MAX_WAITING) waiting = waiting.slice(-MAX_WAITING);
  if (waiting.length >= MAX_USAGE_BATCH) void flush();
  else timer ??= setTimeout(() => void flush(), BATCH_DELAY_MS);
}

export function recordPageView(pathname: string) {
  const screen = usageScreenOf(pathname);
  if (screen) record(screen);
}

/**
 * Sends what waits, a batch at a time. A batch the server could not be reached for goes back to
 * wait (its ids make a second arrival count once); one it refused (a 4xx) is dropped: sending it
 * again would be refused again.
 */
export async function flush(keepalive = false) {
  if (timer) clearTimeout(timer);
  timer = null;
  if (sending || waiting.length === 0) return;
  sending = true;
  const batch = waiting.slice(0, MAX_USAGE_BATCH);
  waiting = waiting.slice(batch.length);
  try {
    await apiFetch('/usage-events', { method: 'POST', body: { events: batch }, keepalive });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) waiting = [...batch, ...waiting];
  } finally {
    sending = false;
  }
  if (waiting.length > 0) timer ??= setTimeout(() => void flush(), BATCH_DELAY_MS);
}

// A page being hidden (the app switched away from, the tab closed) sends what waits at once.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') void flush(true);
});
