import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { TaskDetail } from '@kizuki/shared';
import { isSendableText, isTaskUnfinished, REJECT_REASON_MAX } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportableFindings } from '../../components/compliance/reportable-findings.tsx';
import { ScreenedTextField } from '../../components/compliance/screened-text-field.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { useAcceptRefusal } from '../../lib/compliance/accept-refusal.ts';
import { useScreen } from '../../lib/compliance/use-screen.ts';
import { useScreenedText } from '../../lib/compliance/use-screened-text.ts';
import { useFailureToast } from '../../lib/error-messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { ClassificationChips } from '../../features/posts/components/classification-chips.tsx';
import { QuotedPostCard } from '../../features/posts/components/quoted-post.tsx';
import { useDecideTask } from '../../features/tasks/api/task-queries.ts';
import { ContentBox } from '../../features/tasks/components/content-box.tsx';
import { DecisionLine } from '../../features/tasks/components/decision-line.tsx';
import { ReviewChecks } from './review-checks.tsx';

function RejectDialog({
  onReject,
  onClose,
  pending,
}: {
  onReject: (reason: string) => void;
  onClose: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const screened = useScreenedText(reason, 'rejectionReason');
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{t('tasks>>rejectTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1 }}>
          <ScreenedTextField
            label={t('tasks>>reason')}
            helperText={t('tasks>>reasonHelper')}
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            composition={screened.composition}
            screen={screened.screen}
            slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
            fullWidth
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!isSendableText(reason) || !screened.allowsSubmit || pending}
          onClick={() => onReject(reason)}
        >
          {t('tasks>>reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An approval: the content as readers would see it, with what the pre-screen flags in it marked
 * (approving is refused while something remains: the rules in force may be newer than the
 * submission), the way to report a possible adverse event, and approve or return.
 */
export function ApprovalTask({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const decide = useDecideTask(task.id);
  const [rejecting, setRejecting] = useState(false);
  const unfinished = isTaskUnfinished(task.status);
  const body = unfinished && task.post ? task.post.body : '';
  const screen = useScreen(body, body, task.post?.kind ?? 'post');
  const acceptRefusal = useAcceptRefusal();
  const user = useCurrentUser();
  const respondsToKind = task.post?.kind === 'reply' ? 'reply' : 'quote';
  const decideWith = (decision: { kind: 'approve' } | { kind: 'reject'; reason: string }) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setRejecting(false);
        showToast(decision.kind === 'approve' ? 'tasks>>approved' : 'tasks>>rejected');
      },
      onError: (error) => {
        // What the server found: in the content (an approval), or in the reason.
        if (decision.kind === 'approve') acceptRefusal(error, task.post?.kind ?? 'post', body);
        else acceptRefusal(error, 'rejectionReason', decision.reason);
        showFailure(error, 'tasks>>alreadyDecided');
      },
    });
  return (
    <>
      {task.post && (
        <ContentBox post={task.post} heading={t('tasks>>content')} passages={screen.passages}>
          <Stack spacing={2}>
            {task.respondsTo && (
              <Box component="section" aria-label={t(`tasks>>respondsTo>>${respondsToKind}`)}>
                <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
                  {t(`tasks>>respondsTo>>${respondsToKind}`)}
                </Typography>
                <QuotedPostCard post={task.respondsTo} />
              </Box>
            )}
            {task.post.kind !== 'reply' && (
              <ClassificationChips classification={task.post.classification} unit={user.database} />
            )}
            {unfinished && (
              <>
                <ReportableFindings
                  screen={screen}
                  audience="reviewer"
                  safetyCase={{ source: task.post.kind }}
                />
                <ReviewChecks post={task.post} />
              </>
            )}
          </Stack>
        </ContentBox>
      )}
      {unfinished ? (
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setRejecting(true)}
            disabled={decide.isPending}
            sx={{ flex: 1 }}
          >
            {t('tasks>>reject')}
          </Button>
          <Button
            variant="contained"
            onClick={() => decideWith({ kind: 'approve' })}
            disabled={decide.isPending || screen.blocking.length > 0}
            sx={{ flex: 1 }}
          >
            {t('tasks>>approve')}
          </Button>
        </Stack>
      ) : (
        <DecisionLine task={task} />
      )}
      {rejecting && (
        <RejectDialog
          pending={decide.isPending}
          onClose={() => setRejecting(false)}
          onReject={(reason) => decideWith({ kind: 'reject', reason })}
        />
      )}
    </>
  );
}
