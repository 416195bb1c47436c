import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Tag } from '../../components/tag.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { CONTENT_TEXT_SX, contentLang } from '../../lib/content-lang.ts';
import { errorMessageKey } from '../../lib/error-messages.ts';
import { fullDateTime } from '../../lib/format-time.ts';
import { isShownHere, outboxItems, subscribeOutbox } from '../../lib/outbox/outbox-signal.ts';
import { useToast } from '../../lib/toast.tsx';
import { deleteFromOutbox } from '../../lib/outbox/outbox.ts';
import type { OutboxItem } from '../../lib/outbox/outbox-store.ts';

/**
 * What the signed-in user wrote without a connection (issue 23): waiting to be sent, or refused
 * with its reason and its text kept to copy. On the timeline all of them; in a thread
 * (`parentId`) the replies to that post.
 */
export function OutboxList({ parentId }: { parentId?: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const all = useSyncExternalStore(subscribeOutbox, outboxItems);
  const items = useMemo(
    () => all.filter((item) => isShownHere(item, user.id, parentId)),
    [all, user.id, parentId],
  );
  const [deleting, setDeleting] = useState<OutboxItem | null>(null);
  const showToast = useToast();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="outbox-title" sx={{ px: 2, pt: 1.5 }}>
      <Typography
        id="outbox-title"
        variant="subtitle2"
        component="h2"
        color="textSecondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <CloudUploadOutlined fontSize="small" aria-hidden />
        {t('outbox>>title', { count: items.length })}
      </Typography>
      <Stack spacing={1}>
        {items.map((item) => (
          <OutboxCard
            key={item.key}
            item={item}
            showLink={parentId === undefined}
            onDelete={() => setDeleting(item)}
            onCopied={() => showToast('outbox>>copied')}
            onCopyFailed={() => showToast('outbox>>copyFailed', 'warning')}
          />
        ))}
      </Stack>
      {deleting && (
        <ConfirmDialog
          title={t('outbox>>deleteTitle')}
          body={t('outbox>>deleteBody')}
          action={t('outbox>>delete')}
          color="error"
          // Once a tab has started sending it, deleting it could no longer stop it.
          pending={all.some((kept) => kept.key === deleting.key && kept.state === 'sending')}
          onConfirm={() => {
            const key = deleting.key;
            setDeleting(null);
            void deleteFromOutbox(key).then(
              () => showToast('outbox>>deleted'),
              () => showToast('apiErrors>>internal', 'error'),
            );
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}

function OutboxCard({
  item,
  showLink,
  onDelete,
  onCopied,
  onCopyFailed,
}: {
  item: OutboxItem;
  showLink: boolean;
  onDelete: () => void;
  onCopied: () => void;
  onCopyFailed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useRef<HTMLElement>(null);
  // Without the clipboard API (an insecure page, an old browser) or its permission, the text is
  // selected for the writer to copy by hand, and a toast says so.
  const copy = () => {
    const written = navigator.clipboard
      ? navigator.clipboard.writeText(item.body.body)
      : Promise.reject(new Error('no clipboard'));
    written.then(onCopied, () => {
      if (text.current) getSelection()?.selectAllChildren(text.current);
      onCopyFailed();
    });
  };
  const target = item.body.parentId ?? item.body.quotedId;
  const refused = item.state === 'refused';
  return (
    <Paper elevation={0} component="article" data-outbox-item={item.state} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}
      >
        <Tag tone={refused ? 'error' : 'warning'}>
          {t(refused ? 'outbox>>refusedState' : 'outbox>>waitingState')}
        </Tag>
        <Tag>{t(`outbox>>kinds>>${item.kind}`)}</Tag>
        {/* At the end of the line; on a line of its own at the end when the tags are long. */}
        <Typography
          variant="caption"
          color="textSecondary"
          component="time"
          dateTime={item.createdAt}
          sx={{ ml: 'auto' }}
        >
          {fullDateTime(item.createdAt, i18n.language)}
        </Typography>
      </Stack>
      <Typography
        ref={text}
        variant="body2"
        lang={contentLang(item.body.body)}
        sx={{ ...CONTENT_TEXT_SX, whiteSpace: 'pre-wrap', userSelect: 'text' }}
      >
        {item.body.body}
      </Typography>
      {refused && item.refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('outbox>>refusedBecause', { reason: t(errorMessageKey(item.refusal)) })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        {showLink && target !== undefined && (
          <Button component={Link} to={`/posts/${target}`} size="small">
            {t(item.kind === 'reply' ? 'outbox>>openParent' : 'outbox>>openQuoted')}
          </Button>
        )}
        {refused && (
          <Button size="small" startIcon={<ContentCopyOutlined />} onClick={copy}>
            {t('outbox>>copy')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          disabled={item.state === 'sending'}
          onClick={onDelete}
        >
          {t('outbox>>delete')}
        </Button>
      </Stack>
    </Paper>
  );
}
