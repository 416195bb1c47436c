import { Alert, Snackbar } from '@mui/material';
import { TOAST_AUTO_HIDE_MS } from '@kizuki/shared/rules';
import { useState } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** Shows one toast at the top centre and reports when it has hidden itself. */
export function ToastHost({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  return <ToastSnackbar key={toast.id} toast={toast} onDone={onDone} />;
}

function ToastSnackbar({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      slotProps={{ transition: { onExited: onDone } }}
    >
      <Alert severity={toast.severity} variant="filled" role="status" sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
