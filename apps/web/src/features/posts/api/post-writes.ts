import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, ReactionKind, ReactionState, UpdateDraftBody } from '@kizuki/shared';
import type { PostAction } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys, taskKeys } from '../../../lib/query-keys.ts';
import { updateCachedPost } from './posts-queries.ts';

/*
 * What a post's page and the composer change (reactions, drafts, the lifecycle's actions): apart
 * from posts-queries.ts, which the timeline's first paint loads (issue 40).
 */

/** PUT or DELETE /posts/{id}/reactions/{kind} (idempotent both ways); the answer updates the caches. */
export function useReaction(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: ReactionKind; on: boolean }) =>
      apiFetch<ReactionState>(`/posts/${postId}/reactions/${kind}`, {
        method: on ? 'PUT' : 'DELETE',
      }),
    onSuccess: (state) => {
      updateCachedPost(queryClient, postId, {
        counts: state.counts,
        myReactions: state.myReactions,
      });
    },
  });
}

/** POST /posts/{id}/submit: a draft (a returned one too) goes to review or is published. */
export function useSubmitDraft(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Post>(`/posts/${postId}/submit`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
    meta: { explainsRefusals: true },
  });
}

/**
 * Saves changes to one of the caller's drafts (PATCH), then, when asked, submits it: the edit and
 * resubmit of a returned draft (PRODUCT.md). The PATCH is idempotent by nature; the submit is
 * refused with 409 if it already went through, which the caller shows as done.
 */
export function useUpdateDraft(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, submit }: { change: UpdateDraftBody; submit: boolean }) => {
      const saved = await apiFetch<Post>(`/posts/${postId}`, { method: 'PATCH', body: change });
      return submit ? apiFetch<Post>(`/posts/${postId}/submit`, { method: 'POST' }) : saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
    meta: { explainsRefusals: true },
  });
}

/** Unpublish, archive or delete a post (PRODUCT.md's lifecycle); repeating one is harmless. */
export function usePostAction(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PostAction) =>
      action === 'delete'
        ? apiFetch<undefined>(`/posts/${postId}`, { method: 'DELETE' })
        : apiFetch<Post>(`/posts/${postId}/${action}`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      ]),
    meta: { explainsRefusals: true },
  });
}
