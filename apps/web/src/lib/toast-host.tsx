import { Alert, Snackbar } from '@mui/material';
import { TOAST_AUTO_HIDE_MS } from '@kizuki/shared/rules';
import { useState } from 'react';
import { createPortal } from 'react-dom';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** The gap between the title bar and the toast. */
const GAP_PX = 8;

/**
 * Where the toast's top goes: just under the title bar in front (an open full-screen dialog's,
 * such as the wizard's step title and close button, or else the screen's header), so that for its
 * three seconds it covers no control of that bar. Never lower than a third of the screen.
 */
function toastTopPx(): number {
  const fullScreenDialogs = document.querySelectorAll('.MuiDialog-paperFullScreen');
  const frontDialog = fullScreenDialogs[fullScreenDialogs.length - 1];
  const titleBar = frontDialog
    ? frontDialog.firstElementChild
    : document.querySelector('main header');
  const bottom = titleBar?.getBoundingClientRect().bottom ?? 0;
  return Math.round(Math.min(Math.max(bottom, 0), window.innerHeight / 3)) + GAP_PX;
}

let toastLayer: HTMLElement | null = null;

/**
 * The toasts' own layer at the end of <body>. An open MUI dialog sets aria-hidden on the other
 * children of <body>, which would silence a toast about that very dialog (a refusal of the
 * wizard's submit); the layer takes the attribute off again, so screen readers still hear it.
 */
function toastLayerElement(): HTMLElement {
  if (toastLayer?.isConnected) return toastLayer;
  const layer = document.createElement('div');
  layer.dataset.toastLayer = '';
  document.body.append(layer);
  new MutationObserver(() => {
    if (layer.hasAttribute('aria-hidden')) layer.removeAttribute('aria-hidden');
  }).observe(layer, { attributes: true, attributeFilter: ['aria-hidden'] });
  toastLayer = layer;
  return layer;
}

/** Shows one toast at the top centre and reports when it has hidden itself. */
export function ToastHost({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  return createPortal(
    <ToastSnackbar key={toast.id} toast={toast} onDone={onDone} />,
    toastLayerElement(),
  );
}

function ToastSnackbar({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  // Measured once, when the toast appears: it stays put while it shows.
  const [top] = useState(toastTopPx);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      slotProps={{ transition: { onExited: onDone } }}
      sx={{ top: { xs: top, sm: top } }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        role="status"
        // A dark theme's filled alert draws on the colour's dark shade, which the app's light error
        // red (theme.ts) derives too dark for the dark text MUI gives it (4.2:1); on the red itself
        // that text is 9:1. In the light theme the red is what MUI draws on anyway.
        sx={{ width: '100%', ...(toast.severity === 'error' && { bgcolor: 'error.main' }) }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
