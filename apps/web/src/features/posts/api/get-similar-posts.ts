import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Post } from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { postKeys } from '../../../lib/query-keys.ts';

/** Fewer characters than this say too little to compare. */
const SIMILAR_MIN_LENGTH = 4;

function similarPostsQueryOptions(text: string) {
  return queryOptions({
    queryKey: postKeys.similar(text),
    queryFn: ({ signal }) =>
      apiFetch<ListResponse<Post>>('/posts/similar', { query: { text }, signal }),
    enabled: text.trim().length >= SIMILAR_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { ignoreErrors: true },
  });
}

export function useSimilarPosts(text: string) {
  return useQuery(similarPostsQueryOptions(text));
}
