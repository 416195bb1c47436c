import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One of the insights screen's sections: a sheet named by its heading. */
export function InsightSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" elevation={0} aria-label={title} sx={{ mx: 2, mb: 2, p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
