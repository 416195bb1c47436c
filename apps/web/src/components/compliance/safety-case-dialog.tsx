import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { SafetyCase, SafetyCaseSource } from '@kizuki/shared';
import {
  isSendableText,
  learntAtProblem,
  SAFETY_CASE_PRODUCT_MAX,
  SAFETY_CASE_TEXT_MAX,
} from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTimeValue, useReportSafetyCase } from '../../lib/compliance/safety-cases.ts';
import { useScreenedText } from '../../lib/compliance/use-screened-text.ts';
import { useFailureToast } from '../../lib/error-messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { ScreenedTextInput } from './screened-text-input.tsx';
import { ScreenFindings } from './screen-findings.tsx';

/** The message key of what is wrong with day 0. */
const LEARNT_AT_MESSAGES = { future: 'learntAtFuture', tooOld: 'learntAtOld' } as const;

/**
 * Reporting a possible adverse event to the safety department (issue 19): the product, what
 * happened and when the writer learnt of it (day 0 of the reporting clock, now by default), and
 * nothing that identifies anyone (the field is screened for identifiers as it is typed, and the
 * server refuses them). Sent once, whatever the retries.
 */
export function SafetyCaseDialog({
  source,
  initialProduct = '',
  initialWhatHappened = '',
  onClose,
  onReported,
}: {
  source: SafetyCaseSource;
  initialProduct?: string;
  initialWhatHappened?: string;
  onClose: () => void;
  onReported: (safetyCase: SafetyCase) => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [product, setProduct] = useState(initialProduct);
  const [whatHappened, setWhatHappened] = useState(initialWhatHappened);
  const [learntAt, setLearntAt] = useState(() => localDateTimeValue(new Date()));
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const report = useReportSafetyCase(idempotencyKey);
  const screened = useScreenedText(whatHappened, 'safetyCase');
  const productScreened = useScreenedText(product, 'safetyCase');
  const [openedAt] = useState(() => Date.now());
  // Day 0 is never later than now (the form's opening stands for now, with the server's minutes
  // of grace) nor over a year ago: the server's rule (learntAtProblem).
  const learntDate = new Date(learntAt);
  const learntAtRefusal = learntAtProblem(learntDate, new Date(openedAt));
  const learntProblem = learntAtRefusal ? LEARNT_AT_MESSAGES[learntAtRefusal] : null;
  const canSend =
    isSendableText(product) &&
    isSendableText(whatHappened) &&
    learntProblem === null &&
    screened.allowsSubmit &&
    productScreened.allowsSubmit &&
    !report.isPending;
  const send = () =>
    report.mutate(
      { product, whatHappened, learntAt: learntDate.toISOString(), source },
      {
        onSuccess: (safetyCase) => {
          showToast('compliance>>safetyCaseSent');
          onReported(safetyCase);
        },
        onError: (error) => showFailure(error),
      },
    );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="safety-case-title">
      <DialogTitle id="safety-case-title">{t('compliance>>safetyCaseTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('compliance>>safetyCaseIntro')}
        </Alert>
        <Stack spacing={2}>
          <Box>
            <TextField
              label={t('compliance>>product')}
              value={product}
              onChange={(event) => setProduct(event.target.value)}
              {...productScreened.composition}
              required
              slotProps={{ htmlInput: { maxLength: SAFETY_CASE_PRODUCT_MAX } }}
              fullWidth
            />
            <ScreenFindings
              screen={productScreened.screen}
              current={productScreened.screen.screenedText === product}
            />
          </Box>
          {/* Its findings listed only: a safety case is not reported from its own form (and the
              composer's field, which offers one, would import this dialog in a circle). */}
          <ScreenedTextInput
            findings={(id, current) => (
              <ScreenFindings id={id} screen={screened.screen} current={current} />
            )}
            label={t('compliance>>whatHappened')}
            helperText={t('compliance>>whatHappenedHelper')}
            value={whatHappened}
            onChange={(event) => setWhatHappened(event.target.value)}
            composition={screened.composition}
            screen={screened.screen}
            required
            minRows={3}
            slotProps={{ htmlInput: { maxLength: SAFETY_CASE_TEXT_MAX } }}
            fullWidth
          />
          <TextField
            label={t('compliance>>learntAt')}
            type="datetime-local"
            value={learntAt}
            onChange={(event) => setLearntAt(event.target.value)}
            error={learntProblem !== null}
            helperText={t(`compliance>>${learntProblem ?? 'learntAtHelper'}`)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: localDateTimeValue(new Date()) },
            }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button variant="contained" color="warning" onClick={send} disabled={!canSend}>
          {t('compliance>>send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
