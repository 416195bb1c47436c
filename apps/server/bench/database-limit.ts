import type { DatabaseHandle } from '../src/db/database.ts';

type Query = (...args: unknown[]) => Promise<unknown>;

interface Statement {
  args: unknown[];
  start: number;
  end: number;
}

/**
 * The statements one request gives the database, as the driver received them, grouped as they
 * ran: statements that overlapped in time (a Promise.all in the repository) form one group.
 * Replayed through the driver with the same grouping, they are the database's share of the request
 * with no HTTP, no token, no validation and no serialisation: the database limit.
 */
export interface CapturedRequest {
  statements: number;
  replay(): Promise<void>;
}

/** The job queue's polls and the push relay run on the same client, whatever the request. */
function isBackgroundWork(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: string } | null)?.text;
  return /pgboss\.|push_outbox/.test(text ?? '');
}

function clientOf(database: DatabaseHandle): { query: Query } {
  return (database.db as unknown as { $client: { query: Query } }).$client;
}

/**
 * Runs `request` and records every statement the database client (the pool's, or PGlite's) is
 * given meanwhile. Statements in a transaction go through a checked-out connection and are not
 * seen: capture reads, not writes.
 */
export async function captureStatements(
  database: DatabaseHandle,
  request: () => Promise<void>,
): Promise<CapturedRequest> {
  const client = clientOf(database);
  const original = client.query;
  const seen: Statement[] = [];
  client.query = async (...args: unknown[]) => {
    const statement = { args, start: performance.now(), end: 0 };
    if (!isBackgroundWork(args[0])) seen.push(statement);
    try {
      return await original.apply(client, args);
    } finally {
      statement.end = performance.now();
    }
  };
  try {
    await request();
  } finally {
    client.query = original;
  }
  const groups: Statement[][] = [];
  let groupEnd = -Infinity;
  for (const statement of [...seen].sort((a, b) => a.start - b.start)) {
    if (statement.start < groupEnd) groups.at(-1)!.push(statement);
    else groups.push([statement]);
    groupEnd = Math.max(groupEnd, statement.end);
  }
  return {
    statements: seen.length,
    async replay() {
      for (const group of groups) {
        await Promise.all(group.map((statement) => original.apply(client, statement.args)));
      }
    },
  };
}
