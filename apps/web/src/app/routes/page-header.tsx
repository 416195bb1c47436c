import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TOOLBAR_MIN_HEIGHT } from '../../lib/theme.ts';

/**
 * A screen's header bar, kept at the top while the screen scrolls: a title, an optional back
 * button before it and actions after it. Drawn with Box, not MUI's AppBar and Toolbar (1.3 KiB of
 * the first paint and two style insertions, issue 40); it looks as they did.
 */
export function PageHeader({
  title,
  start,
  children,
}: {
  title: string;
  /** Before the title: a back button. */
  start?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: TOOLBAR_MIN_HEIGHT,
          px: { xs: 2, sm: 3 },
        }}
      >
        {start}
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
