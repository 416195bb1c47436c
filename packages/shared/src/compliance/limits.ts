/**
 * The limits of the compliance guard's forms, zod-free (issue 42): the schemas
 * (schemas/compliance.ts) and the screens (the safety case, the report, the redaction, the rule
 * dialog, the test bench) read the same numbers; schemas/limits.test.ts checks each schema's.
 */

/** The most rules a table may hold (the built-in one has 67, rules v25). */
export const MAX_SCREEN_RULES = 200;
/** A pre-screen rule's id: stable, short, lower case (findings are logged by it). */
export const RULE_ID_MAX = 80;
export const RULE_ID_PATTERN = /^[a-z0-9][a-z0-9.-]*$/;
/** RegExp flags a rule may carry: any of i, m, s and u, each once. */
export const RULE_FLAGS_PATTERN = /^(?!.*(.).*\1)[imsu]*$/;
/** A rule's message to the writer, in each language. */
export const RULE_MESSAGE_MAX = 200;
/** A rule's pattern or an exception phrase (RegExp sources). */
export const RULE_PATTERN_MAX = 4000;
/** A rule's plain terms: each, and how many. */
export const RULE_TERM_MAX = 100;
export const RULE_TERMS_MAX = 500;
export const RULE_EXCEPTIONS_MAX = 50;

/** A safety case's product and what happened. */
export const SAFETY_CASE_PRODUCT_MAX = 200;
export const SAFETY_CASE_TEXT_MAX = 1000;
/** The oldest day 0 a case may give: the clock starts when the company learns, so it is recent. */
export const LEARNT_AT_OLDEST_DAYS = 365;
/** How far the clocks of a phone and the server may disagree about "now". */
export const LEARNT_AT_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** What is wrong with a case's day 0 given `now`: in the future, over a year ago, or nothing. */
export function learntAtProblem(learntAt: Date, now: Date): 'future' | 'tooOld' | null {
  if (Number.isNaN(learntAt.getTime())) return 'future';
  if (learntAt.getTime() > now.getTime() + LEARNT_AT_CLOCK_SKEW_MS) return 'future';
  const oldest = now.getTime() - LEARNT_AT_OLDEST_DAYS * 24 * 60 * 60 * 1000;
  return learntAt.getTime() < oldest ? 'tooOld' : null;
}

/** A reader's comment on a report, and an admin's reason for a redaction. */
export const REPORT_COMMENT_MAX = 500;
export const REDACTION_REASON_MAX = 500;
