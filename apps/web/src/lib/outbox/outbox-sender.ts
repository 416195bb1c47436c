import type { Post } from '@kizuki/shared';
import { ApiError, apiFetch, SignInRequiredError } from '../api-client.ts';
import type { FailureCode } from '../error-messages.ts';
import type { OutboxItem, OutboxStore } from './outbox-store.ts';

/**
 * How long one send may take before it is given up as a lost connection (the item waits, with its
 * key): a stalled request would otherwise hold the outbox's lock, and so every tab's sending.
 */
export const OUTBOX_SEND_TIMEOUT_MS = 30_000;

/** POST /posts with the item's own Idempotency-Key: the server answers a second send with the first post. */
export function postOutboxItem(item: OutboxItem): Promise<Post> {
  return apiFetch<Post>('/posts', {
    method: 'POST',
    body: item.body,
    headers: { 'idempotency-key': item.key },
    // Timed out, it fails as a lost connection does (refusalOf): the item waits.
    signal: AbortSignal.timeout(OUTBOX_SEND_TIMEOUT_MS),
  });
}

/** Refusals that are not about the item: it waits and is sent again later. */
const NOT_ABOUT_THE_ITEM: readonly FailureCode[] = [
  'unauthorized',
  'termsNotAccepted',
  'userDeactivated',
  'rateLimited',
];

/**
 * Why the server refused an item for good (a 4xx about it: `complianceFindings`, `validation`,
 * `notFound` for a parent gone meanwhile, `forbidden`), or null when it should wait and be sent
 * again: no connection, a server error, a sign-in that has to be renewed, the terms to accept.
 */
export function refusalOf(error: unknown): FailureCode | null {
  if (!(error instanceof ApiError) || error instanceof SignInRequiredError) return null;
  if (error.status < 400 || error.status >= 500 || error.status === 408) return null;
  return NOT_ABOUT_THE_ITEM.includes(error.code) ? null : error.code;
}

export interface SendRound {
  store: OutboxStore;
  /** Only this user's items are sent: the session's user. */
  userId: number;
  send: (item: OutboxItem) => Promise<Post>;
  /** After each change of the store: the screens show it (a card being sent cannot be deleted). */
  changed: () => Promise<void>;
  onSent: (item: OutboxItem, post: Post) => void;
  onRefused: (item: OutboxItem, code: FailureCode) => void;
}

/**
 * Sends the user's waiting items, oldest first, one at a time. An item is marked `sending` while
 * it is on its way and deleted once sent; a refusal keeps it as `refused` with its reason. A
 * failure that is not about the item (the connection went again) puts it back to `waiting` and
 * ends the round: the next items would fail the same way. Run it under the outbox's lock
 * (withSendLock), so an item found `sending` was left so by a tab that closed: it is sent again,
 * under the same key. Each item is read again as it is marked `sending` (one transaction), and
 * written back after a failure only if it is still there: one the writer deleted meanwhile, in any
 * tab, is neither sent nor brought back. Answers whether anything is still waiting.
 */
export async function sendWaiting(round: SendRound): Promise<boolean> {
  const mine = (await round.store.all()).filter(
    (item) => item.userId === round.userId && item.state !== 'refused',
  );
  for (const listed of mine) {
    const sending = await round.store.update(listed.key, (current) =>
      current.state === 'refused' ? null : { ...current, state: 'sending' },
    );
    if (sending === null) continue;
    await round.changed();
    let post: Post;
    try {
      post = await round.send(sending);
    } catch (error) {
      const code = refusalOf(error);
      if (code === null) {
        await round.store.update(sending.key, (current) => ({ ...current, state: 'waiting' }));
        await round.changed();
        return true;
      }
      const refused = await round.store.update(sending.key, (current) => ({
        ...current,
        state: 'refused',
        refusal: code,
      }));
      await round.changed();
      if (refused !== null) round.onRefused(refused, code);
      continue;
    }
    await round.store.delete(sending.key);
    await round.changed();
    round.onSent(sending, post);
  }
  return false;
}

/**
 * Runs `send` in one tab at a time (Web Locks, as the session's renewal does): a tab that finds
 * another sending skips its round, since that tab sends everything that waits.
 */
export async function withSendLock<T>(send: () => Promise<T>): Promise<T | undefined> {
  if (typeof navigator === 'undefined' || !navigator.locks) return send();
  return navigator.locks.request('kizuki-outbox', { ifAvailable: true }, (lock) =>
    lock ? send() : undefined,
  );
}
