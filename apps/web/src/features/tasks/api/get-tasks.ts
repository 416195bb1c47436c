import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskListResponse } from '@kizuki/shared';
import { POLL_INTERVAL_MS } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { taskKeys } from '../../../lib/query-keys.ts';

/** SPEC.md section 7: GET /tasks every 30 seconds while signed in; its errors are silent. */
export function tasksPollQueryOptions() {
  return queryOptions({
    queryKey: taskKeys.poll(),
    queryFn: ({ signal }) => apiFetch<TaskListResponse>('/tasks', { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    retry: false,
    meta: { ignoreErrors: true },
  });
}

export function useTasksPoll() {
  return useQuery(tasksPollQueryOptions());
}
