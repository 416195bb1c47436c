import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazyOverlay } from '../components/lazy-screen.tsx';
import type { Toast, ToastSeverity } from './toast-host.tsx';

// The Snackbar's script loads with the first toast, not with the app.
const ToastHost = lazyOverlay(() => import('./toast-host.tsx').then((m) => m.ToastHost));

const ToastContext = createContext<((message: string, severity?: ToastSeverity) => void) | null>(
  null,
);

/** The app's one toast mechanism: top centre, hides after 3000 ms (SPEC.md sections 2 and 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const showToast = useCallback((message: string, severity: ToastSeverity = 'success') => {
    setQueue((toasts) => [...toasts, { id: Date.now() + Math.random(), message, severity }]);
  }, []);
  const dismiss = useCallback(() => setQueue((toasts) => toasts.slice(1)), []);
  const current = queue[0];

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      {current && <ToastHost toast={current} onDone={dismiss} />}
    </ToastContext.Provider>
  );
}

export function useToast() {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <ToastProvider>');
  return showToast;
}
