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
import type { Post, PostDetail, PostListResponse, UnreadCount } from '@kizuki/shared';
import { PAGE_SIZE, POLL_INTERVAL_MS, postListConditionsQuery } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { refetchUnlessJustAskedAtStart } from '../../../lib/start-prefetch.ts';
import { postKeys, type PostListParams } from '../../../lib/query-keys.ts';

/** The query string of GET /posts (and its export): the conditions in their query form, the rest as it is. */
export function listQuery({ keyword, sort, filters, mine, ...which }: PostListParams) {
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

export function usePostList(params: PostListParams) {
  return useInfiniteQuery({
    ...postListQueryOptions(params),
    refetchOnMount: refetchUnlessJustAskedAtStart,
  });
}

/** GET /posts/{id}: the post, with the names its classification needs (issue 40). */
export function postDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<PostDetail>(`/posts/${id}`, { signal }),
    meta: { notFoundInPlace: true },
  });
}

export function usePost(id: number) {
  return useQuery({ ...postDetailQueryOptions(id), refetchOnMount: refetchUnlessJustAskedAtStart });
}

/**
 * The Home badge: polled with the other badges every 30 seconds; its errors are silent.
 * `enabled`: the badges wait for the first screen (use-badge-counts.ts).
 */
export function useUnreadCountPoll(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: postKeys.unread(),
    queryFn: ({ signal }) => apiFetch<UnreadCount>('/posts/unread-count', { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    retry: false,
    meta: { ignoreErrors: true },
  });
}

/** Applies a change to a post wherever it is cached: lists, its detail, and quotes of it. */
export function updateCachedPost(queryClient: QueryClient, id: number, change: Partial<Post>) {
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
