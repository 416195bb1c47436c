import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { Post } from '@kizuki/shared';
import { isSendableText, REDACTION_REASON_MAX } from '@kizuki/shared/rules';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HighlightedText } from '../../../components/compliance/highlighted-text.tsx';
import { useScreen } from '../../../lib/compliance/use-screen.ts';
import { CONTENT_TEXT_SX, contentLang } from '../../../lib/content-lang.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useRedactPost } from '../api/report-post.ts';

/** Every place the passage occurs in the text, as identifier passages (what will be removed). */
function occurrencesOf(text: string, passage: string) {
  const found: { type: 'identifier'; start: number; end: number }[] = [];
  if (!passage) return found;
  for (let at = text.indexOf(passage); at >= 0; at = text.indexOf(passage, at + passage.length)) {
    found.push({ type: 'identifier', start: at, end: at + passage.length });
  }
  return found;
}

/**
 * An admin redacts a post, reply or quote (issue 19): a passage (every occurrence of it) or the
 * whole text becomes ■■■ wherever it is stored, the drafts' history included, with a reason. The
 * passage is typed, chosen among what the pre-screen flags, or selected in the text; the text
 * shows what will go. It cannot be undone, so the dialog says so.
 */
export function RedactDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [whole, setWhole] = useState(false);
  const [passage, setPassage] = useState('');
  const [reason, setReason] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const redact = useRedactPost(post.id, idempotencyKey);
  const textRef = useRef<HTMLElement>(null);
  const screen = useScreen(post.body, post.body, post.kind);
  const suggestions = [...new Set(screen.passages.map((flagged) => flagged.text))];
  const occurrences = useMemo(
    () => (whole ? [] : occurrencesOf(post.body, passage)),
    [post.body, passage, whole],
  );
  const passageValid = whole || (isSendableText(passage) && occurrences.length > 0);
  const takeSelection = () => {
    const selection = window.getSelection();
    const node = textRef.current;
    if (!selection || !node || selection.isCollapsed) return;
    if (!node.contains(selection.anchorNode) || !node.contains(selection.focusNode)) return;
    const selected = selection.toString();
    if (selected.trim()) setPassage(selected);
  };
  const send = () =>
    redact.mutate(
      { ...(whole ? {} : { passage }), reason },
      {
        onSuccess: () => {
          showToast('redaction>>done');
          onClose();
        },
        onError: (error) => showFailure(error, 'redaction>>changedMeanwhile'),
      },
    );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="redact-title">
      <DialogTitle id="redact-title">{t('redaction>>title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('redaction>>warning')}
        </Alert>
        <Typography variant="subtitle2" component="h3">
          {t('redaction>>text')}
        </Typography>
        <Box
          ref={textRef}
          onMouseUp={takeSelection}
          onTouchEnd={takeSelection}
          lang={contentLang(post.body)}
          data-redaction-preview
          sx={{
            ...CONTENT_TEXT_SX,
            whiteSpace: 'pre-wrap',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1.5,
            my: 1,
            typography: 'body2',
            textDecoration: whole ? 'line-through' : undefined,
          }}
        >
          <HighlightedText text={post.body} passages={occurrences} />
        </Box>
        <FormControlLabel
          control={<Switch checked={whole} onChange={(event) => setWhole(event.target.checked)} />}
          label={t('redaction>>wholeText')}
          sx={{ mb: 1 }}
        />
        {!whole && (
          <>
            <TextField
              label={t('redaction>>passage')}
              helperText={
                passage && occurrences.length === 0
                  ? t('redaction>>notInText')
                  : t('redaction>>passageHelper', { count: occurrences.length })
              }
              error={Boolean(passage) && occurrences.length === 0}
              value={passage}
              onChange={(event) => setPassage(event.target.value)}
              fullWidth
              sx={{ mb: 1 }}
            />
            {suggestions.length > 0 && (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                role="group"
                aria-label={t('redaction>>suggestions')}
                sx={{ flexWrap: 'wrap', mb: 1 }}
              >
                {suggestions.map((text) => (
                  <Chip
                    key={text}
                    label={text}
                    lang={contentLang(text)}
                    variant={text === passage ? 'filled' : 'outlined'}
                    onClick={() => setPassage(text)}
                    sx={{ maxWidth: '100%' }}
                  />
                ))}
              </Stack>
            )}
          </>
        )}
        <TextField
          label={t('redaction>>reason')}
          helperText={t('redaction>>reasonHelper')}
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: REDACTION_REASON_MAX } }}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        {/* Redacting takes seconds on a large post: said in words, not only by a spinner. */}
        <Typography
          variant="body2"
          color="textSecondary"
          role="status"
          aria-live="polite"
          sx={{ flexGrow: 1, px: 1 }}
        >
          {redact.isPending ? t('redaction>>running') : ''}
        </Typography>
        <Button onClick={onClose} disabled={redact.isPending}>
          {t('post>>cancel')}
        </Button>
        {/* Cannot be undone: red, but outlined, not the inviting filled main action. */}
        <Button
          variant="outlined"
          color="error"
          loading={redact.isPending}
          onClick={send}
          disabled={!passageValid || !isSendableText(reason)}
        >
          {t('redaction>>redact')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
