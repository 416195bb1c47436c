import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { ExportPostsAction } from '../../features/posts/components/export-posts-action.tsx';
import { ListControls } from '../../features/posts/components/list-controls.tsx';
import { PostListView } from '../../features/posts/components/post-list-view.tsx';
import { PageHeader } from './page-header.tsx';
import { PostsSegments } from './posts-segments.tsx';

const REPLIES = { kind: 'reply' } as const;

/** /comments (a segment of the post list): the unit's published replies, as a list with its own keyword, filters and sort. */
export function CommentsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('screens>>comments')} />
      <PostsSegments current="comments" />
      <PostListView
        list="comments"
        params={REPLIES}
        header={
          <ListControls
            list="comments"
            action={<ExportPostsAction list="comments" params={REPLIES} />}
          />
        }
        empty={{ icon: <ForumOutlined />, title: t('comments>>empty') }}
      />
    </>
  );
}
