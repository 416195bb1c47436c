import { Backdrop, CircularProgress } from '@mui/material';
import { wizardSteps } from '@kizuki/shared/rules';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { usePost } from '../api/posts-queries.ts';
import {
  initialComposerState,
  retiredChoices,
  selectionFromClassification,
} from './composer-state.ts';
import { useClassificationItems } from './use-classification-items.ts';
import { WizardDialog, type ComposerDialogProps } from './wizard-dialog.tsx';

/**
 * The post-creation wizard of SPEC.md section 2, full screen: the unit's steps, then confirm. With
 * quotedId it writes a quote: the same steps (started from the quoted post's choices by
 * QuoteComposer), the quoted post shown above every step, and the quote's checklist.
 * With a draft it edits that draft (a returned one, say), opening on the confirm step with every
 * choice filled in, and saves or submits it again.
 */
export function ComposerDialog(props: ComposerDialogProps) {
  // A new quote first loads the quoted post's choices (here, not in the host: the host is on the
  // first-paint path, where every byte counts).
  if (props.quotedId && !props.draft && !props.initial) {
    return <QuoteComposer quotedId={props.quotedId} onClose={props.onClose} />;
  }
  return <WizardDialog {...props} />;
}

/**
 * The composer of a quote: a quote is about the post it quotes, so the wizard starts from that
 * post's classification (each choice that still holds in the writer's master data), on the first
 * step, where the writer may keep or change every choice.
 */
function QuoteComposer({ quotedId, onClose }: { quotedId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const showToast = useToast();
  const steps = useMemo(() => wizardSteps(user.database), [user.database]);
  const quoted = usePost(quotedId);
  const choices = useClassificationItems(steps, quoted.data?.classification);
  const failed = quoted.isError || choices.isError;
  useEffect(() => {
    if (failed) {
      showToast('lists>>loadFailed', 'error');
      onClose();
    }
    // onClose is new on every render of the host (showToast is stable); the failure decides.
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
    <WizardDialog
      onClose={onClose}
      quotedId={quotedId}
      initial={{ ...initialComposerState, selected }}
      retired={retiredChoices(steps, quoted.data.classification, choices.items)}
    />
  );
}
