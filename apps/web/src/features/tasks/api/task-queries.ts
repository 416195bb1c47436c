import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AnswerInquiryBody,
  Inquiry,
  InquiryDetail,
  InquiryListResponse,
  OpenInquiryBody,
  Task,
  TaskDetail,
  TaskListResponse,
  TaskStatus,
  TaskType,
} from '@kizuki/shared';
import { PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys } from '../../posts/api/create-post.ts';
import { taskKeys } from './get-tasks.ts';

/** What the tray asks GET /tasks for, besides the page. */
export interface TaskListParams {
  status?: readonly TaskStatus[];
  type?: readonly TaskType[];
  keyword?: string;
}

function nextOffset(last: { offset: number; total: number; data: unknown[] }) {
  return last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined;
}

/** The task tray: the caller's tasks, newest first, 20 at a time, narrowed as the tray says. */
export function useTaskList(params: TaskListParams = {}) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...taskKeys.all, 'list', params],
      queryFn: ({ pageParam, signal }) =>
        apiFetch<TaskListResponse>('/tasks', {
          query: {
            limit: PAGE_SIZE,
            offset: pageParam,
            status: params.status,
            type: params.type,
            keyword: params.keyword || undefined,
          },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}

export function useTask(id: number) {
  return useQuery({
    queryKey: [...taskKeys.all, 'detail', id],
    queryFn: ({ signal }) => apiFetch<TaskDetail>(`/tasks/${id}`, { signal }),
  });
}

/** Tasks, badges and posts change together, so a decision or an answer reloads all of them. */
function useInvalidateWork() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      queryClient.invalidateQueries({ queryKey: postKeys.all }),
      queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
    ]);
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
  });
}

/** Answer an inquiry with a reply; the key makes a retry after a lost answer harmless. */
export function useAnswerInquiry(taskId: number, idempotencyKey: string) {
  const onSettled = useInvalidateWork();
  return useMutation({
    mutationFn: (body: AnswerInquiryBody) =>
      apiFetch<Task>(`/tasks/${taskId}/answer`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled,
  });
}

export const inquiryKeys = { all: ['inquiries'] as const };

/** /inquiries: the inquiries the caller opened, newest first. */
export function useInquiryList() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...inquiryKeys.all, 'list'],
      queryFn: ({ pageParam, signal }) =>
        apiFetch<InquiryListResponse>('/inquiries', {
          query: { limit: PAGE_SIZE, offset: pageParam },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}

export function useInquiry(id: number) {
  return useQuery({
    queryKey: [...inquiryKeys.all, 'detail', id],
    queryFn: ({ signal }) => apiFetch<InquiryDetail>(`/inquiries/${id}`, { signal }),
  });
}

/** Open an inquiry about a post; the key makes a retry harmless. */
export function useOpenInquiry(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenInquiryBody) =>
      apiFetch<Inquiry>('/inquiries', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
