import type { DatabaseHandle } from '../database.ts';

/** One table's or sequence's fingerprint: what a restore must bring back unchanged. */
export interface TableChecksum {
  /** `schema.name`, e.g. `public.posts`, `pgboss.job`, `drizzle.__drizzle_migrations`. */
  name: string;
  kind: 'table' | 'sequence';
  rows: number;
  /** md5 of the rows' text, one a line in the text's order (no primary key needed). */
  md5: string;
}

/** Schemas PostgreSQL owns; every other schema is the app's (public, drizzle, pgboss). */
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the app's schemas (a partitioned table once, with its partitions' rows, as pg-boss
 * keeps its jobs) and every sequence, in name order, with its row count and checksum. UNLOGGED
 * tables are left out: their rows (the rate limits' one-minute counters) are emptied by any crash
 * or restart of PostgreSQL and by PGlite's dump, and no backup is meant to keep them.
 */
export async function tableChecksums(database: DatabaseHandle): Promise<TableChecksum[]> {
  const { rows: relations } = (await database.executeSql(
    `SELECT n.nspname AS schema, c.relname AS name, c.relkind AS relkind
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'S') AND NOT c.relispartition AND c.relpersistence = 'p'
        AND n.nspname NOT IN ${SYSTEM_SCHEMAS} AND n.nspname NOT LIKE 'pg_temp%'
      ORDER BY 1, 2`,
    [],
  )) as { rows: { schema: string; name: string; relkind: string }[] };
  const checksums: TableChecksum[] = [];
  for (const relation of relations) {
    const qualified = `${quoteIdentifier(relation.schema)}.${quoteIdentifier(relation.name)}`;
    const kind = relation.relkind === 'S' ? 'sequence' : 'table';
    // A sequence's state is its last value and whether it was used; a restore that lost it would
    // hand out ids again.
    const rowsOf =
      kind === 'sequence' ? `(SELECT last_value, is_called FROM ${qualified})` : qualified;
    const { rows } = (await database.executeSql(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5
         FROM ${rowsOf} t`,
      [],
    )) as { rows: { rows: number; md5: string }[] };
    checksums.push({ name: `${relation.schema}.${relation.name}`, kind, ...rows[0]! });
  }
  return checksums;
}
