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
} from '@kizuki/shared';
import { PAGE_SIZE } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateWork } from '../../../lib/invalidate-work.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { inquiryKeys } from '../../../lib/query-keys.ts';

/**
 * /inquiries: the inquiries the caller opened, newest first; or, for pmo-approver and hq,
 * everyone's of the unit.
 */
export function useInquiryList(scope: 'mine' | 'everyone' = 'mine') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: inquiryKeys.list(scope),
      queryFn: ({ pageParam, signal }) =>
        apiFetch<InquiryListResponse>('/inquiries', {
          query: { limit: PAGE_SIZE, offset: pageParam, scope },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: nextOffset,
    }),
  );
}

export function useInquiry(id: number) {
  return useQuery({
    queryKey: inquiryKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<InquiryDetail>(`/inquiries/${id}`, { signal }),
    meta: { notFoundInPlace: true },
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
    meta: { explainsRefusals: true },
  });
}

/** Answer an inquiry (its task) with a reply; the key makes a retry after a lost answer harmless. */
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
    meta: { explainsRefusals: true },
  });
}
