import {
  Alert,
  AppBar,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { isSendableText, type WizardStep } from '@kizuki/shared/rules';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/hooks/use-online.ts';
import type { ComposerAction, ComposerState } from './composer-state.ts';

/**
 * The composer's top bar: close, what is being written, the step and the progress; offline, a
 * notice that the post will be sent once the connection returns (issue 39: the app's own banner
 * is behind the full-screen composer).
 */
export function ComposerHeader({
  onClose,
  caption,
  title,
  state,
  stepCount,
}: {
  onClose: () => void;
  caption: string;
  title: string;
  state: ComposerState;
  stepCount: number;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ py: 1 }}>
        <IconButton edge="start" onClick={onClose} aria-label={t('composer>>close')}>
          <CloseIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, ml: 1 }}>
          <Typography variant="caption" color="textSecondary" component="p">
            {caption}
            {!state.writingFirst &&
              ` · ${t('composer>>stepOf', { current: state.stepIndex + 1, total: stepCount + 1 })}`}
          </Typography>
          <Typography
            id="composer-step-title"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700 }}
          >
            {title}
          </Typography>
        </Box>
      </Toolbar>
      <LinearProgress
        variant="determinate"
        value={state.writingFirst ? 0 : ((state.stepIndex + 1) / (stepCount + 1)) * 100}
        aria-hidden
      />
      {!online && (
        <Alert
          severity="warning"
          icon={<CloudOffOutlined fontSize="inherit" />}
          square
          sx={{ py: 0, typography: 'body2' }}
          data-composer-offline
        >
          {t('composer>>offlineBanner')}
        </Alert>
      )}
    </AppBar>
  );
}

/**
 * The composer's bottom bar: back; then next (and "not applicable" on an optional step), the
 * text's "next" when it is written first, or save as draft and submit on the confirm step.
 */
export function ComposerFooter({
  state,
  dispatch,
  step,
  onSave,
  saving,
  canSubmit,
}: {
  state: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  step: WizardStep | undefined;
  onSave: (submit: boolean) => void;
  saving: boolean;
  canSubmit: boolean;
}) {
  const { t } = useTranslation();
  const onConfirm = step === undefined;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        p: 2,
        pb: 'calc(16px + env(safe-area-inset-bottom))',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Button
        onClick={() => dispatch({ type: 'back' })}
        disabled={!state.writingFirst && state.stepIndex === 0 && !state.startedFromText}
      >
        {t('composer>>back')}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {state.writingFirst ? (
        <Button variant="contained" onClick={() => dispatch({ type: 'textWritten' })}>
          {t('composer>>textFirstNext')}
        </Button>
      ) : onConfirm ? (
        <>
          <Button
            variant="outlined"
            onClick={() => onSave(false)}
            disabled={saving || !isSendableText(state.text)}
          >
            {t('composer>>saveDraft')}
          </Button>
          <Button variant="contained" onClick={() => onSave(true)} disabled={!canSubmit}>
            {t('composer>>submit')}
          </Button>
        </>
      ) : (
        <>
          {step.optional && (
            <Button onClick={() => dispatch({ type: 'skip', key: step.key })}>
              {t('composer>>notApplicable')}
            </Button>
          )}
          <Button
            variant="contained"
            onClick={() => dispatch({ type: 'next' })}
            disabled={step.optional ? !(step.key in state.selected) : !state.selected[step.key]}
          >
            {t('composer>>next')}
          </Button>
        </>
      )}
    </Stack>
  );
}
