import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, validationError } from './errors.ts';

export interface WriteResult<T> {
  statusCode: number;
  body: T;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header, checked: printable ASCII, at most 200 characters. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw validationError('headers.idempotency-key', 'must be 1 to 200 printable ASCII characters');
  }
  return header;
}

/**
 * Runs a write once per (user, key). The key row is inserted first in the write's own transaction:
 * a concurrent request with the same key waits on it, then finds the committed answer and replays
 * it. A failed write rolls the key back, so a retry runs again. Without a key, the write just runs.
 */
export async function idempotentWrite<T>(
  db: Database,
  request: FastifyRequest,
  userId: number,
  write: (tx: Database) => Promise<{ statusCode: number; body: T }>,
): Promise<WriteResult<T>> {
  const key = idempotencyKeyOf(request);
  if (!key) return { ...(await db.transaction(write)), replayed: false };

  const requestHash = createHash('sha256')
    .update(
      `${request.method} ${request.url.split('?')[0]} ${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored || stored.requestHash !== requestHash) {
        throw new AppError(
          422,
          'idempotencyKeyReused',
          'this Idempotency-Key was already used for a different request',
        );
      }
      return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
    }
    const result = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, response: result.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  });
}
