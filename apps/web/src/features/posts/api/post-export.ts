import { apiDownload } from '../../../lib/api-download.ts';
import type { PostListParams } from '../../../lib/query-keys.ts';
import { listQuery } from './posts-queries.ts';

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
