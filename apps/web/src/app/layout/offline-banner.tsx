import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { useOnline } from '../../lib/hooks/use-online.ts';

const OfflineNotice = lazyOverlay(() =>
  import('./offline-notice.tsx').then((m) => m.OfflineNotice),
);

/** A clear notice while the device is offline; the screens stay as they were. */
export function OfflineBanner() {
  return useOnline() ? null : <OfflineNotice />;
}
