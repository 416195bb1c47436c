import { AppBar, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';

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
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar>
        {start}
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Toolbar>
    </AppBar>
  );
}
