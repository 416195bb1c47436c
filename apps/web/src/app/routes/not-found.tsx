import { Button } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from './page-header.tsx';

/**
 * Any address the app does not know (a mistyped or outdated link): said in place, inside the app
 * with its navigation, rather than quietly replaced by Home, so the person knows the link failed.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFoundScreen>>title')} />
      <EmptyState
        icon={<SearchOffOutlined />}
        title={t('notFoundScreen>>pageMissing')}
        body={t('notFoundScreen>>pageMissingBody')}
        action={
          <Button variant="outlined" component={Link} to="/">
            {t('notFoundScreen>>backTo', { screen: t('nav>>home') })}
          </Button>
        }
      />
    </>
  );
}
