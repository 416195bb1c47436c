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
 * Asks before something that cannot be taken back (unpublishing a post, a safety case handled, a
 * report resolved): what it is, what follows, cancel, and the action in its colour.
 */
export function ConfirmDialog({
  title,
  body,
  action,
  color = 'primary',
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  action: string;
  color?: 'primary' | 'error';
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button variant="contained" color={color} disabled={pending} onClick={onConfirm}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
