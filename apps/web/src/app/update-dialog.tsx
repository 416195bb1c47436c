import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export function UpdateDialog({ onUpdate }: { onUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open aria-labelledby="update-title" aria-describedby="update-body">
      <DialogTitle id="update-title">{t('update>>title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="update-body">{t('update>>body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onUpdate}>
          {t('update>>action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
