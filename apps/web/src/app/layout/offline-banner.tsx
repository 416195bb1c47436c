import { useSyncExternalStore } from 'react';
import { lazyOverlay } from '../../components/lazy-screen.tsx';

const OfflineNotice = lazyOverlay(() =>
  import('./offline-notice.tsx').then((m) => m.OfflineNotice),
);

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/** A clear notice while the device is offline; the screens stay as they were. */
export function OfflineBanner() {
  return useOnline() ? null : <OfflineNotice />;
}
