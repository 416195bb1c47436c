import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { Task } from '@kizuki/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { PlainButton } from '../../../components/plain-button.tsx';
import { PostListSkeleton } from '../../posts/components/post-list-view.tsx';
import { DueLabel } from './due-label.tsx';

/**
 * A task or an inquiry in a list: what it is, its due text or state, the question (inquiries) and
 * the post's first words; the whole card opens it.
 */
export function WorkCard({
  task,
  to,
  heading,
  dataAttribute,
}: {
  task: Task;
  to: string;
  heading: string;
  /** The card's data-* attribute, for tests: data-task-id or data-inquiry-id. */
  dataAttribute: 'data-task-id' | 'data-inquiry-id';
}) {
  return (
    <Paper elevation={0} component="article" {...{ [dataAttribute]: task.id }}>
      <ButtonBase
        component={Link}
        to={to}
        sx={{ display: 'block', width: '100%', p: 2, textAlign: 'start' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <DueLabel task={task} />
        </Stack>
        {task.question && (
          <Typography variant="body2" sx={{ mb: 0.5 }} noWrap>
            {task.question}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" noWrap>
          {task.title}
        </Typography>
      </ButtonBase>
    </Paper>
  );
}

/** A paged list of tasks or inquiries: skeleton, error with retry, empty state, more. */
export function WorkList<T extends Task>({
  list,
  empty,
  renderItem,
}: {
  list: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  empty: { icon: ReactNode; title: string; body: string };
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box component="section" sx={{ pt: 1 }} aria-busy={list.isPending}>
      {list.isPending ? (
        <PostListSkeleton />
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
