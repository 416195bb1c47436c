import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import { useTranslation } from 'react-i18next';
import { OutboxWaiting } from '../../features/outbox/outbox-slot.tsx';
import { ExportPostsAction } from '../../features/posts/components/export-posts-action.tsx';
import { ComposeButton } from '../../features/posts/components/compose-button.tsx';
import { ListControls } from '../../features/posts/components/list-controls.tsx';
import { PostListView } from '../../features/posts/components/post-list-view.tsx';
import { PageHeader } from './page-header.tsx';

const TIMELINE = {};

/** / and /search: the unit's published posts, newest first, with the timeline's keyword and filters. */
export function HomeScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('app>>name')} />
      <OutboxWaiting />
      <PostListView
        list="timeline"
        params={TIMELINE}
        header={
          <ListControls
            list="timeline"
            savable
            action={<ExportPostsAction list="timeline" params={TIMELINE} />}
          />
        }
        empty={{
          icon: <DynamicFeedOutlined />,
          title: t('home>>empty'),
          body: t('home>>emptyBody'),
        }}
      />
      <ComposeButton />
    </>
  );
}
