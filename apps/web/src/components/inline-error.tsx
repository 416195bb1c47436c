import { Box, Typography } from '@mui/material';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { PlainButton } from './plain-button.tsx';

/**
 * A list or section that failed to load, with a retry. Lighter than MUI's Alert, which would
 * otherwise be on the path to the first timeline paint.
 */
export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'error.main',
      }}
    >
      <ErrorOutlineOutlined color="error" aria-hidden />
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {message}
      </Typography>
      <PlainButton onClick={onRetry}>{t('screens>>retry')}</PlainButton>
    </Box>
  );
}
