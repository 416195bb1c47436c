import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody, Post } from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys } from '../../../lib/query-keys.ts';
import { recordUsage } from '../../../lib/record-usage.ts';

/**
 * POST /posts with an Idempotency-Key that stays the same for one composed post, so a retry after a
 * lost answer cannot post twice.
 */
export function useCreatePost(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) =>
      apiFetch<Post>('/posts', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSuccess: (post, body) => {
      if (body.submit) recordUsage(post.kind === 'reply' ? 'reply' : 'post');
      return queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
    meta: { explainsRefusals: true },
  });
}
