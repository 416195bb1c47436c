import { Button, Typography } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';
import { MessageCard } from '../components/message-card.tsx';

/** Shown instead of the browser's error page when the app shell opens without a connection. */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <MessageCard
      icon={<CloudOffOutlined color="disabled" />}
      title={t('offline>>title')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('screens>>retry')}
        </Button>
      }
    >
      <Typography variant="body2" color="textSecondary">
        {t('offline>>body')}
      </Typography>
    </MessageCard>
  );
}
