import { Paper } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from './page-header.tsx';

/** A screen whose own issue has not landed yet: a proper empty state, never a blank page. */
export function ComingSoonScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <Paper elevation={0} sx={{ m: 2 }}>
        <EmptyState
          icon={<ConstructionOutlined />}
          title={t('screens>>comingSoon')}
          body={t('screens>>comingSoonBody')}
        />
      </Paper>
    </>
  );
}
