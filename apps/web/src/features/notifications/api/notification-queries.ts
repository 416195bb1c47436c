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
import { notificationKeys } from './get-notifications.ts';

/** The notices list: newest first, 20 at a time, narrowed by the list's own keyword. */
export function useNotificationList(keyword: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...notificationKeys.all, 'list', keyword],
      queryFn: ({ pageParam, signal }) =>
        apiFetch<NotificationListResponse>('/notifications', {
          query: { limit: PAGE_SIZE, offset: pageParam, keyword: keyword || undefined },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: (last) =>
        last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
    }),
  );
}

export function useNotification(id: number) {
  return useQuery({
    queryKey: [...notificationKeys.all, 'detail', id],
    queryFn: ({ signal }) => apiFetch<Notification>(`/notifications/${id}`, { signal }),
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
  });
}
