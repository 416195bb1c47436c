import type { ImportLineError, ImportProblem } from '@kizuki/shared';
import type { z } from 'zod';

/** The English of each problem, for the command line and the API's `message`. */
const ENGLISH: Record<ImportProblem, (params: Record<string, string>) => string> = {
  unreadable: ({ detail }) => `the file cannot be read here: ${detail}`,
  empty: () => 'the file is empty (not even a header row)',
  columnTwice: ({ column }) => `the column "${column}" is named twice`,
  missingColumns: ({ columns }) => `missing columns: ${columns}`,
  required: () => 'is required',
  notOneOf: ({ options }) => `must be one of ${options}`,
  tooSmall: ({ min }) => `must be at least ${min}`,
  tooLarge: ({ max }) => `must be at most ${max}`,
  notAnInteger: () => 'must be a whole number',
  notAnEmail: () => 'must be an e-mail address',
  notAColour: () => 'must be a colour like #1e88e5',
  invalid: () => 'is not valid',
  duplicateLine: ({ first }) => `duplicates line ${first}`,
  otherUnit: ({ unit }) => `must be ${unit}, your business unit`,
  unknownOrganization: ({ code, unit }) => `no organization "${code}" in ${unit}`,
  retiredOrganization: ({ code }) => `the organization "${code}" is retired`,
  unknownDiseaseGroup: ({ code, unit }) => `no disease group "${code}" in ${unit}`,
  notASubGroup: ({ unit, options }) => `must be one of ${unit}'s sub-groups (${options})`,
  subGroupHeld: ({ id, holder }) => `${id} is the sub-group of the disease group "${holder}"`,
  synonymTaken: ({ synonym, holder }) => `"${synonym}" is already a name of the item "${holder}"`,
  changeInPeopleList: () =>
    "change an existing person's role, organization or admin flag in the people list",
};

/** A problem of a line without its line number: what checks return. */
export type Problem = Omit<ImportLineError, 'line'>;

export function problem(
  field: string | null,
  code: ImportProblem,
  params: Record<string, string | number> = {},
): Problem {
  const texts = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  );
  const words = ENGLISH[code](texts);
  return { field, problem: code, params: texts, message: field ? `${field}: ${words}` : words };
}

export const atLine = (line: number, found: Problem): ImportLineError => ({ line, ...found });

/** A zod issue of a line's field, as a problem a screen can word; `record`: the line as read. */
export function problemOfIssue(issue: z.core.$ZodIssue, record: Record<string, string>): Problem {
  const field = issue.path.length > 0 ? issue.path.join('.') : null;
  const value = field === null ? undefined : record[field];
  switch (issue.code) {
    case 'invalid_value':
      // A yes/no column also takes an empty cell; the options say the words.
      return problem(field, 'notOneOf', {
        options: issue.values
          .map(String)
          .filter((value) => value !== '')
          .join(', '),
      });
    case 'too_small':
      return issue.origin === 'string'
        ? problem(field, 'required')
        : problem(field, 'tooSmall', { min: String(issue.minimum) });
    case 'too_big':
      return problem(field, 'tooLarge', { max: String(issue.maximum) });
    case 'invalid_type':
      return value === undefined || value.trim() === ''
        ? problem(field, 'required')
        : problem(field, ['int', 'number'].includes(issue.expected) ? 'notAnInteger' : 'invalid');
    case 'invalid_format':
      return problem(field, issue.format === 'email' ? 'notAnEmail' : 'invalid');
    case 'custom':
      return problem(field, issue.params?.['problem'] === 'notAColour' ? 'notAColour' : 'invalid');
    default:
      return problem(field, 'invalid');
  }
}
