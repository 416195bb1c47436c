import type { FieldIssue, FieldIssueCode } from '@kizuki/shared';
import { ApiError } from './api-client.ts';

/**
 * The one reading of a refusal's details (issue 42): the issues a 400 or a 409 names
 * (`FieldIssue[]`, shared with the server), so that no screen casts `details` or guesses what a
 * status means. None for any other error.
 */
export function refusalIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as { field?: unknown }).field === 'string',
  );
}

/** The part of the form an issue is about: `body.synonyms.2` is `synonyms`' second. */
const formFieldOf = (issue: FieldIssue) => issue.field.replace(/^body\./, '');

/**
 * The first issue about the form's `field` (a list's element counts for its list), and of `code`
 * when one is given: "is this refusal the code being taken?".
 */
export function refusalOf(
  error: unknown,
  field: string,
  code?: FieldIssueCode,
): FieldIssue | undefined {
  return refusalIssues(error).find((issue) => {
    const named = formFieldOf(issue);
    return (named === field || named.startsWith(`${field}.`)) && (!code || issue.code === code);
  });
}

/**
 * The form field a refusal names, when it is one of the form's `fields`: where the dialog shows
 * why, beside what was typed.
 */
export function refusedField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field | null {
  return fields.find((field) => refusalOf(error, field)) ?? null;
}
