import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContentReport,
  CreateRedactionBody,
  CreateReportBody,
  Redaction,
} from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys, taskKeys } from '../../../lib/query-keys.ts';
import { complianceKeys } from '../../../lib/compliance/compliance-keys.ts';

/**
 * POST /posts/{id}/reports: a reader reports published content. One Idempotency-Key per dialog;
 * the same reason again answers the first report (200), which the dialog treats as sent.
 */
export function useReportPost(postId: number, idempotencyKey: string) {
  return useMutation({
    mutationFn: (body: CreateReportBody) =>
      apiFetch<ContentReport>(`/posts/${postId}/reports`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    meta: { explainsRefusals: true },
  });
}

/** POST /posts/{id}/redactions (admins): a passage, or the whole text, removed everywhere. */
export function useRedactPost(postId: number, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRedactionBody) =>
      apiFetch<Redaction>(`/posts/${postId}/redactions`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => {
      // The screens kept in memory hold the text as it was: it is gone now.
      queryClient.removeQueries({ queryKey: [...complianceKeys.all, 'screen'] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      ]);
    },
    meta: { explainsRefusals: true },
  });
}
