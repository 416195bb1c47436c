import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type PostsSegment = 'all' | 'mine' | 'comments';

/**
 * The post list's segments: every post, the writer's own, and the comments (/comments), which
 * would otherwise be reachable only by URL. Switching replaces the history entry: a segment is a
 * view of one screen, and Back leaves the screen.
 */
export function PostsSegments({
  current,
  mineSearch = '?view=mine',
}: {
  current: PostsSegment;
  /** The "mine" segment's query, to keep its status filter while switching. */
  mineSearch?: string;
}) {
  const { t } = useTranslation();
  const segments: { value: PostsSegment; label: string; to: string }[] = [
    { value: 'all', label: t('postsScreen>>all'), to: '/posts' },
    { value: 'mine', label: t('postsScreen>>mine'), to: `/posts${mineSearch}` },
    { value: 'comments', label: t('screens>>comments'), to: '/comments' },
  ];
  return (
    <Tabs
      value={current}
      variant="fullWidth"
      aria-label={t('nav>>posts')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      {segments.map((segment) => (
        <Tab
          key={segment.value}
          value={segment.value}
          label={segment.label}
          component={Link}
          to={segment.to}
          replace
          aria-current={segment.value === current ? 'page' : undefined}
          sx={{ px: 1 }}
        />
      ))}
    </Tabs>
  );
}
