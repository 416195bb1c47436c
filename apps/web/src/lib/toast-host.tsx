import { Alert, Snackbar } from '@mui/material';
import { TOAST_AUTO_HIDE_MS } from '@kizuki/shared/rules';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { FLOATS_AT_BOTTOM } from './toast.tsx';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** The gap between the toast and the bar below it. */
const GAP_PX = 8;

/**
 * How far the toast's bottom is from the screen's bottom: just above the bar in front (an open
 * full-screen dialog's footer, such as the wizard's back and next buttons, or else the bottom
 * navigation and the compose button above it). There it covers no control of the header, the tabs
 * or the search box for its three seconds, only the list scrolling beneath. Never above the middle.
 */
export function toastBottomPx(): number {
  const fullScreenDialogs = document.querySelectorAll('.MuiDialog-paperFullScreen');
  const frontDialog = fullScreenDialogs[fullScreenDialogs.length - 1];
  const bars = frontDialog
    ? [frontDialog.lastElementChild]
    : [...document.querySelectorAll(`[${FLOATS_AT_BOTTOM}]`)];
  const tops = bars
    .map((bar) => bar?.getBoundingClientRect().top ?? window.innerHeight)
    .filter((top) => top > window.innerHeight / 2);
  const highest = Math.min(window.innerHeight, ...tops);
  return Math.round(window.innerHeight - highest) + GAP_PX;
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

/** Shows one toast at the bottom centre, above the bars there, and reports when it has hidden itself. */
export function ToastHost({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  return createPortal(
    <ToastSnackbar key={toast.id} toast={toast} onDone={onDone} />,
    toastLayerElement(),
  );
}

function ToastSnackbar({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  // Measured once, when the toast appears: it stays put while it shows.
  const [bottom] = useState(toastBottomPx);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      slotProps={{ transition: { onExited: onDone } }}
      sx={{ bottom: { xs: bottom, sm: bottom } }}
    >
      <Alert severity={toast.severity} variant="filled" role="status" sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
