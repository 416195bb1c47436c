import { useTranslation } from 'react-i18next';
import { TabStrip } from '../../components/tab-strip.tsx';

export type PostsSegment = 'all' | 'mine' | 'comments';

/**
 * The post list's segments: every post, the writer's own, and the comments (/comments), which
 * would otherwise be reachable only by URL, each a link (TabStrip).
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
  return <TabStrip label={t('nav>>posts')} value={current} tabs={segments} />;
}
