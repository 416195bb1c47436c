import { Backdrop, CircularProgress } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import type { MasterItem, SelfCheckItem } from '@kizuki/shared';
import { COLLECTION_OF, wizardSteps } from '@kizuki/shared/rules';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { masterItemsQueryOptions } from '../../../lib/master-data.ts';
import { usePost } from '../api/posts-queries.ts';
import { ComposerDialog } from './composer-dialog.tsx';
import type { ComposerState } from './composer-state.ts';

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
  const lists = useQueries({
    queries: steps.map((step) => masterItemsQueryOptions(COLLECTION_OF[step.key], null)),
  });
  const failed = draft.isError || lists.some((list) => list.isError);
  // Someone else's post, or one no longer a draft, has nothing to edit: the composer closes.
  const notEditable =
    draft.data !== undefined && (draft.data.status !== 'draft' || draft.data.author.id !== user.id);
  useEffect(() => {
    if (failed) showToast('lists>>loadFailed', 'error');
    if (failed || notEditable) onClose();
    // onClose and showToast are new on every render of the host; the conditions decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, notEditable]);
  if (failed || notEditable) return null;
  if (!draft.data || lists.some((list) => !list.data)) {
    return (
      <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <CircularProgress aria-label={t('lists>>loading')} />
      </Backdrop>
    );
  }
  const post = draft.data;
  const selected: ComposerState['selected'] = {};
  steps.forEach((step, index) => {
    const id = post.classification[`${step.key}Id`];
    const item = lists[index]!.data!.data.find((candidate: MasterItem) => candidate.id === id);
    if (item) selected[step.key] = item;
    // An optional step left empty was answered "not applicable".
    else if (step.optional) selected[step.key] = null;
  });
  // A draft saved before every required step was answered reopens at the first missing one.
  const firstMissing = steps.findIndex((step) => !step.optional && !selected[step.key]);
  const initial: ComposerState = {
    stepIndex: firstMissing === -1 ? steps.length : firstMissing,
    selected,
    text: post.body,
    checked: post.selfCheck as SelfCheckItem[],
  };
  return (
    <ComposerDialog
      onClose={onClose}
      quotedId={post.quotedId ?? undefined}
      draft={{ id: post.id, initial }}
    />
  );
}
