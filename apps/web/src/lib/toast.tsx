import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../components/lazy-screen.tsx';
import type { Toast, ToastSeverity } from './toast-host.tsx';

/**
 * Marks what floats at the bottom of the screen (the bottom navigation, the compose button): a
 * toast sits above the highest of them.
 */
export const FLOATS_AT_BOTTOM = 'data-floats-at-bottom';

/**
 * A toast raised this long before the person moved to another screen belongs to the screen they
 * left, and closes; one raised with the move itself (a decision's "approved" as the tray opens)
 * is about the move, and stays.
 */
const RAISED_WITH_NAVIGATION_MS = 500;

// The Snackbar's script loads with the first toast, not with the app.
const ToastHost = lazyOverlay(() => import('./toast-host.tsx').then((m) => m.ToastHost));

/**
 * A toast waiting or shown: its message as a translation key, turned into words only when it is
 * rendered, so a toast raised while the language changes (the settings' own "saved") reads in
 * the language the person just chose, not in the one its caller rendered in.
 */
interface QueuedToast {
  id: number;
  /** performance.now() when it was raised. */
  raisedAt: number;
  messageKey: string;
  severity: ToastSeverity;
  wordKeys?: Record<string, string>;
}

/**
 * Shows a toast: `messageKey` is a translation key (e.g. 'settings>>saved'), not words; so is each
 * of `wordKeys`, the message's placeholders (a refusal's reason: `{ reason: 'apiErrors>>…' }`).
 */
export type ShowToast = (
  messageKey: string,
  severity?: ToastSeverity,
  wordKeys?: Record<string, string>,
) => void;

const ToastContext = createContext<ShowToast | null>(null);
const CloseOnNavigationContext = createContext<(() => void) | null>(null);

/**
 * The app's one toast mechanism: hides after 3000 ms (SPEC.md sections 2 and 9); bottom centre
 * above the navigation, not SPEC's top centre, where it covered the header, tabs and search box
 * (issue 39, docs/decisions.md); closed when the person goes to another screen.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const showToast = useCallback<ShowToast>((messageKey, severity = 'success', wordKeys) => {
    setQueue((toasts) => [
      ...toasts,
      {
        id: Date.now() + Math.random(),
        raisedAt: performance.now(),
        messageKey,
        severity,
        wordKeys,
      },
    ]);
  }, []);
  const dismiss = useCallback(() => setQueue((toasts) => toasts.slice(1)), []);
  const closeOnNavigation = useCallback(() => {
    const movedAt = performance.now();
    setQueue((toasts) =>
      toasts.filter((toast) => movedAt - toast.raisedAt < RAISED_WITH_NAVIGATION_MS),
    );
  }, []);
  const current = queue[0];
  const shown: Toast | undefined = current && {
    id: current.id,
    message: t(
      current.messageKey,
      Object.fromEntries(Object.entries(current.wordKeys ?? {}).map(([k, key]) => [k, t(key)])),
    ),
    severity: current.severity,
  };

  return (
    <ToastContext.Provider value={showToast}>
      <CloseOnNavigationContext.Provider value={closeOnNavigation}>
        {children}
        {shown && <ToastHost toast={shown} onDone={dismiss} />}
      </CloseOnNavigationContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <ToastProvider>');
  return showToast;
}

/** Closes the toasts of the screen left behind whenever `pathname` changes (inside the router). */
export function useCloseToastsOnNavigation(pathname: string) {
  const close = useContext(CloseOnNavigationContext);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    close?.();
  }, [pathname, close]);
}
