import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@kizuki/shared';
import { useAcceptTerms } from '../api/accept-terms.ts';

/** The rules of SPEC.md section 1, in the order the specification states them. */
const RULE_KEYS = [
  'noExternalUse',
  'competitorOnly',
  'noOwnCompany',
  'noIdentification',
  'noDefamation',
  'noAdverseEvents',
  'principleBased',
] as const;

/**
 * Shown until the user has accepted the terms. It has no onClose: neither the backdrop nor Escape
 * dismisses it, and the start button stays disabled until both boxes are ticked.
 */
export function TermsDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const [agreedRules, setAgreedRules] = useState(false);
  const [attendedBriefing, setAttendedBriefing] = useState(false);
  const acceptTerms = useAcceptTerms(user);
  // A newer version published while the dialog is open (the server answers 409 and the user is
  // read again): the ticks were given to the older text, so they are cleared and the person is told
  // why the button did nothing, rather than finding out on a second click.
  const [shownVersion, setShownVersion] = useState(user.currentTermsVersion);
  const [versionChanged, setVersionChanged] = useState(false);
  if (user.currentTermsVersion !== shownVersion) {
    setShownVersion(user.currentTermsVersion);
    setVersionChanged(true);
    setAgreedRules(false);
    setAttendedBriefing(false);
  }

  return (
    <Dialog
      open
      aria-labelledby="terms-title"
      aria-describedby="terms-intro"
      scroll="paper"
      fullWidth
    >
      <DialogTitle id="terms-title">{t('terms>>title')}</DialogTitle>
      <DialogContent dividers>
        {versionChanged ? (
          <Alert severity="info" role="status" sx={{ mb: 1.5 }}>
            {t('terms>>versionChanged')}
          </Alert>
        ) : null}
        <Typography id="terms-intro" variant="body2" sx={{ mb: 1 }}>
          {t('terms>>intro')}
        </Typography>
        <List dense disablePadding>
          {RULE_KEYS.map((key) => (
            <ListItem key={key} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                <CheckCircleOutline fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText primary={t(`terms>>rules>>${key}`)} />
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreedRules}
                onChange={(event) => setAgreedRules(event.target.checked)}
              />
            }
            label={t('terms>>agreeRules')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={attendedBriefing}
                onChange={(event) => setAttendedBriefing(event.target.checked)}
              />
            }
            label={t('terms>>attendedBriefing')}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!agreedRules || !attendedBriefing || acceptTerms.isPending}
          onClick={() => acceptTerms.mutate()}
        >
          {t('terms>>start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
