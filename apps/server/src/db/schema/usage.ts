import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessUnitEnum, roleEnum } from './columns.ts';
import { users } from './people.ts';

/**
 * First-party usage analytics (issue 22): one row per event the app reported, with the role and
 * unit the user had then. Nothing typed is stored (packages/shared/src/usage.ts); the client's
 * event id makes a batch sent twice count once.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    unit: businessUnitEnum('unit').notNull(),
    role: roleEnum('role').notNull(),
    action: text('action').notNull(),
    screen: text('screen'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.eventId] }),
    index('usage_events_unit_occurred_idx').on(table.unit, table.occurredAt),
    // A person's events of an action in the last minute (usage-actions.ts, recordWithinMinute).
    index('usage_events_user_action_received_idx').on(table.userId, table.action, table.receivedAt),
  ],
);
