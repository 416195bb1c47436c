import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The full-screen "Sign in ..." message shown while not authenticated or not initialised. Its
 * spinner is a bordered circle turned by CSS: MUI's CircularProgress cost the first paint 1 KiB
 * (docs/performance.md), and this message is on it.
 */
export function FullScreenMessage({ text }: { text: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      // Not aria-busy, which would keep screen readers from saying it: the first screen's
      // settling (first-screen-settled.ts) waits for this mark.
      data-drawing
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: 3,
          borderColor: 'primary.main',
          borderTopColor: 'transparent',
          animation: 'kizuki-spin 0.9s linear infinite',
          '@keyframes kizuki-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.7s' },
        }}
      />
      <Typography variant="body1" color="textSecondary">
        {text}
      </Typography>
    </Box>
  );
}

/** "Signing in…": while the session, the user or the sign-in callback is on its way. */
export function SigningInMessage() {
  const { t } = useTranslation();
  return <FullScreenMessage text={t('auth>>signingIn')} />;
}
