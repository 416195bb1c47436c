import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { PlainButton } from './plain-button.tsx';

/**
 * The "export CSV" button as drawn: the export's own (ExportCsvButton), and the post lists' before
 * its script has loaded (ExportPostsAction), so both look and read the same.
 */
export function ExportIconButton({
  onPress,
  busy = false,
}: {
  onPress?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PlainButton
      round
      aria-label={t(busy ? 'lists>>exporting' : 'lists>>exportCsv')}
      // aria-disabled, not disabled: a disabled button drops keyboard focus to the page, and the
      // user who pressed Enter would have to find their place again. Presses while busy do nothing.
      aria-busy={busy}
      aria-disabled={busy}
      // An icon alone: the label shows on hover. A native tooltip, as MUI's Tooltip (and Popper)
      // would weigh on the timeline's first paint, where this button is.
      title={t('lists>>exportCsv')}
      onClick={onPress}
      sx={busy ? { color: 'text.disabled' } : undefined}
    >
      <FileDownloadOutlined />
    </PlainButton>
  );
}
