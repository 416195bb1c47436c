import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessUnitEnum, roleEnum, timestamps } from './columns.ts';

/** Groups users inside a unit; an mr's approvers are the mr-approvers of the same organization. */
export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unit: businessUnitEnum('unit').notNull(),
    /** The key an import file uses, stable across imports. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** False once an admin retired it (issue 20): no one new is filed under it. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [unique('organizations_unit_code_unique').on(table.unit, table.code)],
);

/**
 * The versions of the terms of use (PRODUCT.md, rollout decisions). The latest is the one in force:
 * a user who has not accepted it is refused (403 termsNotAccepted). Version 1 is the text the web
 * app carries; a later version may carry its own text in both languages (null: the app's text).
 */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  textJa: text('text_ja'),
  textEn: text('text_en'),
  /**
   * The unit whose admin published it (issue 20): it is in force for that unit only. Null: for
   * every unit (version 1, the app's text). A unit's version in force is the highest of its own
   * and the common ones; numbers are shared, so a version names one text wherever it is read.
   */
  unit: businessUnitEnum('unit'),
  publishedByUserId: integer('published_by_user_id').references((): AnyPgColumn => users.id),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /**
     * Stored in the one form e-mails are compared in (shared/emails.ts): the sign-in claim is
     * matched case-insensitively. Unique in a unit, not across units (issue 41): an admin may
     * register someone another unit has, and learns nothing of that unit by it; a sign-in uses
     * the person's first active registration (users.repository.ts, findByEmail).
     */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull(),
    unit: businessUnitEnum('unit').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Named by an admin: receives the unit's safety cases and adverse-event reports (issue 19). */
    isSafetyContact: boolean('is_safety_contact').notNull().default(false),
    /**
     * False once an admin deactivated the user (issue 20): refused at sign-in and on every request
     * (403 userDeactivated), out of every pool of approvers and recipients; their content stays.
     */
    active: boolean('active').notNull().default(true),
    /** The first acceptance of the terms (the unread rule counts from it); never moves after. */
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    /** The version of the terms the user accepted last, and when. */
    termsVersion: integer('terms_version').references(() => termsVersions.version),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * An approver's delegate for a period of absence (Tokyo dates, inclusive; issue 23): while it
     * covers today, new approval tasks that would be theirs go to the delegate.
     */
    delegateUserId: integer('delegate_user_id').references((): AnyPgColumn => users.id),
    delegateFrom: date('delegate_from', { mode: 'string' }),
    delegateUntil: date('delegate_until', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_unit_email_unique').on(table.unit, table.email),
    index('users_email_idx').on(table.email),
    index('users_unit_role_idx').on(table.unit, table.role),
  ],
);

/** Append-only record of who changed what (PRODUCT.md, audit trail). Nothing updates or deletes it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    unit: businessUnitEnum('unit').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_object_idx').on(table.objectType, table.objectId),
    index('audit_log_actor_idx').on(table.actorUserId),
  ],
);
