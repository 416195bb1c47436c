import { Alert, Box, Button, Dialog, Typography } from '@mui/material';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { isSendableText, missingSelfCheckItems, wizardSteps } from '@kizuki/shared/rules';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { masterDataKeys } from '../../../lib/query-keys.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { itemName } from '../../../lib/master-name.ts';
import { useToast } from '../../../lib/toast.tsx';
import { isKeptOffline, useCreatePost } from '../api/create-post.ts';
import { useUpdateDraft } from '../api/post-writes.ts';
import {
  classificationToSave,
  composerReducer,
  initialComposerState,
  isReadyToSubmit,
  type ComposerState,
  type RetiredChoices,
} from './composer-state.ts';
import { retiredStepsOf } from './retired-refusal.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { QuotedPostSummary } from './quoted-post.tsx';
import { StepOptions } from './step-options.tsx';
import { TextFirstStep } from './text-first-step.tsx';
import { useTextSuggestion } from './use-text-suggestion.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useScreenedText } from '../../../lib/compliance/use-screened-text.ts';
import { useAcceptRefusal } from '../../../lib/compliance/accept-refusal.ts';
import { ComposerFooter, ComposerHeader } from './composer-frame.tsx';
import { hasUnsavedWork, useUnsavedWork } from './use-unsaved-work.ts';
import { UnsavedWorkDialog } from './unsaved-work-dialog.tsx';
import { RestoredWorkNotice } from './restored-work-notice.tsx';

/** What the composer is opened on: a new post or quote, or one of the caller's drafts. */
export interface ComposerDialogProps {
  onClose: () => void;
  quotedId?: number;
  draft?: { id: number; initial: ComposerState };
  /** Where a new post or quote starts (a quote: from the quoted post's classification). */
  initial?: ComposerState;
  /** The draft's or quoted post's choices retired since: their steps ask to choose again. */
  retired?: RetiredChoices;
}

/**
 * The wizard itself: the steps, the text written first or on the confirm step, saving and
 * submitting, and the question before closing unsaved work (issue 39).
 */
export function WizardDialog({ onClose, quotedId, draft, initial, retired }: ComposerDialogProps) {
  const kind = quotedId ? 'quote' : 'post';
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const steps = useMemo(() => wizardSteps(user.database), [user.database]);
  // Where this composer started: closing with anything else asks first (issue 39).
  const [start] = useState(() => draft?.initial ?? initial ?? initialComposerState);
  const [state, dispatch] = useReducer(
    useMemo(() => composerReducer(steps), [steps]),
    start,
  );
  const unsaved = useUnsavedWork({
    userId: user.id,
    subject: { draftId: draft?.id, quotedId },
    start,
    state,
    restore: (kept) => dispatch({ type: 'restore', state: kept }),
  });
  const [askingToClose, setAskingToClose] = useState(false);
  const requestClose = () => {
    if (hasUnsavedWork(start, state)) return setAskingToClose(true);
    unsaved.forget();
    onClose();
  };
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [retiredMeanwhile, setRetiredMeanwhile] = useState<RetiredChoices>({});
  const queryClient = useQueryClient();
  const createPost = useCreatePost(idempotencyKey);
  const updateDraft = useUpdateDraft(draft?.id ?? 0);
  const saving = draft ? updateDraft : createPost;

  const onConfirm = state.stepIndex === steps.length;
  const step = steps[state.stepIndex];
  const screened = useScreenedText(state.text, kind);
  // Issue 23: once the writer starts from the text, the steps it names are pre-selected, within
  // the disease group the writer chose themselves (a suggested one may still change).
  const ownDiseaseGroup = state.suggested.includes('diseaseGroup')
    ? null
    : (state.selected.diseaseGroup?.id ?? null);
  const suggestion = useTextSuggestion(steps, screened.settled, {
    enabled: state.startedFromText,
    diseaseGroupId: ownDiseaseGroup,
  });
  const suggestionIds = suggestion
    ? JSON.stringify(Object.entries(suggestion).map(([key, item]) => [key, item.id]))
    : '';
  useEffect(() => {
    if (suggestion) dispatch({ type: 'suggest', suggestion });
    // The suggestion is new on every render of a new text; its ids say whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestionIds]);
  const acceptRefusal = useAcceptRefusal();
  const canSubmit =
    isReadyToSubmit(steps, state) &&
    isSendableText(state.text) &&
    missingSelfCheckItems(kind, state.checked).length === 0 &&
    screened.allowsSubmit &&
    !saving.isPending;

  const save = (submit: boolean) => {
    const classification = classificationToSave(steps, state);
    const saved = draft
      ? updateDraft.mutateAsync({
          change: { body: state.text, classification, selfCheck: state.checked },
          submit,
        })
      : createPost.mutateAsync({
          body: state.text,
          classification,
          selfCheck: state.checked,
          submit,
          quotedId,
        });
    void saved.then(
      (post) => {
        showToast(
          isKeptOffline(post)
            ? 'outbox>>kept'
            : post.status === 'draft'
              ? 'composer>>draftSaved'
              : post.status === 'review'
                ? 'composer>>submittedForReview'
                : 'composer>>published',
        );
        unsaved.forget();
        onClose();
      },
      (error) => {
        setAskingToClose(false);
        // An item retired while the wizard was open (or read before it was): its step says so.
        const retiredSteps = retiredStepsOf(error);
        if (retiredSteps.length > 0) {
          setRetiredMeanwhile((known) => ({
            ...known,
            ...Object.fromEntries(
              retiredSteps.flatMap((key) => {
                const item = state.selected[key];
                return item ? [[key, item]] : [];
              }),
            ),
          }));
          void queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
          dispatch({
            type: 'goTo',
            stepIndex: Math.min(
              ...retiredSteps.map((key) => steps.findIndex((s) => s.key === key)),
            ),
          });
          return;
        }
        acceptRefusal(error, kind, state.text);
        showFailure(error);
      },
    );
  };

  const title = state.writingFirst
    ? t('composer>>textFirstTitle')
    : onConfirm
      ? t('composer>>confirmTitle')
      : t(`wizard>>steps>>${step!.label}`);
  const offersTextFirst =
    !draft && !quotedId && !state.startedFromText && state.stepIndex === 0 && !state.writingFirst;
  // Said until the writer chooses another (a skipped optional step is answered: null).
  const retiredItem = step ? (retiredMeanwhile[step.key] ?? retired?.[step.key]) : undefined;
  const chosenHere = step ? state.selected[step.key] : undefined;
  const retiredHere =
    retiredItem && (chosenHere === undefined || chosenHere?.id === retiredItem.id)
      ? retiredItem
      : undefined;
  return (
    <Dialog fullScreen open onClose={requestClose} aria-labelledby="composer-step-title">
      <ComposerHeader
        onClose={requestClose}
        caption={t(
          draft
            ? 'composer>>editTitle'
            : kind === 'quote'
              ? 'composer>>quoteTitle'
              : 'composer>>title',
        )}
        title={title}
        state={state}
        stepCount={steps.length}
      />

      <Box sx={{ flexGrow: 1, overflowY: 'auto', maxWidth: 720, width: '100%', mx: 'auto' }}>
        {unsaved.restored && (
          <RestoredWorkNotice onStartOver={() => dispatch({ type: 'restore', state: start })} />
        )}
        {quotedId && <QuotedPostSummary id={quotedId} />}
        {initial && quotedId && !onConfirm && (
          <Typography variant="body2" color="textSecondary" sx={{ px: 2, pt: 1.5 }}>
            {t('composer>>quotePrefilled')}
          </Typography>
        )}
        {state.writingFirst ? (
          <TextFirstStep steps={steps} state={state} dispatch={dispatch} screened={screened} />
        ) : onConfirm ? (
          <ConfirmStep
            steps={steps}
            state={state}
            dispatch={dispatch}
            kind={kind}
            quotedId={quotedId}
            screened={screened}
          />
        ) : (
          <Box id={`step-${step!.key}`} aria-label={title} component="section">
            {offersTextFirst && (
              <Box sx={{ px: 2, pt: 2 }}>
                <Button
                  variant="outlined"
                  fullWidth
                  startIcon={<EditNoteOutlined />}
                  onClick={() => dispatch({ type: 'startWithText' })}
                >
                  {t('composer>>startWithText')}
                </Button>
              </Box>
            )}
            {state.suggested.includes(step!.key) && (
              <Alert
                severity="info"
                icon={<AutoAwesomeOutlined fontSize="inherit" />}
                sx={{ mx: 2, mt: 2 }}
                data-suggested-step={step!.key}
              >
                {t('composer>>suggestedHere')}
              </Alert>
            )}
            {retiredHere && (
              <Alert severity="warning" sx={{ mx: 2, mt: 2 }} data-retired-choice={step!.key}>
                {t('composer>>retiredChoice', { name: itemName(retiredHere, i18n.language) })}
              </Alert>
            )}
            <StepOptions
              key={step!.key}
              step={step!}
              diseaseGroupId={state.selected.diseaseGroup?.id ?? null}
              selected={state.selected[step!.key] ?? null}
              onChoose={(item) => dispatch({ type: 'choose', key: step!.key, item })}
            />
          </Box>
        )}
      </Box>

      <ComposerFooter
        state={state}
        dispatch={dispatch}
        step={step}
        onSave={save}
        saving={saving.isPending}
        canSubmit={canSubmit}
      />
      {askingToClose && (
        <UnsavedWorkDialog
          canSaveDraft={isSendableText(state.text)}
          saving={saving.isPending}
          onSaveDraft={() => save(false)}
          onDiscard={() => {
            unsaved.forget();
            onClose();
          }}
          onKeepEditing={() => setAskingToClose(false)}
        />
      )}
    </Dialog>
  );
}
