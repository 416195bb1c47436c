import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazyOverlay } from '../components/lazy-screen.tsx';

// The dialog's script loads only when an update is actually waiting.
const UpdateDialog = lazyOverlay(() => import('./update-dialog.tsx').then((m) => m.UpdateDialog));

/**
 * SPEC.md section 2: when a new app version is waiting, a dialog offers it; the button activates
 * the new service worker, which reloads the page on the new version.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // SPEC.md section 8: a failed registration is logged only.
    onRegisterError: (error: unknown) => console.error('service worker registration failed', error),
  });
  return needRefresh ? <UpdateDialog onUpdate={() => void updateServiceWorker(true)} /> : null;
}
