import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** Column types that can hold text a person wrote: text, varchar, char, json, jsonb, text[]. */
const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb'];
const TEXT_ARRAYS = ['_text', '_varchar', '_bpchar', '_json', '_jsonb'];

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Where a text is stored in the whole database: every text-like column of every table of every
 * schema but PostgreSQL's own (the application's, and the job queue's pgboss), searched without
 * regard to case, as `schema.table.column (rows)`. Empty when the text is nowhere, which is what a
 * redaction must achieve (issue 19). It reads information_schema, so a table or column added
 * later is searched without changing this.
 */
export async function whereStored(db: Database, text: string): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns(db)) {
    const result: unknown = await db.execute(
      sql`select count(*)::int as n from ${sql.raw(`${quoted(schema)}.${quoted(table)}`)}
          where strpos(lower(${sql.raw(quoted(column))}::text), lower(${text})) > 0`,
    );
    const n = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    if (n > 0) found.push(`${schema}.${table}.${column} (${n})`);
  }
  return found;
}

/** Every text-like column of every table outside PostgreSQL's own schemas: what whereStored reads. */
export async function textColumns(
  db: Database,
): Promise<{ schema: string; table: string; column: string }[]> {
  const columns: unknown = await db.execute(sql`
    select c.table_schema as "schema", c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.table_schema not like 'pg\\_%'
      and (c.data_type in (${sql.join(
        TEXT_TYPES.map((type) => sql`${type}`),
        sql`, `,
      )}) or c.udt_name in (${sql.join(
        TEXT_ARRAYS.map((type) => sql`${type}`),
        sql`, `,
      )}))
    order by 1, 2, 3
  `);
  return rowsOf(columns);
}

/** The rows of db.execute's answer: node-postgres and PGlite both put them under `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
