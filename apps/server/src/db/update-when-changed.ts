import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The ON CONFLICT update of an import or a seed: the named columns take the incoming row's values
 * (and `updated_at` the time), only when one of them differs, so a row equal to what is stored
 * changes nothing and counts as unchanged.
 */
export function updateWhenChanged<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['_']['columns'] & string)[],
  /** A condition the stored row must meet as well, or it is left as it is. */
  alsoWhen?: SQL,
): { set: Record<string, SQL>; setWhere: SQL } {
  const columns = getTableColumns(table) as Record<string, T['_']['columns'][string]>;
  const incoming = (key: string) => sql`excluded.${sql.identifier(columns[key]!.name)}`;
  const set: Record<string, SQL> = Object.fromEntries(keys.map((key) => [key, incoming(key)]));
  set.updatedAt = sql`now()`;
  const stored = sql.join(
    keys.map((key) => sql`${columns[key]}`),
    sql`, `,
  );
  const offered = sql.join(keys.map(incoming), sql`, `);
  const changed = sql`(${stored}) is distinct from (${offered})`;
  return { set, setWhere: alsoWhen ? sql`${changed} and ${alsoWhen}` : changed };
}
