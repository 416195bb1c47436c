import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskListResponse } from '@kizuki/shared';
import { POLL_INTERVAL_MS } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { taskKeys } from '../../../lib/query-keys.ts';

/**
 * The task poll's answer, with its poll version (the ETag): it moves whenever anything the user's
 * polls show changes, the user's own record included (a role an admin changed, issue 20).
 */
type TasksPoll = TaskListResponse & { pollVersion: string | null };

/** SPEC.md section 7: GET /tasks every 30 seconds while signed in; its errors are silent. */
function tasksPollQueryOptions() {
  return queryOptions({
    queryKey: taskKeys.poll(),
    queryFn: async ({ signal }): Promise<TasksPoll> => {
      let pollVersion: string | null = null;
      const list = await apiFetch<TaskListResponse>('/tasks', {
        signal,
        onResponse: (response) => (pollVersion = response.headers.get('etag')),
      });
      return { ...list, pollVersion };
    },
    refetchInterval: POLL_INTERVAL_MS,
    retry: false,
    meta: { ignoreErrors: true },
  });
}

/** `enabled`: the badges wait for the first screen (use-badge-counts.ts). */
export function useTasksPoll(enabled: boolean) {
  return useQuery({ ...tasksPollQueryOptions(), enabled });
}
