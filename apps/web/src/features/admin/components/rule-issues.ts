import type { FieldIssueCode, ScreenRule } from '@kizuki/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalIssues } from '../../../lib/refusal.ts';

/** The problems of a rule the admin's words say themselves (the rest are told as the server says). */
const WORDED: readonly FieldIssueCode[] = [
  'invalidPattern',
  'slowPattern',
  'patternMemory',
  'slowTable',
  'slowOnText',
];

/**
 * The server's problems with a table, in the admin's words: which rule (by id), which part of it
 * (its pattern, its terms, an exception's line) and what is wrong, worded from the issue's code.
 * Empty when the error is not such a refusal.
 */
export function ruleIssuesOf(error: unknown, rules: readonly ScreenRule[], t: TFunction): string[] {
  if (!(error instanceof ApiError) || error.code !== 'validation') return [];
  return refusalIssues(error).map((issue) => {
    const [, index, part, line] = /^body\.rules(?:\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?)?/.exec(
      issue.field,
    ) ?? [undefined, undefined, undefined, undefined];
    const rule = index === undefined ? undefined : rules[Number(index)];
    const what =
      issue.code && WORDED.includes(issue.code)
        ? t(`admin>>ruleIssues>>${issue.code}`, {
            detail: issue.message.replace(/^is not a valid pattern: /, ''),
          })
        : issue.message;
    if (!rule) return what;
    const where = part
      ? t(`admin>>ruleIssues>>parts>>${part}`, { line: Number(line ?? 0) + 1 })
      : '';
    return `${rule.id}${where ? ` · ${where}` : ''}: ${what}`;
  });
}
