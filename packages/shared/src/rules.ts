/**
 * Constants and pure rules, free of zod: what the browser bundle may import at run time. The
 * schemas (index.ts) are for the server, and for types only in the browser.
 */
export * from './badges.ts';
export * from './business-units.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './imports.ts';
export * from './lists.ts';
export * from './master-data-limits.ts';
export * from './people-limits.ts';
export * from './roles.ts';
export * from './task-rules.ts';
export * from './text-fold.ts';
export * from './self-check.ts';
export * from './wizard.ts';
export * from './wizard-narrowing.ts';
export * from './classification-suggest.ts';
export * from './posts.ts';
export * from './reactions.ts';
export * from './lifecycle.ts';
export * from './notifications.ts';
export * from './post-list.ts';
export * from './terms.ts';
export * from './insights.ts';
export * from './usage.ts';
export * from './text-rules.ts';
export * from './text-cut.ts';
export * from './csv-cells.ts';
export * from './step-names.ts';
export * from './compliance/blocking.ts';
export * from './compliance/limits.ts';
export * from './compliance/reports.ts';
export * from './compliance/rule-key.ts';
export * from './approval-reminders.ts';
export * from './saved-searches.ts';
// Last: audit.ts reads imports.ts, and listed first it would move the modules it reads ahead in
// the first paint's bundle (a few bytes more, compressed) though the first paint uses none of it.
export * from './audit.ts';
export * from './audit-names.ts';
