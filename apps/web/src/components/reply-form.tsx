import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import {
  isSendableText,
  MAX_POST_LENGTH,
  missingSelfCheckItems,
  type SelfCheckItem,
  selfCheckItems,
} from '@kizuki/shared/rules';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../lib/toast.tsx';
import { useFailureToast } from '../lib/error-messages.ts';
import { useScreenedText } from '../lib/compliance/use-screened-text.ts';
import { useAcceptRefusal } from '../lib/compliance/accept-refusal.ts';
import { ScreenedTextField } from './compliance/screened-text-field.tsx';

export interface ReplyFormProps {
  title: string;
  /** Shown above the text: the inquiry's question, or the reason a draft came back. */
  intro?: ReactNode;
  initial?: { text: string; checked: SelfCheckItem[] };
  sendLabel: string;
  /** The composer the pre-screen runs as: a reply, or an inquiry's answer. */
  screenKind: 'reply' | 'answer';
  pending: boolean;
  /**
   * Sends the reply; answers where it went for the toast: review or published, or kept in the
   * device's outbox to be sent when the connection returns.
   */
  send: (input: {
    body: string;
    selfCheck: SelfCheckItem[];
  }) => Promise<{ inReview: boolean; keptOffline?: boolean }>;
  onClose: () => void;
}

/** The text of a reply and the reply's self-check (SPEC.md section 2); no classification. */
export function ReplyForm({
  title,
  intro,
  initial,
  sendLabel,
  screenKind,
  pending,
  send,
  onClose,
}: ReplyFormProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [text, setText] = useState(initial?.text ?? '');
  const [checked, setChecked] = useState<SelfCheckItem[]>(initial?.checked ?? []);
  const screened = useScreenedText(text, screenKind);
  const acceptRefusal = useAcceptRefusal();
  const canSubmit =
    isSendableText(text) &&
    missingSelfCheckItems('reply', checked).length === 0 &&
    screened.allowsSubmit &&
    !pending;
  const submit = () =>
    send({ body: text, selfCheck: checked }).then(
      ({ inReview, keptOffline }) => {
        if (keptOffline) showToast('outbox>>kept');
        else showToast(inReview ? 'composer>>submittedForReview' : 'post>>replied');
        onClose();
      },
      (error) => {
        acceptRefusal(error, screenKind, text);
        showFailure(error);
      },
    );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="reply-title">
      <DialogTitle id="reply-title">{title}</DialogTitle>
      <DialogContent>
        {intro}
        <Box sx={{ mt: 1, mb: 2 }}>
          <ScreenedTextField
            label={t('composer>>text')}
            minRows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            composition={screened.composition}
            screen={screened.screen}
            safetyCase={{ source: screenKind }}
            slotProps={{ htmlInput: { maxLength: MAX_POST_LENGTH } }}
            fullWidth
          />
        </Box>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('composer>>selfCheckTitle')}
        </Typography>
        <FormGroup>
          {selfCheckItems('reply').map((item) => (
            <FormControlLabel
              key={item}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { pt: 0.25 } }}
              control={
                <Checkbox
                  checked={checked.includes(item)}
                  onChange={() =>
                    setChecked(
                      checked.includes(item)
                        ? checked.filter((other) => other !== item)
                        : [...checked, item],
                    )
                  }
                />
              }
              label={t(`selfCheck>>${item}`)}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!canSubmit}>
          {sendLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
