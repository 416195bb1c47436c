import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { tokyoToday, type UsageAction } from '@kizuki/shared/rules';
import type { Database } from '../../db/database.ts';
import { usageEvents } from '../../db/schema.ts';
import { loggableError } from '../../plugins/errors.ts';
import type { UserRecord } from '../users/users.repository.ts';

type Actor = Pick<UserRecord, 'id' | 'unit' | 'role'>;

/**
 * Records an action the server has just performed for the user (issue 41): a post or reply
 * submitted, a reaction given, an approver's decision, an inquiry opened, a search run. Called in
 * the transaction that performs it where there is one, so a replayed or failed write counts
 * nothing; dated by the server's clock. The client reports page views only.
 */
export async function recordAction(
  db: Database,
  user: Actor,
  action: Exclude<UsageAction, 'pageView'>,
  at = new Date(),
): Promise<void> {
  await db.insert(usageEvents).values({
    userId: user.id,
    eventId: randomUUID(),
    unit: user.unit,
    role: user.role,
    action,
    screen: null,
    occurredAt: at,
  });
}

/**
 * A search as the analytics count it, without waiting for or failing the list it came with: a
 * search is a read, and analytics never fail a request.
 */
export function recordSearch(db: Database, user: Actor, log: FastifyBaseLogger): void {
  recordAction(db, user, 'search').catch((error: unknown) =>
    log.warn({ err: loggableError(error, log) }, 'search not counted'),
  );
}

/** A uuid made from a text: the same sign-in names the same event in every process. */
function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  // Shaped as a version-4 uuid (the column's type), with the digest's bits.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The sign-ins the analytics count, seen by the server rather than reported: one per sign-in at
 * the identity provider where the token says when it was (`auth_time`), otherwise one per person
 * and Tokyo day (the first request of the day). Its id is made from the person and that moment,
 * so every process, and a restart, records it once; this process remembers what it recorded, so
 * the requests after the first cost nothing.
 */
export function createSignInRecorder(db: Database, log: FastifyBaseLogger) {
  const recorded = new LRUCache<string, true>({ max: 50_000 });
  return async function noteSignIn(user: Actor, authTime: number | null): Promise<void> {
    const key = `${user.id}:${authTime ?? tokyoToday(new Date())}`;
    if (recorded.has(key)) return;
    recorded.set(key, true);
    try {
      await db
        .insert(usageEvents)
        .values({
          userId: user.id,
          eventId: uuidOf(`signIn:${key}`),
          unit: user.unit,
          role: user.role,
          action: 'signIn',
          screen: null,
          occurredAt: new Date(),
        })
        .onConflictDoNothing();
    } catch (error) {
      recorded.delete(key);
      log.warn({ err: loggableError(error, log) }, 'sign-in not counted');
    }
  };
}
export type SignInRecorder = ReturnType<typeof createSignInRecorder>;
