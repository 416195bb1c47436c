import { Backdrop, CircularProgress } from '@mui/material';
import { wizardSteps } from '@kizuki/shared/rules';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { usePost } from '../api/posts-queries.ts';
import { ComposerDialog } from './composer-dialog.tsx';
import { initialComposerState, selectionFromClassification } from './composer-state.ts';
import { useClassificationItems } from './use-classification-items.ts';

/**
 * The composer of a quote: a quote is about the post it quotes, so the wizard starts from that
 * post's classification (each choice that still holds in the writer's master data), on the first
 * step, where the writer may keep or change every choice.
 */
export function QuoteComposer({ quotedId, onClose }: { quotedId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const showToast = useToast();
  const steps = useMemo(() => wizardSteps(user.database), [user.database]);
  const quoted = usePost(quotedId);
  const choices = useClassificationItems(steps, quoted.data?.classification);
  const failed = quoted.isError || choices.isError;
  useEffect(() => {
    if (failed) {
      showToast(t('lists>>loadFailed'), 'error');
      onClose();
    }
    // onClose and showToast are new on every render of the host; the failure decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  if (failed) return null;
  if (!quoted.data || !choices.isLoaded) {
    return (
      <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <CircularProgress aria-label={t('lists>>loading')} />
      </Backdrop>
    );
  }
  const selected = selectionFromClassification(steps, quoted.data.classification, choices.items);
  return (
    <ComposerDialog
      onClose={onClose}
      quotedId={quotedId}
      initial={{ ...initialComposerState, selected }}
    />
  );
}
