import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const TONES = {
  neutral: { color: 'text.secondary', borderColor: 'divider' },
  warning: { color: 'warning.main', borderColor: 'warning.main' },
  error: { color: 'error.main', borderColor: 'error.main' },
} as const;

/** A small outlined label on a card (a status, "quote"): MUI's Chip without its weight. */
export function Tag({
  tone = 'neutral',
  children,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Box
      component="span"
      sx={{
        ...TONES[tone],
        display: 'inline-flex',
        alignItems: 'center',
        px: 1,
        height: 22,
        borderRadius: 11,
        border: 1,
        typography: 'caption',
        fontWeight: 600,
        lineHeight: 1,
      }}
    >
      {children}
    </Box>
  );
}
