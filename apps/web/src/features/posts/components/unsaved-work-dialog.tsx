import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Asked when a composer holding unsaved work is closed (issue 39): save it as a draft (when it
 * has a text: a draft needs one), close without saving, or go back to it. The buttons stack: three
 * side by side do not fit a phone.
 */
export function UnsavedWorkDialog({
  canSaveDraft,
  saving,
  onSaveDraft,
  onDiscard,
  onKeepEditing,
}: {
  canSaveDraft: boolean;
  saving: boolean;
  onSaveDraft: () => void;
  onDiscard: () => void;
  onKeepEditing: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onKeepEditing}
      fullWidth
      maxWidth="xs"
      aria-labelledby="unsaved-work-title"
      aria-describedby="unsaved-work-body"
    >
      <DialogTitle id="unsaved-work-title">{t('composer>>unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-work-body">
          {t(canSaveDraft ? 'composer>>unsavedBody' : 'composer>>unsavedBodyNoText')}
        </DialogContentText>
      </DialogContent>
      <DialogActions
        sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 2.5 }}
        disableSpacing
      >
        {canSaveDraft && (
          <Button variant="contained" onClick={onSaveDraft} loading={saving}>
            {t('composer>>saveAsDraft')}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={onDiscard} disabled={saving}>
          {t('composer>>discard')}
        </Button>
        <Button onClick={onKeepEditing} disabled={saving}>
          {t('composer>>keepEditing')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
