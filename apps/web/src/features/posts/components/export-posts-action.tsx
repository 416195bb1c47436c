import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../components/lazy-screen.tsx';
import { PlainButton } from '../../../components/plain-button.tsx';
import type { ExportPostsButton as Button } from './export-posts-button.tsx';

type Props = Omit<Parameters<typeof Button>[0], 'startAtOnce'>;

/** The button as it looks, before its script: the same icon, name and room. */
function ExportIcon({ onPress, busy }: { onPress?: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <PlainButton
      round
      aria-label={t(busy ? 'lists>>exporting' : 'lists>>exportCsv')}
      aria-busy={busy}
      aria-disabled={busy}
      title={t('lists>>exportCsv')}
      onClick={onPress}
      sx={busy ? { color: 'text.disabled' } : undefined}
    >
      <FileDownloadOutlined />
    </PlainButton>
  );
}

const ExportPostsButton = lazyComponent<Parameters<typeof Button>[0]>(
  () => import('./export-posts-button.tsx').then((m) => m.ExportPostsButton),
  { loading: <ExportIcon busy />, failed: <ExportIcon /> },
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
    <ExportIcon onPress={() => setPressed(true)} />
  );
}
