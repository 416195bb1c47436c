import { refusalIssues } from '../../../lib/refusal.ts';

/**
 * The message of a change to a person the server refuses for the unit's sake (issue 42: told by
 * the refusal's code, not by its status): it would leave the unit without an active admin, or an
 * admin would deactivate themself or take away their own rights. Null for any other refusal.
 */
export function peopleRefusalKey(
  error: unknown,
): 'admin>>people>>lastAdmin' | 'admin>>people>>ownAccount' | null {
  const codes = refusalIssues(error).map((issue) => issue.code);
  if (codes.includes('lastAdmin')) return 'admin>>people>>lastAdmin';
  return codes.includes('ownAccount') ? 'admin>>people>>ownAccount' : null;
}
