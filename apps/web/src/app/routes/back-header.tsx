import { IconButton } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header.tsx';

/** A detail screen's header: the back arrow, then the title. */
export function BackHeader({ title, onBack }: { title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={title}
      start={
        <IconButton edge="start" aria-label={t('post>>back')} onClick={onBack} sx={{ mr: 1 }}>
          <ArrowBackIcon />
        </IconButton>
      }
    />
  );
}
