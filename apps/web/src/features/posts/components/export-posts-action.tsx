import { useState } from 'react';
import { lazyComponent } from '../../../components/lazy-screen.tsx';
import { ExportIconButton } from '../../../components/export-icon-button.tsx';
import type { ExportPostsButton as Button } from './export-posts-button.tsx';

type Props = Omit<Parameters<typeof Button>[0], 'startAtOnce'>;

const ExportPostsButton = lazyComponent<Parameters<typeof Button>[0]>(
  () => import('./export-posts-button.tsx').then((m) => m.ExportPostsButton),
  { loading: <ExportIconButton busy />, failed: <ExportIconButton /> },
);

/**
 * A post list's CSV export in its controls (the timeline is the first paint): the button is drawn
 * at once, and its script (the download, its toasts) loads when it is pressed, and exports on
 * arrival; no screen's load carries it (issue 39: the first sign-in's budget).
 */
export function ExportPostsAction(props: Props) {
  const [pressed, setPressed] = useState(false);
  return pressed ? (
    <ExportPostsButton {...props} startAtOnce />
  ) : (
    <ExportIconButton onPress={() => setPressed(true)} />
  );
}
