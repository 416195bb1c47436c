import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  MAX_POST_LENGTH,
  missingSelfCheckItems,
  selfCheckItems,
  type SelfCheckItem,
} from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast.tsx';
import { useCreatePost } from '../api/create-post.ts';

/** A reply to a post: its text and the reply's self-check (SPEC.md section 2); no classification. */
export function ReplyDialog({ parentId, onClose }: { parentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<SelfCheckItem[]>([]);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const createPost = useCreatePost(idempotencyKey);
  const canSubmit =
    text.trim() !== '' &&
    missingSelfCheckItems('reply', checked).length === 0 &&
    !createPost.isPending;
  const submit = () =>
    createPost.mutate(
      { body: text, parentId, selfCheck: checked, submit: true },
      {
        onSuccess: (reply) => {
          showToast(
            t(reply.status === 'review' ? 'composer>>submittedForReview' : 'post>>replied'),
          );
          onClose();
        },
        onError: () => showToast(t('composer>>failed'), 'error'),
      },
    );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="reply-title">
      <DialogTitle id="reply-title">{t('post>>replyTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('composer>>text')}
          multiline
          minRows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_POST_LENGTH } }}
          fullWidth
          sx={{ mt: 1, mb: 2 }}
        />
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
        <Button variant="contained" onClick={submit} disabled={!canSubmit}>
          {t('post>>sendReply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
