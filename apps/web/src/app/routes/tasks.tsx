import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { InlineError } from '../../components/inline-error.tsx';
import { PlainButton } from '../../components/plain-button.tsx';
import { useTaskList } from '../../features/tasks/api/task-queries.ts';
import { DueLabel } from '../../features/tasks/components/due-label.tsx';
import { PostListSkeleton } from '../../features/posts/components/post-list-view.tsx';
import { PageHeader } from './page-header.tsx';

/** /tasks: the caller's tasks, newest first, each with its type, due-date text and status. */
export function TasksScreen() {
  const { t } = useTranslation();
  const list = useTaskList();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <PageHeader title={t('nav>>tasks')} />
      <Box component="section" sx={{ pt: 2 }} aria-busy={list.isPending}>
        {list.isPending ? (
          <PostListSkeleton />
        ) : list.isError ? (
          <Box sx={{ px: 2 }}>
            <InlineError message={t('lists>>loadFailed')} onRetry={() => void list.refetch()} />
          </Box>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<AssignmentTurnedInOutlined />}
            title={t('tasks>>empty')}
            body={t('tasks>>emptyBody')}
          />
        ) : (
          <Stack spacing={1} sx={{ px: 2 }}>
            {items.map((task) => (
              <Paper key={task.id} elevation={0} component="article" data-task-id={task.id}>
                <ButtonBase
                  component={Link}
                  to={`/tasks/${task.id}`}
                  sx={{ display: 'block', width: '100%', p: 2, textAlign: 'start' }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
                      {t(`tasks>>types>>${task.type}`)}
                    </Typography>
                    <Box sx={{ flexGrow: 1 }} />
                    <DueLabel task={task} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {task.title}
                  </Typography>
                </ButtonBase>
              </Paper>
            ))}
            {list.hasNextPage && (
              <PlainButton onClick={() => void list.fetchNextPage()}>
                {t('post>>moreReplies')}
              </PlainButton>
            )}
          </Stack>
        )}
      </Box>
    </>
  );
}
