import { Box, Button, Paper, Typography } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';

/** Shown instead of the browser's error page when the app shell opens without a connection. */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Paper elevation={0} sx={{ p: 4, maxWidth: 420, width: '100%', textAlign: 'center' }}>
        <CloudOffOutlined sx={{ fontSize: 48, mb: 1, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('offline>>title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('offline>>body')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('screens>>retry')}
        </Button>
      </Paper>
    </Box>
  );
}
