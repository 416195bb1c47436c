import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * PostgreSQL's protocol counts a statement's bind parameters in 16 bits: a statement with more
 * fails whole (SQLSTATE 08P01), on PostgreSQL and PGlite alike.
 */
export const MAX_BIND_PARAMETERS = 65_535;

/** What one statement of an import may bind: well below the limit, whatever its rows carry. */
const PARAMETER_BUDGET = 20_000;

/**
 * The most rows one statement of an import reads or writes. It bounds how long one statement
 * holds a connection (PGlite has only the one, shared by every request) and how long the event
 * loop works between two turns of other requests; a file is read and written a chunk at a time.
 */
export const ROWS_PER_STATEMENT = 500;

/** How many rows of `parametersPerRow` bind parameters one statement takes. */
export function rowsPerStatement(parametersPerRow: number): number {
  return Math.min(ROWS_PER_STATEMENT, rowsWithinParameterBudget(parametersPerRow));
}

/**
 * How many rows of `parametersPerRow` fit the parameters of one statement, for rows that come a
 * few to each line (an item's links): a chunk of lines' rows in one statement when they fit.
 */
export function rowsWithinParameterBudget(parametersPerRow: number): number {
  return Math.max(1, Math.floor(PARAMETER_BUDGET / Math.max(1, parametersPerRow)));
}

/** The items in runs of at most `size`, in order. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/**
 * Lets every other request waiting on the event loop have its turn (setImmediate runs after the
 * I/O callbacks already due): called between two chunks of an import's work.
 */
export function yieldToOtherRequests(): Promise<void> {
  return nextTurn();
}

/**
 * Runs `work` on each run of at most `size` items, one after the other, giving the other requests
 * their turn in between; answers the results in order.
 */
export async function inChunks<T, R>(
  items: readonly T[],
  size: number,
  work: (chunk: T[]) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (const [index, chunk] of chunksOf(items, size).entries()) {
    if (index > 0) await yieldToOtherRequests();
    results.push(await work(chunk));
  }
  return results;
}

/** `inChunks` for reads that answer rows: all the chunks' rows, in order. */
export async function readInChunks<T, R>(
  items: readonly T[],
  read: (chunk: T[]) => Promise<R[]>,
  size = ROWS_PER_STATEMENT,
): Promise<R[]> {
  return (await inChunks(items, size, read)).flat();
}

/** Runs `work` on each item, giving the other requests their turn every ROWS_PER_STATEMENT items. */
export async function eachYielding<T>(
  items: readonly T[],
  work: (item: T, index: number) => void,
): Promise<void> {
  for (let index = 0; index < items.length; index++) {
    if (index > 0 && index % ROWS_PER_STATEMENT === 0) await yieldToOtherRequests();
    work(items[index]!, index);
  }
}
