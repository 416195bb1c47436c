import { lazyScreen } from '../components/lazy-screen.tsx';

/** The offline screen, loaded when first needed (the service worker has it precached). */
export const OfflineScreen = lazyScreen(() =>
  import('./offline-screen.tsx').then((m) => m.OfflineScreen),
);

/** A fetch that never reached the server rejects with a TypeError. */
export const isOffline = (error: unknown) => error instanceof TypeError || !navigator.onLine;
