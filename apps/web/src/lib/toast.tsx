import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../components/lazy-screen.tsx';
import type { Toast, ToastSeverity } from './toast-host.tsx';

// The Snackbar's script loads with the first toast, not with the app.
const ToastHost = lazyOverlay(() => import('./toast-host.tsx').then((m) => m.ToastHost));

/**
 * A toast waiting or shown: its message as a translation key, turned into words only when it is
 * rendered, so a toast raised while the language changes (the settings' own "saved") reads in
 * the language the person just chose, not in the one its caller rendered in.
 */
interface QueuedToast {
  id: number;
  messageKey: string;
  severity: ToastSeverity;
  wordKeys?: Record<string, string>;
  values?: Record<string, string>;
}

/**
 * Shows a toast: `messageKey` is a translation key (e.g. 'settings>>saved'), not words; so is each
 * of `wordKeys`, the message's placeholders (a refusal's reason: `{ reason: 'apiErrors>>…' }`);
 * `values` are placeholders that are no words of the app's (a saved file's name).
 */
export type ShowToast = (
  messageKey: string,
  severity?: ToastSeverity,
  wordKeys?: Record<string, string>,
  values?: Record<string, string>,
) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** The app's one toast mechanism: top centre, hides after 3000 ms (SPEC.md sections 2 and 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const showToast = useCallback<ShowToast>((messageKey, severity = 'success', wordKeys, values) => {
    setQueue((toasts) => [
      ...toasts,
      { id: Date.now() + Math.random(), messageKey, severity, wordKeys, values },
    ]);
  }, []);
  const dismiss = useCallback(() => setQueue((toasts) => toasts.slice(1)), []);
  const current = queue[0];
  const shown: Toast | undefined = current && {
    id: current.id,
    message: t(current.messageKey, {
      ...Object.fromEntries(Object.entries(current.wordKeys ?? {}).map(([k, key]) => [k, t(key)])),
      ...current.values,
    }),
    severity: current.severity,
  };

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      {shown && <ToastHost toast={shown} onDone={dismiss} />}
    </ToastContext.Provider>
  );
}

export function useToast() {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <ToastProvider>');
  return showToast;
}
