import { Box, Chip, Stack } from '@mui/material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComposeButton } from '../../features/posts/components/compose-button.tsx';
import { ExportPostsAction } from '../../features/posts/components/export-posts-action.tsx';
import { ListControls } from '../../features/posts/components/list-controls.tsx';
import { PostListView } from '../../features/posts/components/post-list-view.tsx';
import { PageHeader } from './page-header.tsx';
import { PostsSegments } from './posts-segments.tsx';

/** The statuses a writer can narrow their own posts to; "all" shows every one but deleted. */
const MY_STATUSES = ['all', 'draft', 'review', 'published', 'unpublished', 'archived'] as const;
type MyStatus = (typeof MY_STATUSES)[number];

const ALL_POSTS = {};

/** The "mine" segment's query: the current one with view=mine (keeping its status filter). */
function mineSearchOf(search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.set('view', 'mine');
  return `?${params.toString()}`;
}

/**
 * /posts: the unit's posts with their own keyword, filters and sort; on the second segment, the
 * writer's own posts in every status (drafts, in review, rejected with the reason, published...);
 * the third segment is /comments.
 */
export function PostsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') === 'mine' ? 'mine' : 'all';
  const status = (MY_STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as MyStatus)
    : 'all';
  const change = (next: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    setSearch(params, { replace: true });
  };

  const mine = { mine: true, status: status === 'all' ? undefined : status };

  return (
    <>
      <PageHeader title={t('nav>>posts')} />
      <PostsSegments current={view} mineSearch={mineSearchOf(search)} />
      {view === 'all' ? (
        <PostListView
          key="all"
          list="posts"
          params={ALL_POSTS}
          header={
            <ListControls
              list="posts"
              action={<ExportPostsAction list="posts" params={ALL_POSTS} />}
            />
          }
          empty={{ icon: <ArticleOutlined />, title: t('home>>empty') }}
        />
      ) : (
        <PostListView
          key={`mine-${status}`}
          list="posts"
          params={mine}
          header={
            <>
              <ListControls
                list="posts"
                action={<ExportPostsAction list="posts" params={mine} />}
              />
              <Box sx={{ overflowX: 'auto', px: 2, pb: 1 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  role="group"
                  aria-label={t('postsScreen>>statusFilter')}
                >
                  {MY_STATUSES.map((option) => (
                    <Chip
                      key={option}
                      label={t(
                        option === 'all' ? 'postsScreen>>allStatuses' : `post>>status>>${option}`,
                      )}
                      color={option === status ? 'primary' : 'default'}
                      variant={option === status ? 'filled' : 'outlined'}
                      aria-pressed={option === status}
                      onClick={() => change({ status: option === 'all' ? null : option })}
                    />
                  ))}
                </Stack>
              </Box>
            </>
          }
          empty={{
            icon: <EditNoteOutlined />,
            title: t('postsScreen>>mineEmpty'),
            body: t('postsScreen>>mineEmptyBody'),
          }}
        />
      )}
      <ComposeButton />
    </>
  );
}
