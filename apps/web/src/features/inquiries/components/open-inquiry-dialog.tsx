import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import {
  INQUIRY_DUE_DAYS,
  INQUIRY_MAX_DUE_DAYS,
  INQUIRY_QUESTION_MAX,
  isSendableText,
  tokyoDateAfter,
  tokyoToday,
} from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast.tsx';
import { useOpenInquiry } from '../api/inquiry-queries.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useScreenedText } from '../../../lib/compliance/use-screened-text.ts';
import { useAcceptRefusal } from '../../../lib/compliance/accept-refusal.ts';
import { ScreenedTextField } from '../../../components/compliance/screened-text-field.tsx';

/** The PMO group asks a post's author a question, due in 14 days unless another day is chosen. */
export function OpenInquiryDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [question, setQuestion] = useState('');
  const [dueOn, setDueOn] = useState(() => tokyoDateAfter(new Date(), INQUIRY_DUE_DAYS));
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const open = useOpenInquiry(idempotencyKey);
  const today = tokyoToday(new Date());
  const screened = useScreenedText(question, 'question');
  const acceptRefusal = useAcceptRefusal();
  const latest = tokyoDateAfter(new Date(), INQUIRY_MAX_DUE_DAYS);
  const dueOnInRange = dueOn >= today && dueOn <= latest;
  const valid = isSendableText(question) && dueOnInRange && screened.allowsSubmit;
  const send = () =>
    open.mutate(
      { postId, question, dueOn },
      {
        onSuccess: () => {
          showToast('inquiries>>opened');
          onClose();
        },
        onError: (error) => {
          acceptRefusal(error, 'question', question);
          showFailure(error);
        },
      },
    );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="inquiry-title">
      <DialogTitle id="inquiry-title">{t('inquiries>>openTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1, mb: 2 }}>
          <ScreenedTextField
            label={t('inquiries>>question')}
            helperText={t('inquiries>>questionHelper')}
            minRows={3}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            composition={screened.composition}
            screen={screened.screen}
            slotProps={{ htmlInput: { maxLength: INQUIRY_QUESTION_MAX } }}
            fullWidth
          />
        </Box>
        <TextField
          label={t('inquiries>>dueOn')}
          type="date"
          value={dueOn}
          onChange={(event) => setDueOn(event.target.value)}
          // Why Send waits: a date the server would refuse (in the past, or over a year ahead).
          error={!dueOnInRange}
          helperText={
            dueOnInRange ? undefined : t('inquiries>>dueOnRange', { days: INQUIRY_MAX_DUE_DAYS })
          }
          slotProps={{ htmlInput: { min: today, max: latest }, inputLabel: { shrink: true } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={!valid || open.isPending}>
          {t('inquiries>>send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
