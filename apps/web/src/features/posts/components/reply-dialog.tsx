import { Alert } from '@mui/material';
import type { Post } from '@kizuki/shared';
import type { SelfCheckItem } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyForm } from '../../../components/reply-form.tsx';
import { isKeptOffline, useCreatePost } from '../api/create-post.ts';
import { useUpdateDraft } from '../api/post-writes.ts';

/** A new reply to a post. */
export function ReplyDialog({ parentId, onClose }: { parentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const createPost = useCreatePost(idempotencyKey);
  return (
    <ReplyForm
      screenKind="reply"
      title={t('post>>replyTitle')}
      sendLabel={t('post>>sendReply')}
      pending={createPost.isPending}
      send={async (input) => {
        const reply = await createPost.mutateAsync({ ...input, parentId, submit: true });
        return isKeptOffline(reply)
          ? { inReview: false, keptOffline: true }
          : { inReview: reply.status === 'review' };
      }}
      onClose={onClose}
    />
  );
}

/** A returned reply draft, edited and submitted again (only drafts are editable). */
export function EditReplyDialog({ draft, onClose }: { draft: Post; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDraft(draft.id);
  return (
    <ReplyForm
      screenKind="reply"
      title={t('post>>editTitle')}
      intro={
        draft.rejectionReason && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t('post>>rejectionReason', { reason: draft.rejectionReason })}
          </Alert>
        )
      }
      initial={{ text: draft.body, checked: draft.selfCheck as SelfCheckItem[] }}
      sendLabel={t('post>>submitAgain')}
      pending={update.isPending}
      send={async ({ body, selfCheck }) => {
        const submitted = await update.mutateAsync({ change: { body, selfCheck }, submit: true });
        return { inReview: submitted.status === 'review' };
      }}
      onClose={onClose}
    />
  );
}
