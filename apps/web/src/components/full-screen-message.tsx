import { Box, CircularProgress, Typography } from '@mui/material';

/** The full-screen "Sign in ..." message shown while not authenticated or not initialised. */
export function FullScreenMessage({ text }: { text: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
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
      <CircularProgress aria-hidden size={32} />
      <Typography variant="body1" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
