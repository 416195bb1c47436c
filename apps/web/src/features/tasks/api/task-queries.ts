import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type {
  ContentReport,
  ResolveReportBody,
  Task,
  TaskDetail,
  TaskListResponse,
} from '@kizuki/shared';
import { PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { useInvalidateWork } from '../../../lib/invalidate-work.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { taskKeys, type TaskListParams } from '../../../lib/query-keys.ts';

/** The task tray: the caller's tasks, newest first, 20 at a time, narrowed as the tray says. */
/** The query string of GET /tasks (and its export) for the tray's choices, besides the page. */
const taskListQuery = (params: TaskListParams) => ({
  status: params.status,
  type: params.type,
  keyword: params.keyword || undefined,
});

export function useTaskList(params: TaskListParams = {}) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: taskKeys.list(params),
      queryFn: ({ pageParam, signal }) =>
        apiFetch<TaskListResponse>('/tasks', {
          query: { limit: PAGE_SIZE, offset: pageParam, ...taskListQuery(params) },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}

/** GET /tasks/export.csv: the tray for the same choices as its list, as a CSV file the browser saves. */
export function exportTaskList(params: TaskListParams, lang: string) {
  return apiDownload('/tasks/export.csv', {
    query: { ...taskListQuery(params), lang },
    fallbackName: 'kizuki-tasks.csv',
  });
}

export function useTask(id: number) {
  return useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<TaskDetail>(`/tasks/${id}`, { signal }),
    meta: { notFoundInPlace: true },
  });
}

/** Approve, or reject with a reason. */
export function useDecideTask(id: number) {
  const onSettled = useInvalidateWork();
  return useMutation({
    mutationFn: (decision: { kind: 'approve' } | { kind: 'reject'; reason: string }) =>
      decision.kind === 'approve'
        ? apiFetch<Task>(`/tasks/${id}/approve`, { method: 'POST' })
        : apiFetch<Task>(`/tasks/${id}/reject`, {
            method: 'POST',
            body: { reason: decision.reason },
          }),
    onSettled,
    meta: { explainsRefusals: true },
  });
}

/** A safety case handled, or a report seen to by a safety contact: the task done. */
export function useCompleteTask(id: number) {
  const onSettled = useInvalidateWork();
  return useMutation({
    mutationFn: () => apiFetch<Task>(`/tasks/${id}/complete`, { method: 'POST' }),
    onSettled,
    meta: { explainsRefusals: true },
  });
}

/** An admin dismisses a report, or unpublishes the post it is about. */
export function useResolveReport(reportId: number) {
  const onSettled = useInvalidateWork();
  return useMutation({
    mutationFn: (body: ResolveReportBody) =>
      apiFetch<ContentReport>(`/reports/${reportId}/resolve`, { method: 'POST', body }),
    onSettled,
    meta: { explainsRefusals: true },
  });
}
