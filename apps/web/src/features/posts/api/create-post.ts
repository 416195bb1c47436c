import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody, Post } from '@kizuki/shared';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { postKeys } from '../../../lib/query-keys.ts';
// Static, not on demand: the composer that needs it may be the one open when the connection goes.
import { keepForLater } from '../../../lib/outbox/outbox.ts';

/** The post could not reach the server: it waits in the device's outbox (issue 23). */
export interface KeptOffline {
  keptOffline: true;
}

export function isKeptOffline(result: Post | KeptOffline): result is KeptOffline {
  return 'keptOffline' in result;
}

/**
 * POST /posts with an Idempotency-Key that stays the same for one composed post, so a retry after a
 * lost answer cannot post twice. Without a connection (or with the answer lost on the way) the
 * post is kept in the outbox with that key, and sent from there when the connection returns.
 */
export function useCreatePost(idempotencyKey: string) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: async (body: CreatePostBody): Promise<Post | KeptOffline> => {
      try {
        return await apiFetch<Post>('/posts', {
          method: 'POST',
          body,
          headers: { 'idempotency-key': idempotencyKey },
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'network') throw error;
        // Kept only if it can be: without IndexedDB the failure shows as before.
        await keepForLater(user.id, idempotencyKey, body).catch((notKept: unknown) => {
          console.error('the post could not be kept on the device', notKept);
          throw error;
        });
        return { keptOffline: true };
      }
    },
    onSuccess: (result) => {
      if (isKeptOffline(result)) return;
      return queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
    // Offline too: TanStack Query would hold the call until the connection returns (with the
    // composer open and waiting); tried now, it fails at once and the post goes to the outbox.
    networkMode: 'always',
    meta: { explainsRefusals: true },
  });
}
