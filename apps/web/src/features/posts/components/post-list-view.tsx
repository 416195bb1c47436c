import { Box, Stack } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { Post } from '@kizuki/shared';
import type { ReactNode, Ref } from 'react';
import { memo, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { countFilters } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { PlainButton } from '../../../components/plain-button.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useListPreferences, type ListName } from '../../../lib/list-preferences.ts';
import type { PostListParams } from '../../../lib/query-keys.ts';
import { usePostList } from '../api/posts-queries.ts';
import { useReadOnScrollPast } from './use-read-on-scroll-past.ts';
import { PostCard } from './post-card.tsx';
import { useCardsToDraw } from './use-cards-to-draw.ts';

/** The cards: memoised, so a pass that only changes the list's state around them skips them. */
const PostCards = memo(function PostCards({
  posts,
  listRef,
}: {
  posts: Post[];
  listRef: Ref<HTMLDivElement>;
}) {
  return (
    <Stack ref={listRef} spacing={1} sx={{ px: 2 }}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </Stack>
  );
});

/**
 * A list of posts as SPEC.md section 3 describes lists: the list's kept keyword, filters and sort,
 * 20 at a time with the next page loaded as the end comes into view, a skeleton while loading, an
 * empty state, and an error with retry.
 */
export function PostListView({
  list,
  params,
  empty,
  header,
}: {
  list: ListName;
  /** What the list is, besides the user's keyword, filters and sort. */
  params: PostListParams;
  empty: { icon: ReactNode; title: string; body?: string };
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  const [preferences] = useListPreferences(list);
  const query = usePostList({ ...params, ...preferences });
  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const firstPage = query.data?.pages[0];
  const isFiltered = preferences.keyword.trim() !== '' || countFilters(preferences.filters) > 0;
  const cards = useCardsToDraw(posts.length);
  const shownPosts = useMemo(() => posts.slice(0, cards.shown), [posts, cards.shown]);
  // Cards that arrive are drawn in an interruptible pass (the query's update is synchronous); the
  // skeleton stays until the first ones are drawn (issue 40).
  const drawnPosts = useDeferredValue(shownPosts);
  const drawingFirst = drawnPosts.length === 0 && shownPosts.length > 0;
  /** The cards on the screen are the ones the list has: the end marker is where it will stay. */
  const caughtUp = drawnPosts === shownPosts;

  const endRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const end = endRef.current;
    // Not before the whole page is drawn: the end would seem in view under the first cards (and
    // is not on the screen at all while the first cards are being drawn).
    if (!end || !hasNextPage || !cards.all || !caughtUp) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      // Start loading a screen ahead, so scrolling rarely waits.
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, cards.all, caughtUp]);

  const listRef = useReadOnScrollPast(drawnPosts);

  return (
    <Box
      component="section"
      aria-busy={query.isPending || drawingFirst || isFetchingNextPage || !cards.all}
    >
      {header}
      {query.isPending || drawingFirst ? (
        <ListSkeleton />
      ) : query.isError && posts.length === 0 ? (
        <Box sx={{ px: 2 }}>
          <InlineError message={t('lists>>loadFailed')} onRetry={() => void query.refetch()} />
        </Box>
      ) : posts.length === 0 ? (
        isFiltered ? (
          <EmptyState
            icon={<SearchOffOutlined />}
            title={t('lists>>noMatches')}
            body={t('lists>>noMatchesBody')}
          />
        ) : (
          <EmptyState icon={empty.icon} title={empty.title} body={empty.body} />
        )
      ) : (
        <>
          <Box
            component="p"
            aria-live="polite"
            sx={{ px: 2, my: 0.5, typography: 'caption', color: 'text.secondary' }}
          >
            {firstPage?.totalIsLowerBound
              ? t('lists>>totalAtLeast', { count: firstPage.total })
              : t('lists>>total', { count: firstPage?.total ?? 0 })}
          </Box>
          <PostCards listRef={listRef} posts={drawnPosts} />
          <Box ref={endRef} sx={{ py: 1 }}>
            {isFetchingNextPage && <ListSkeleton count={1} />}
            {query.isFetchNextPageError && (
              <Box sx={{ textAlign: 'center' }}>
                <PlainButton onClick={() => void fetchNextPage()}>
                  {t('lists>>loadMoreFailed')}
                </PlainButton>
              </Box>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
