import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters (plugins/rate-limit-stores.ts), one row per limiter and key (a user's
 * e-mail or an address) with a fixed window: every process behind the load balancer counts here,
 * so N processes do not allow N times the limit. The table is UNLOGGED (migration 0041 says so;
 * drizzle-kit cannot): a counter lives a minute, so losing them in a crash costs only a fresh
 * window, and not writing them to the WAL keeps a counted request cheap. No index on the window's
 * end: updates stay HOT, and the periodic delete of old windows scans a table of active keys only.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    limiter: text('limiter').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.limiter, table.key] })],
);

/**
 * What the development identity provider (oidc-provider) keeps: sessions, grants, codes, refresh
 * tokens, interactions. In the database rather than in memory so that signing in survives a
 * restart and every process knows every session (identity/oidc-database-adapter.ts).
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_models_grant_id_idx').on(table.grantId),
    index('oidc_models_user_code_idx').on(table.userCode),
    index('oidc_models_uid_idx').on(table.uid),
    index('oidc_models_expires_at_idx').on(table.expiresAt),
  ],
);
