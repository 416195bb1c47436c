import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { users } from '../db/schema.ts';
import { addNotifications, addTasks } from '../test/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';

/**
 * The polling benchmark (issue 7): every open tab polls GET /notifications and GET /tasks every 30
 * seconds. It drives the real server over HTTP with real signed tokens (autocannon) for many users:
 * on the 304 path (the client's copy is current) and on the changed path (no copy: the list is
 * read), and counts the statements the database was given. It prints figures and asserts nothing.
 * PGlite in memory by default; a scratch database on the PostgreSQL server DATABASE_URL names.
 *   npm run bench:polling [-- --quick] [-- --users 200 --seconds 10 --connections 50]
 */
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    users: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
  },
});
const userCount = Number(values.users ?? (values.quick ? 50 : 200));
const seconds = Number(values.seconds ?? (values.quick ? 3 : 10));
const connections = Number(values.connections);

const t = await createTestApp();
const db = t.database.db;
const emails = Array.from(
  { length: userCount },
  (_, index) => `poller${index}@cimgibu.example.com`,
);
await db.insert(users).values(
  emails.map((email) => ({
    email,
    role: 'rm' as const,
    unit: 'cimgibu' as const,
    lastName: '計測',
    firstName: '太郎',
  })),
);
for (const email of emails) {
  await addNotifications(db, email, 30);
  await addTasks(db, email, [{ dueOn: '2099-01-01' }, { dueOn: '2099-01-02', status: 'done' }]);
}
const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
const tokens = await Promise.all(emails.map((email) => t.tokenFor(email)));

/** Counts the statements the database client is given (the pool's or PGlite's). */
const client = (db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
  .$client;
let statements = 0;
for (const name of ['query', 'exec', 'connect']) {
  const original = client[name];
  if (typeof original !== 'function') continue;
  client[name] = (...args: unknown[]) => {
    statements++;
    return original.apply(client, args);
  };
}

/** Each user's current ETag for a path: what their browser would hold after one poll. */
async function etagsFor(path: string): Promise<string[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const response = await fetch(`${address}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      return response.headers.get('etag') ?? '';
    }),
  );
}

async function run(path: string, withEtag: boolean) {
  const etags = withEtag ? await etagsFor(path) : [];
  let next = 0;
  const before = { statements, reads: t.app.pollVersions.stats.reads };
  const result: Result = await autocannon({
    url: `${address}${path}`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const user = next++ % tokens.length;
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${tokens[user]}`,
              ...(withEtag ? { 'if-none-match': etags[user]! } : {}),
            },
          };
        },
      },
    ],
  });
  const polls = result.requests.total;
  const reads = t.app.pollVersions.stats.reads - before.reads;
  return {
    path,
    mode: withEtag ? '304 (copy current)' : 'changed (list read)',
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    polls,
    // autocannon counts a 304 among the non-2xx answers; what is not 4xx or 5xx there is 3xx.
    notModified: result.non2xx - result['4xx'] - result['5xx'],
    // A poll that found its version in memory and whose answer was 304 gave no statement.
    withoutQuery: withEtag ? polls - reads : 0,
    statementsPerPoll: (statements - before.statements) / Math.max(1, polls),
    errors: result.errors + result.timeouts + result['5xx'],
  };
}

const rows = [];
for (const path of ['/api/notifications', '/api/tasks']) {
  rows.push(await run(path, true));
  rows.push(await run(path, false));
}

console.log(
  `Polling benchmark: ${t.database.kind}, ${userCount} users, ${connections} connections, ${seconds} s each; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
);
console.log(
  '| poll | path | requests/s | p50 ms | p90 ms | p99 ms | polls | 304 | answered without a query | statements per poll | errors |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.mode} | ${Math.round(row.requestsPerSecond).toLocaleString('en')} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.polls.toLocaleString('en')} | ${percent(row.notModified, row.polls)} | ${percent(row.withoutQuery, row.polls)} | ${row.statementsPerPoll.toFixed(2)} | ${row.errors} |`,
  );
}
await t.close();
