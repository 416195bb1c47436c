import { Box, Link, Paper, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Codes with a message of their own; any other or missing code gets the generic message. */
const KNOWN_CODES = ['userNotFound', 'signInFailed'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

function messageKeyOf(code: string | null): `error>>${KnownCode | 'generic'}` {
  return KNOWN_CODES.includes(code as KnownCode) ? `error>>${code as KnownCode}` : 'error>>generic';
}

export function ErrorView({ code }: { code: string | null }) {
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
        bgcolor: 'background.default',
      }}
    >
      <Paper elevation={0} sx={{ p: 4, maxWidth: 420, width: '100%', textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('error>>title')}
        </Typography>
        <Typography variant="body1">{t(messageKeyOf(code))}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('error>>contactAdmin')}
        </Typography>
        {/* A full page load from the root, not a client-side navigation: the app starts afresh. */}
        <Link href="/" variant="button" underline="hover">
          {t('error>>reload')}
        </Link>
      </Paper>
    </Box>
  );
}

/** /error?code=...: SPEC.md section 2's error page. */
export function ErrorPage() {
  const [searchParams] = useSearchParams();
  return <ErrorView code={searchParams.get('code')} />;
}
