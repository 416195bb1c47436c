import { useEffect, useState } from 'react';
import type { DownloadOutcome } from '../lib/api-download.ts';
import { useToast } from '../lib/toast.tsx';
import { ExportIconButton } from './export-icon-button.tsx';

/**
 * The "export CSV" action of a list (issue 23): `download` fetches the list for its current
 * conditions and hands the file to the browser; the button says so when it has, and why not when
 * it was refused (a 429 past the exports limit, a lost connection). A phone shows no download bar,
 * so "exported" names the file and says it is in the device's downloads (issue 39). It is on the timeline's first
 * paint, so it is kept to a plain button: no mutation, and the error messages' module loads with
 * the first failure.
 */
export function ExportCsvButton({
  download,
  startAtOnce = false,
}: {
  download: () => Promise<DownloadOutcome>;
  /** Pressed before this button's script had loaded (ExportPostsAction): export on arrival. */
  startAtOnce?: boolean;
}) {
  const showToast = useToast();
  const [pending, setPending] = useState(startAtOnce);
  const run = () =>
    download()
      .then((outcome) =>
        outcome === 'empty'
          ? showToast('lists>>exportEmpty', 'info')
          : showToast('lists>>exported', 'success', undefined, { file: outcome.savedAs }),
      )
      .catch(async (error: unknown) => {
        const { failureMessageKey } = await import('../lib/error-messages.ts');
        showToast(failureMessageKey(error), 'error');
      })
      .finally(() => setPending(false));
  const start = () => {
    if (pending) return;
    setPending(true);
    void run();
  };
  useEffect(() => {
    if (startAtOnce) void run();
    // Once, as the button arrives: the press that loaded it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ExportIconButton busy={pending} onPress={start} />;
}
