import { Alert } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';

export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      icon={<CloudOffOutlined />}
      square
      sx={{ position: 'sticky', top: 0, zIndex: 1200 }}
    >
      {t('offline>>banner')}
    </Alert>
  );
}
