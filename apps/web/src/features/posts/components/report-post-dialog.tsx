import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import {
  isSendableText,
  REPORT_COMMENT_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '@kizuki/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useReportPost } from '../api/report-post.ts';

/**
 * A reader reports published content (issue 19): why (a possible adverse event, identifiers,
 * own-company information, defamation, or something else the comment names) and a short comment,
 * required whatever the reason. It reaches the unit's admins, and for
 * an adverse event its safety contacts, as tasks; the writer is not told who reported.
 */
export function ReportPostDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const labelId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const report = useReportPost(postId, idempotencyKey);
  const send = () =>
    reason &&
    report.mutate(
      { reason, comment },
      {
        onSuccess: () => {
          showToast('reports>>sent');
          onClose();
        },
        onError: (error) => showFailure(error, 'reports>>notReportable'),
      },
    );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="report-title">
      <DialogTitle id="report-title">{t('reports>>title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('reports>>intro')}</DialogContentText>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" id={labelId}>
            {t('reports>>reason')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={reason ?? ''}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((name) => (
              <FormControlLabel
                key={name}
                value={name}
                control={<Radio />}
                label={t(`reports>>reasons>>${name}`)}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, py: 0.25 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t('reports>>comment')}
          helperText={t(
            reason === 'other' ? 'reports>>commentHelperOther' : 'reports>>commentHelper',
          )}
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: REPORT_COMMENT_MAX } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={send}
          disabled={!reason || !isSendableText(comment) || report.isPending}
        >
          {t('reports>>send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
