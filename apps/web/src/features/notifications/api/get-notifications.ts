import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@kizuki/shared';
import { POLL_INTERVAL_MS } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

/** SPEC.md section 7: GET /notifications every 30 seconds while signed in; its errors are silent. */
function notificationsPollQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.poll(),
    queryFn: ({ signal }) => apiFetch<NotificationListResponse>('/notifications', { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    retry: false,
    meta: { ignoreErrors: true },
  });
}

/** `enabled`: the badges wait for the first screen (use-badge-counts.ts). */
export function useNotificationsPoll(enabled: boolean) {
  return useQuery({ ...notificationsPollQueryOptions(), enabled });
}
