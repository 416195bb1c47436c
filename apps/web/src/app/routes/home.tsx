import { Paper, Typography } from '@mui/material';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { ComposeButton } from '../../features/posts/components/compose-button.tsx';
import { useCurrentUser } from '../current-user.tsx';
import { PageHeader } from './page-header.tsx';

/** / and /search: the timeline (its list arrives with the reading issue). */
export function HomeScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('app>>name')} />
      <Typography variant="subtitle1" component="p" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {t('home>>welcome', { name: `${user.lastName} ${user.firstName}` })}
      </Typography>
      <Paper elevation={0} sx={{ m: 2 }}>
        <EmptyState
          icon={<DynamicFeedOutlined />}
          title={t('home>>timelineSoon')}
          body={t('home>>timelineSoonBody')}
        />
      </Paper>
      <ComposeButton />
    </>
  );
}
