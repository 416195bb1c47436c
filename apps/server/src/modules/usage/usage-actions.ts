import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  PAGE_VIEWS_PER_MINUTE,
  SEARCHES_PER_MINUTE,
  tokyoToday,
  type UsageAction,
} from '@kizuki/shared/rules';
import type { Database } from '../../db/database.ts';
import { usageEvents } from '../../db/schema.ts';
import { loggableError } from '../../plugins/errors.ts';
import type { UserRecord } from '../users/users.repository.ts';

type Actor = Pick<UserRecord, 'id' | 'unit' | 'role'>;

/**
 * Records an action the server has just performed for the user (issue 41): a post or reply
 * submitted, a reaction given, an approver's decision, an inquiry opened. Called in the
 * transaction that performs it, so a replayed or failed write counts nothing; dated by the
 * server's clock. `once` names an action that counts once however often it is repeated (a
 * reaction taken back and given again, a sign-in's moment): its id is made from the action, the
 * person and `once`, the same in every process. The client reports page views only.
 */
export async function recordAction(
  db: Database,
  user: Actor,
  action: Exclude<UsageAction, 'pageView' | 'search'>,
  options: { at?: Date; once?: string } = {},
): Promise<void> {
  await db
    .insert(usageEvents)
    .values({
      userId: user.id,
      eventId: options.once ? uuidOf(`${action}:${user.id}:${options.once}`) : randomUUID(),
      unit: user.unit,
      role: user.role,
      action,
      screen: null,
      occurredAt: options.at ?? new Date(),
    })
    .onConflictDoNothing();
}

/** Events of one action a person may have recorded in a minute: more is no one's own doing. */
const PER_MINUTE: Partial<Record<UsageAction, number>> = {
  pageView: PAGE_VIEWS_PER_MINUTE,
  search: SEARCHES_PER_MINUTE,
};

/**
 * Records events of an action a person causes by reading (page views, searches), at most
 * PER_MINUTE of them a minute by the database's clock: the count and the insert run under a lock
 * of the person's, so batches sent at once cannot each find the minute's room. Answers the ids
 * recorded (an id already recorded is not recorded again).
 */
export async function recordWithinMinute(
  db: Database,
  user: Actor,
  action: 'pageView' | 'search',
  events: { id: string; screen: string | null }[],
): Promise<string[]> {
  const perMinute = PER_MINUTE[action]!;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${USAGE_LOCK_SPACE}, ${user.id})`);
    const [row] = await tx
      .select({ recent: count() })
      .from(usageEvents)
      .where(
        and(
          eq(usageEvents.userId, user.id),
          eq(usageEvents.action, action),
          gte(usageEvents.receivedAt, sql`now() - interval '1 minute'`),
        ),
      );
    const room = Math.max(0, perMinute - (row?.recent ?? 0));
    if (room === 0) return [];
    const now = new Date();
    const recorded = await tx
      .insert(usageEvents)
      .values(
        events.slice(0, room).map((event) => ({
          userId: user.id,
          eventId: event.id,
          unit: user.unit,
          role: user.role,
          action,
          screen: event.screen,
          occurredAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ eventId: usageEvents.eventId });
    return recorded.map((one) => one.eventId);
  });
}

/**
 * A search as the analytics count it, without waiting for or failing the list it came with (a
 * search is a read, and analytics never fail a request): the same words again within the minute
 * are the same search (a list fetched again after a write, a screen remounted), and at most
 * SEARCHES_PER_MINUTE count. Neither the words nor their digest are stored: the event's id is
 * a digest of the person, the minute and the words, which no one can turn back.
 */
export function recordSearch(
  db: Database,
  user: Actor,
  keyword: string,
  log: FastifyBaseLogger,
): void {
  const minute = Math.floor(Date.now() / 60_000);
  const id = uuidOf(`search:${user.id}:${minute}:${keyword.trim()}`);
  recordWithinMinute(db, user, 'search', [{ id, screen: null }]).catch((error: unknown) =>
    log.warn({ err: loggableError(error, log) }, 'search not counted'),
  );
}

/** The key space of the usage recorder's advisory locks (one lock per person within it). */
const USAGE_LOCK_SPACE = 41;

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
    const moment = String(authTime ?? tokyoToday(new Date()));
    const key = `${user.id}:${moment}`;
    if (recorded.has(key)) return;
    recorded.set(key, true);
    try {
      await recordAction(db, user, 'signIn', { once: moment });
    } catch (error) {
      recorded.delete(key);
      log.warn({ err: loggableError(error, log) }, 'sign-in not counted');
    }
  };
}
