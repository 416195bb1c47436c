import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/**
 * Says that the composer holds work brought back from the device (issue 39), with "start over",
 * which asks first: it discards the work for good.
 */
export function RestoredWorkNotice({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Alert
        severity="info"
        sx={{ mx: 2, mt: 2 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => setConfirming(true)}
            // One line: a two-word action broken in two read as two buttons (the walk's English).
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('composer>>startOver')}
          </Button>
        }
      >
        {t('composer>>restored')}
      </Alert>
      {confirming && (
        <ConfirmDialog
          title={t('composer>>startOverTitle')}
          body={t('composer>>startOverBody')}
          action={t('composer>>startOver')}
          color="error"
          pending={false}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onStartOver();
          }}
        />
      )}
    </>
  );
}
