import { Backdrop, CircularProgress } from '@mui/material';
import type { SelfCheckItem } from '@kizuki/shared';
import { wizardSteps } from '@kizuki/shared/rules';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { usePost } from '../api/posts-queries.ts';
import { ComposerDialog } from './composer-dialog.tsx';
import {
  firstUnansweredStep,
  initialComposerState,
  retiredChoices,
  selectionFromClassification,
  type ComposerState,
} from './composer-state.ts';
import { useClassificationItems } from './use-classification-items.ts';

/**
 * The composer over one of the caller's drafts: loads the draft and the master data of its
 * choices, then opens the wizard with everything filled in, on the confirm step (or on the first
 * required step the draft left unanswered).
 */
export function DraftComposer({ draftId, onClose }: { draftId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const showToast = useToast();
  const steps = useMemo(() => wizardSteps(user.database), [user.database]);
  const draft = usePost(draftId);
  const choices = useClassificationItems(steps, draft.data?.classification);
  const failed = draft.isError || choices.isError;
  // Someone else's post, or one no longer a draft, has nothing to edit: the composer closes.
  const notEditable =
    draft.data !== undefined && (draft.data.status !== 'draft' || draft.data.author.id !== user.id);
  useEffect(() => {
    if (failed) showToast('lists>>loadFailed', 'error');
    if (failed || notEditable) onClose();
    // onClose is new on every render of the host (showToast is stable); the conditions decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, notEditable]);
  if (failed || notEditable) return null;
  if (!draft.data || !choices.isLoaded) {
    return (
      <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <CircularProgress aria-label={t('lists>>loading')} />
      </Backdrop>
    );
  }
  const post = draft.data;
  const selected = selectionFromClassification(steps, post.classification, choices.items);
  // A draft saved before every required step was answered reopens at the first missing one; one
  // naming an item retired since, at its step, which says so.
  const initial: ComposerState = {
    ...initialComposerState,
    stepIndex: firstUnansweredStep(steps, selected),
    selected,
    text: post.body,
    checked: post.selfCheck as SelfCheckItem[],
  };
  return (
    <ComposerDialog
      onClose={onClose}
      quotedId={post.quotedId ?? undefined}
      draft={{ id: post.id, initial }}
      retired={retiredChoices(steps, post.classification, choices.items)}
    />
  );
}
