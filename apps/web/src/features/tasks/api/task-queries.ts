import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Task, TaskDetail, TaskListResponse } from '@kizuki/shared';
import { PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys } from '../../posts/api/create-post.ts';
import { taskKeys } from './get-tasks.ts';

/** The task tray: the caller's tasks, newest first, 20 at a time. */
export function useTaskList() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...taskKeys.all, 'list'],
      queryFn: ({ pageParam, signal }) =>
        apiFetch<TaskListResponse>('/tasks', {
          query: { limit: PAGE_SIZE, offset: pageParam },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: (last) =>
        last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
    }),
  );
}

export function useTask(id: number) {
  return useQuery({
    queryKey: [...taskKeys.all, 'detail', id],
    queryFn: ({ signal }) => apiFetch<TaskDetail>(`/tasks/${id}`, { signal }),
  });
}

/** Approve, or reject with a reason: tasks, badges and posts change, so all of them reload. */
export function useDecideTask(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { kind: 'approve' } | { kind: 'reject'; reason: string }) =>
      decision.kind === 'approve'
        ? apiFetch<Task>(`/tasks/${id}/approve`, { method: 'POST' })
        : apiFetch<Task>(`/tasks/${id}/reject`, {
            method: 'POST',
            body: { reason: decision.reason },
          }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
      ]);
    },
  });
}
