import { ApiError } from '../../../lib/api-client.ts';

/**
 * The form field a refusal names (a 400's details, a 409's details.field), when it is one of the
 * form's `fields`: where the dialog shows why, beside what was typed.
 */
export function refusedField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details as { field?: string } | { field?: string }[] | undefined;
  const field = (Array.isArray(details) ? details[0]?.field : details?.field)?.replace(
    /^body\./,
    '',
  );
  // A list's element names its list ("synonyms.2": the synonyms).
  return fields.find((one) => one === field || field?.startsWith(`${one}.`)) ?? null;
}
