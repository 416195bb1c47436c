import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Post,
  PostDetail,
  PostListResponse,
  ReactionKind,
  ReactionState,
  UnreadCount,
  UpdateDraftBody,
} from '@kizuki/shared';
import {
  PAGE_SIZE,
  POLL_INTERVAL_MS,
  postListConditionsQuery,
  type PostAction,
} from '@kizuki/shared/rules';
import { apiDownload, apiFetch } from '../../../lib/api-client.ts';
import { postKeys, taskKeys, type PostListParams } from '../../../lib/query-keys.ts';
import { recordUsage } from '../../../lib/record-usage.ts';

/** The query string of GET /posts: the conditions in their query form, the rest as it is. */
function listQuery({ keyword, sort, filters, mine, ...which }: PostListParams) {
  return {
    ...which,
    ...postListConditionsQuery({ keyword, sort, filters }),
    mine: mine ? 'true' : undefined,
  };
}

/** GET /posts, 20 at a time: the next page starts where the loaded ones end (SPEC.md section 9). */
export function postListQueryOptions(params: PostListParams) {
  return infiniteQueryOptions({
    queryKey: postKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PostListResponse>('/posts', {
        query: { ...listQuery(params), limit: PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    // Beyond the capped total, a full page means there may be more.
    getNextPageParam: (last) =>
      (
        last.totalIsLowerBound
          ? last.data.length === last.limit
          : last.offset + last.data.length < last.total
      )
        ? last.offset + last.data.length
        : undefined,
  });
}

/**
 * GET /posts/export.csv: the list for the same conditions as GET /posts (the same query), every
 * post of it, as a CSV file the browser saves; named in the language the user reads.
 */
export function exportPostList(params: PostListParams, lang: string) {
  return apiDownload('/posts/export.csv', {
    query: { ...listQuery(params), lang },
    fallbackName: 'kizuki-posts.csv',
  });
}

export function usePostList(params: PostListParams) {
  return useInfiniteQuery(postListQueryOptions(params));
}

export function usePost(id: number) {
  return useQuery(
    queryOptions({
      queryKey: postKeys.detail(id),
      queryFn: ({ signal }) => apiFetch<PostDetail>(`/posts/${id}`, { signal }),
      meta: { notFoundInPlace: true },
    }),
  );
}

/** The Home badge: polled with the other badges every 30 seconds; its errors are silent. */
export function useUnreadCountPoll() {
  return useQuery({
    queryKey: postKeys.unread(),
    queryFn: ({ signal }) => apiFetch<UnreadCount>('/posts/unread-count', { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    retry: false,
    meta: { ignoreErrors: true },
  });
}

/** Applies a change to a post wherever it is cached: lists, its detail, and quotes of it. */
function updateCachedPost(queryClient: QueryClient, id: number, change: Partial<Post>) {
  queryClient.setQueriesData<InfiniteData<PostListResponse>>(
    { queryKey: postKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.map((post) => (post.id === id ? { ...post, ...change } : post)),
        })),
      },
  );
  queryClient.setQueryData<PostDetail>(postKeys.detail(id), (post) =>
    post ? { ...post, ...change } : post,
  );
}

/**
 * PUT /posts/reads for posts opened or scrolled past: idempotent on the server, so a repeat is
 * harmless. The answer is the new unread count, which the Home badge shows at once.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postIds: number[]) =>
      apiFetch<UnreadCount>('/posts/reads', { method: 'PUT', body: { postIds } }),
    onSuccess: (unread, postIds) => {
      queryClient.setQueryData(postKeys.unread(), unread);
      for (const id of postIds) updateCachedPost(queryClient, id, { isRead: true });
    },
    meta: { ignoreErrors: true },
  });
}

/** PUT or DELETE /posts/{id}/reactions/{kind} (idempotent both ways); the answer updates the caches. */
export function useReaction(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: ReactionKind; on: boolean }) =>
      apiFetch<ReactionState>(`/posts/${postId}/reactions/${kind}`, {
        method: on ? 'PUT' : 'DELETE',
      }),
    onSuccess: (state, { on }) => {
      if (on) recordUsage('reaction');
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
    onSuccess: (post) => recordUsage(post.kind === 'reply' ? 'reply' : 'post'),
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
