/**
 * Why a reader reports published content (PRODUCT.md, rollout decisions), in the order a reader
 * is offered them; zod-free, for the web app's dialog and the schema alike. Every report carries
 * a comment (required whatever the reason), so "other" always says what it is.
 */
export const REPORT_REASONS = [
  'adverseEvent',
  'identifiers',
  'ownCompanyInformation',
  'defamation',
  /** Anything else: the reporter's comment says what (issue 39). */
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
