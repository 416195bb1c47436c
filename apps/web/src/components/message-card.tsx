import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A full-screen, centred card: the error page and the offline screen. */
export function MessageCard({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
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
        <Box
          sx={{ fontSize: 48, mb: 1, lineHeight: 0, '& svg': { fontSize: 'inherit' } }}
          aria-hidden
        >
          {icon}
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ mb: 3 }}>{children}</Box>
        {action}
      </Paper>
    </Box>
  );
}
