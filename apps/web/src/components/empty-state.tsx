import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A calm placeholder for a screen or list with nothing to show yet. */
export function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  /** A way on from here, under the text. */
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 8, color: 'text.secondary' }}>
      <Box sx={{ fontSize: 48, mb: 2, '& svg': { fontSize: 'inherit' } }} aria-hidden>
        {icon}
      </Box>
      <Typography
        variant="subtitle1"
        component="h2"
        color="textPrimary"
        sx={{ fontWeight: 700 }}
        gutterBottom
      >
        {title}
      </Typography>
      {body && <Typography variant="body2">{body}</Typography>}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
