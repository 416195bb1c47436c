import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, User } from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';

/** SPEC.md section 7: GET /users?email= — the first element is the user; an empty list, not registered. */
function currentUserQueryOptions(email: string) {
  return queryOptions({
    queryKey: userKeys.byEmail(email),
    queryFn: async ({ signal }) => {
      const list = await apiFetch<ListResponse<User>>('/users', { query: { email }, signal });
      return list.data[0] ?? null;
    },
    staleTime: 5 * 60_000,
    retry: false,
    // The session gate turns a failure into the error page itself.
    meta: { ignoreErrors: true },
  });
}

export function useCurrentUserQuery(email: string) {
  return useQuery(currentUserQueryOptions(email));
}
