import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Notification, NotificationListResponse } from '@kizuki/shared';
import { PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

/** The notices list: newest first, 20 at a time, narrowed by the list's own keyword. */
export function useNotificationList(keyword: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationKeys.list(keyword),
      queryFn: ({ pageParam, signal }) =>
        apiFetch<NotificationListResponse>('/notifications', {
          query: { limit: PAGE_SIZE, offset: pageParam, keyword: keyword || undefined },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}

export function useNotification(id: number) {
  return useQuery({
    queryKey: notificationKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Notification>(`/notifications/${id}`, { signal }),
    meta: { notFoundInPlace: true },
  });
}

/** Marks one notification read (id) or all (null); the badge and the lists follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      apiFetch<{ unreadCount: number }>(
        id === null ? '/notifications/read' : `/notifications/${id}/read`,
        { method: 'PUT' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    meta: { explainsRefusals: true },
  });
}
