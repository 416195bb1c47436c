/**
 * Why a reader reports published content (PRODUCT.md, rollout decisions), in the order a reader
 * is offered them; zod-free, for the web app's dialog and the schema alike.
 */
export const REPORT_REASONS = [
  'adverseEvent',
  'identifiers',
  'ownCompanyInformation',
  'defamation',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
