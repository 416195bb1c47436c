import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/database.ts';
import { percent, type Row } from './bench-report.ts';
import { captureStatements } from './database-limit.ts';
import { fetchExpecting, runLoad } from './load.ts';

/** The three polls of every tab (docs/architecture.md, "The path of a poll"). */
const POLLS: [path: string, changed: string][] = [
  ['/api/notifications', 'changed (list read)'],
  ['/api/tasks', 'changed (list read)'],
  ['/api/posts/unread-count', 'changed (count read)'],
];

/**
 * Each poll under load on its two paths: unchanged (each poller sends the ETag it was given: a 304,
 * counted when answered without a query) and changed (no ETag: the route reads and answers 200),
 * with the statements one request of each gives the database.
 */
export async function measurePolls(options: {
  url: string;
  database: DatabaseHandle;
  app: FastifyInstance;
  pollerTokens: string[];
  load: { seconds: number; connections: number };
  log: (line: string) => void;
}): Promise<Row[]> {
  const { url, database, app, pollerTokens, load, log } = options;
  const rows: Row[] = [];
  for (const [path, changedName] of POLLS) {
    const etags = await Promise.all(
      pollerTokens.map(async (authorization) => {
        const response = await fetch(`${url}${path}`, { headers: { authorization } });
        await response.arrayBuffer();
        return response.headers.get('etag') ?? '';
      }),
    );
    const unchangedHeaders = pollerTokens.map((authorization, i) => ({
      authorization,
      'if-none-match': etags[i]!,
    }));
    const unchangedOnce = await captureStatements(database, () =>
      fetchExpecting(url, path, unchangedHeaders[0]!, 304),
    );
    const before = app.pollVersions.stats.reads;
    const notModified = await runLoad(url, { path, headerSets: unchangedHeaders }, load);
    const queried = app.pollVersions.stats.reads - before;
    rows.push({
      name: `${path.slice(5)}: 304, ${percent(notModified.requests - queried, notModified.requests)} without a query`,
      figures: notModified,
      databaseLimit: null,
      statements: unchangedOnce.statements,
    });
    const changedHeaders = pollerTokens.map((authorization) => ({ authorization }));
    const changedOnce = await captureStatements(database, () =>
      fetchExpecting(url, path, changedHeaders[0]!),
    );
    const changed = await runLoad(url, { path, headerSets: changedHeaders }, load);
    rows.push({
      name: `${path.slice(5)}: ${changedName}`,
      figures: changed,
      databaseLimit: null,
      statements: changedOnce.statements,
    });
    log(
      `${path}: ${Math.round(notModified.requestsPerSecond)} / ${Math.round(changed.requestsPerSecond)} requests/s, ${unchangedOnce.statements} / ${changedOnce.statements} statements`,
    );
  }
  return rows;
}
