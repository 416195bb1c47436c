import { Box } from '@mui/material';
import { lazyComponent } from '../../../components/lazy-screen.tsx';
import { useFirstScreenSettled } from '../../../lib/first-screen-settled.ts';
import type { ExportPostsButton as Button } from './export-posts-button.tsx';

/** The button's room, kept while its script loads: the keyword box does not jump. */
const placeholder = <Box aria-hidden sx={{ width: 44, height: 44, flexShrink: 0 }} />;

const ExportPostsButton = lazyComponent<Parameters<typeof Button>[0]>(
  () => import('./export-posts-button.tsx').then((m) => m.ExportPostsButton),
  { loading: placeholder, failed: placeholder },
);

/**
 * A post list's CSV export in its controls (the timeline is the first paint): its script loads once
 * the first screen has its data and the browser is idle, so the first paint carries none of it.
 */
export function ExportPostsAction(props: Parameters<typeof Button>[0]) {
  return useFirstScreenSettled() ? <ExportPostsButton {...props} /> : placeholder;
}
