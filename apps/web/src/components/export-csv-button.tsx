import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../lib/toast.tsx';
import { PlainButton } from './plain-button.tsx';

/**
 * The "export CSV" action of a list (issue 23): `download` fetches the list for its current
 * conditions and hands the file to the browser; the button says so when it has, and why not when
 * it was refused (a 429 past the exports limit, a lost connection). It is on the timeline's first
 * paint, so it is kept to a plain button: no mutation, and the error messages' module loads with
 * the first failure.
 */
export function ExportCsvButton({ download }: { download: () => Promise<void> }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    download()
      .then(() => showToast('lists>>exported'))
      .catch(async (error: unknown) => {
        const { failureMessageKey } = await import('../lib/error-messages.ts');
        showToast(failureMessageKey(error), 'error');
      })
      .finally(() => setPending(false));
  };
  return (
    <PlainButton
      round
      aria-label={t(pending ? 'lists>>exporting' : 'lists>>exportCsv')}
      aria-busy={pending}
      disabled={pending}
      onClick={start}
      sx={pending ? { color: 'text.disabled' } : undefined}
    >
      <FileDownloadOutlined />
    </PlainButton>
  );
}
