import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const PERFORMANCE_DOC = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));

/**
 * Puts a benchmark's table in docs/performance.md, between `<!-- bench:KEY:begin -->` and
 * `<!-- bench:KEY:end -->`, replacing the previous run's.
 */
export function writeBenchTable(key: string, table: string): void {
  const begin = `<!-- bench:${key}:begin -->`;
  const end = `<!-- bench:${key}:end -->`;
  const doc = fs.readFileSync(PERFORMANCE_DOC, 'utf8');
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`docs/performance.md has no ${begin} … ${end}`);
  fs.writeFileSync(
    PERFORMANCE_DOC,
    `${doc.slice(0, from + begin.length)}\n${table}\n${doc.slice(to)}`,
  );
}
