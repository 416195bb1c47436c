import type { ScreenRule } from '../schemas/compliance.ts';

/** An object with its keys in one order and nothing undefined, arrays as they are. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, inner]) => [key, sortedKeys(inner)]),
  );
}

/**
 * A pre-screen rule as one string: two rules are the same rule when their keys are (issue 42: the
 * rule dialog and the server each had a definition of their own). Whatever the order of its keys
 * (jsonb gives them back in an order of its own), of its flags and of its composers, with an
 * empty list or flag string as none and the default exception scope written out where there are
 * exceptions (and none without them).
 */
export function screenRuleKey(rule: ScreenRule): string {
  const hasExceptions = (rule.exceptions?.length ?? 0) > 0;
  return JSON.stringify(
    sortedKeys({
      ...rule,
      terms: rule.terms?.length ? rule.terms : undefined,
      flags: rule.flags ? [...rule.flags].sort().join('') : undefined,
      exceptions: hasExceptions ? rule.exceptions : undefined,
      exceptionScope: hasExceptions ? (rule.exceptionScope ?? 'sentence') : undefined,
      kinds: rule.kinds?.length ? [...rule.kinds].sort() : undefined,
    }),
  );
}
