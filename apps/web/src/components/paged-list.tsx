import { Box, Stack } from '@mui/material';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawnInSlices } from '../lib/hooks/use-drawn-in-slices.ts';
import { EmptyState } from './empty-state.tsx';
import { InlineError } from './inline-error.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { PlainButton } from './plain-button.tsx';

/**
 * A list that pages (tasks, inquiries, notices): a skeleton while the first page loads, an error
 * with retry, the empty state, the items, and "show more".
 */
export function PagedList<T>({
  list,
  empty,
  renderItem,
}: {
  list: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  empty: { icon: ReactNode; title: string; body: string };
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { drawn: data, drawingFirst } = useDrawnInSlices(list.data);
  const items = data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box component="section" sx={{ pt: 1 }} aria-busy={list.isPending || drawingFirst}>
      {list.isPending || drawingFirst ? (
        <ListSkeleton />
      ) : list.isError ? (
        <Box sx={{ px: 2 }}>
          <InlineError message={t('lists>>loadFailed')} onRetry={() => void list.refetch()} />
        </Box>
      ) : items.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <Stack spacing={1} sx={{ px: 2 }}>
          {items.map(renderItem)}
          {list.hasNextPage && (
            <PlainButton onClick={() => void list.fetchNextPage()}>
              {t('post>>moreReplies')}
            </PlainButton>
          )}
        </Stack>
      )}
    </Box>
  );
}
