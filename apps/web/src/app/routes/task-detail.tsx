import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import type { TaskDetail } from '@kizuki/shared';
import { isSendableText, isTaskUnfinished } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fullDateTime } from '../../lib/format-time.ts';
import { useToast } from '../../lib/toast.tsx';
import { authorName } from '../../lib/author-name.ts';
import {
  useCompleteTask,
  useDecideTask,
  useResolveReport,
  useTask,
} from '../../features/tasks/api/task-queries.ts';
import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { QueryDetail } from '../../components/query-detail.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ContentBox } from '../../features/tasks/components/content-box.tsx';
import { ReportBox } from '../../features/tasks/components/report-box.tsx';
import { SafetyCaseBox } from '../../features/tasks/components/safety-case-box.tsx';
import { WorkDetail } from '../../features/tasks/components/work-detail.tsx';
import { BackHeader } from './back-header.tsx';
import { useFailureToast } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { useScreen } from '../../lib/compliance/use-screen.ts';
import { useScreenedText } from '../../lib/compliance/use-screened-text.ts';
import { useAcceptRefusal } from '../../lib/compliance/accept-refusal.ts';
import { ReportableFindings } from '../../components/compliance/reportable-findings.tsx';
import { ScreenedTextField } from '../../components/compliance/screened-text-field.tsx';

const AnswerInquiryDialog = lazyOverlay(() =>
  import('../../features/inquiries/components/answer-inquiry-dialog.tsx').then(
    (m) => m.AnswerInquiryDialog,
  ),
);
const RedactDialog = lazyOverlay(() =>
  import('../../features/posts/components/redact-dialog.tsx').then((m) => m.RedactDialog),
);

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
            slotProps={{ htmlInput: { maxLength: 1000 } }}
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

/** Who finished the task and when, or its state: the line under a task nobody needs to act on. */
function DecisionLine({ task }: { task: TaskDetail }) {
  const { t, i18n } = useTranslation();
  if (!task.decision) return <Alert severity="info">{t(`tasks>>status>>${task.status}`)}</Alert>;
  return (
    <Alert severity={task.status === 'rejected' ? 'warning' : 'success'}>
      {t(`tasks>>status>>${task.status}`)} · {task.decidedBy && `${authorName(task.decidedBy)} · `}
      {fullDateTime(task.decision.at, i18n.language)}
      {task.decision.comment &&
        ` · ${t('post>>rejectionReason', { reason: task.decision.comment })}`}
    </Alert>
  );
}

/**
 * An approval: the content as readers would see it, with what the pre-screen flags in it marked
 * (approving is refused while something remains: the rules in force may be newer than the
 * submission), the way to report a possible adverse event, and approve or return.
 */
function ApprovalTask({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const decide = useDecideTask(task.id);
  const [rejecting, setRejecting] = useState(false);
  const unfinished = isTaskUnfinished(task.status);
  const body = unfinished && task.post ? task.post.body : '';
  const screen = useScreen(body, body, task.post?.kind ?? 'post');
  const acceptRefusal = useAcceptRefusal();
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
          {unfinished && (
            <ReportableFindings
              screen={screen}
              audience="reviewer"
              safetyCase={{ source: task.post.kind }}
            />
          )}
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

/** An inquiry: the post asked about, its answer, and answering (again, if it came back). */
function InquiryTask({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const [answering, setAnswering] = useState(false);
  return (
    <>
      {task.post && <ContentBox post={task.post} heading={t('tasks>>content')} />}
      {task.answer && (
        <ContentBox
          post={task.answer}
          heading={`${t('inquiries>>answer')} · ${t(`post>>status>>${task.answer.status}`)}`}
        />
      )}
      {task.decision ? (
        <DecisionLine task={task} />
      ) : task.status === 'to-do' ? (
        <>
          {task.answer?.status === 'draft' && task.answer.rejectionReason && (
            <Alert severity="warning" sx={{ mb: 1.5 }}>
              {t('inquiries>>answerReturned', { reason: task.answer.rejectionReason })}
            </Alert>
          )}
          <Button
            variant="contained"
            fullWidth
            onClick={() => setAnswering(true)}
            startIcon={<ReplyOutlined />}
          >
            {t('inquiries>>answerAction')}
          </Button>
        </>
      ) : (
        <Alert severity="info">
          {t(
            task.status === 'in-progress'
              ? 'inquiries>>answerInReview'
              : `tasks>>status>>${task.status}`,
          )}
        </Alert>
      )}
      {answering && (
        <AnswerInquiryDialog
          taskId={task.id}
          question={task.question ?? ''}
          initialText={task.answer?.status === 'draft' ? task.answer.body : undefined}
          onClose={() => setAnswering(false)}
        />
      )}
    </>
  );
}

/**
 * A safety case (issue 19): the case, and "handled" once the contact has entered it into the
 * safety department's own system; the other contacts' tasks of it are then canceled.
 */
function SafetyCaseTask({ task }: { task: TaskDetail }) {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const complete = useCompleteTask(task.id);
  const [confirming, setConfirming] = useState(false);
  const handled = task.safetyCase?.handledBy;
  return (
    <>
      {task.safetyCase && <SafetyCaseBox safetyCase={task.safetyCase} />}
      {isTaskUnfinished(task.status) ? (
        <Button
          variant="contained"
          fullWidth
          startIcon={<DoneAllOutlined />}
          onClick={() => setConfirming(true)}
        >
          {t('compliance>>markHandled')}
        </Button>
      ) : (
        <Alert severity={task.status === 'done' ? 'success' : 'info'}>
          {handled && task.safetyCase?.handledAt
            ? t('compliance>>handledBy', {
                name: authorName(handled),
                at: fullDateTime(task.safetyCase.handledAt, i18n.language),
              })
            : t(`tasks>>status>>${task.status}`)}
        </Alert>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('compliance>>markHandledTitle')}
          body={t('compliance>>markHandledBody')}
          action={t('compliance>>markHandled')}
          pending={complete.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            complete.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                showToast('compliance>>handled');
              },
              onError: (error) => {
                setConfirming(false);
                showFailure(error, 'tasks>>alreadyDecided');
              },
            })
          }
        />
      )}
    </>
  );
}

/**
 * A reported post (issue 19): the report and the post; an admin dismisses it, unpublishes the
 * post or redacts it; a safety contact who is not an admin marks it handled once the safety
 * department has what it needs.
 */
function ReportTask({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const report = task.report;
  const resolve = useResolveReport(report?.id ?? 0);
  const complete = useCompleteTask(task.id);
  const [confirming, setConfirming] = useState<'dismiss' | 'unpublish' | 'complete' | null>(null);
  const [redacting, setRedacting] = useState(false);
  const open = report?.status === 'open';
  // What the pre-screen flags in the reported content: what a redaction would most likely remove.
  const body = open && user.isAdmin && task.post ? task.post.body : '';
  const screen = useScreen(body, body, task.post?.kind ?? 'post');
  const done = (key: string) => ({
    onSuccess: () => {
      setConfirming(null);
      showToast(key);
    },
    onError: (error: unknown) => {
      setConfirming(null);
      showFailure(error, 'tasks>>alreadyDecided');
    },
  });
  return (
    <>
      {report && <ReportBox report={report} />}
      {task.post && (
        <ContentBox
          post={task.post}
          heading={t('reports>>reportedContent')}
          passages={screen.passages}
        />
      )}
      {open && user.isAdmin ? (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setConfirming('dismiss')} sx={{ flex: 1 }}>
              {t('reports>>dismiss')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirming('unpublish')}
              sx={{ flex: 1 }}
            >
              {t('reports>>unpublish')}
            </Button>
          </Stack>
          {task.post && (
            <Button
              variant="contained"
              color="error"
              startIcon={<ContentCutOutlined />}
              onClick={() => setRedacting(true)}
            >
              {t('reports>>redact')}
            </Button>
          )}
        </Stack>
      ) : open && isTaskUnfinished(task.status) ? (
        <Button
          variant="contained"
          fullWidth
          startIcon={<DoneAllOutlined />}
          onClick={() => setConfirming('complete')}
        >
          {t('compliance>>markHandled')}
        </Button>
      ) : (
        <Alert severity="info">
          {report && report.status !== 'open'
            ? t(`reports>>statuses>>${report.status}`)
            : t(`tasks>>status>>${task.status}`)}
        </Alert>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(`reports>>confirm>>${confirming}`)}
          body={t(`reports>>explain>>${confirming}`)}
          action={t(
            confirming === 'complete' ? 'compliance>>markHandled' : `reports>>${confirming}`,
          )}
          color={confirming === 'unpublish' ? 'error' : 'primary'}
          pending={resolve.isPending || complete.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            confirming === 'complete'
              ? complete.mutate(undefined, done('compliance>>handled'))
              : resolve.mutate({ action: confirming }, done(`reports>>done>>${confirming}`))
          }
        />
      )}
      {redacting && task.post && (
        <RedactDialog post={task.post} onClose={() => setRedacting(false)} />
      )}
    </>
  );
}

const TASK_BODIES = {
  approval: ApprovalTask,
  'comment-approval': ApprovalTask,
  inquiry: InquiryTask,
  'safety-case': SafetyCaseTask,
  report: ReportTask,
} as const;

/** /tasks/:id: the task, what it refers to in full, and its decision or the actions. */
export function TaskDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const task = useTask(id);

  return (
    <>
      <BackHeader title={t('screens>>task')} onBack={() => void navigate('/tasks')} />
      <QueryDetail
        query={task}
        notFound={{ title: t('tasks>>notFound'), back: { to: '/tasks', screen: 'nav>>tasks' } }}
      >
        {(data) => {
          const Body = TASK_BODIES[data.type];
          return (
            <WorkDetail task={data} heading={t(`tasks>>types>>${data.type}`)}>
              {/* A safety case or a report names its reporter in its own box. */}
              {data.requestedBy && (data.type === 'inquiry' || data.type.endsWith('approval')) && (
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
                  {t(data.type === 'inquiry' ? 'tasks>>askedBy' : 'tasks>>submittedBy', {
                    name: authorName(data.requestedBy),
                  })}
                </Typography>
              )}
              <Body task={data} />
            </WorkDetail>
          );
        }}
      </QueryDetail>
    </>
  );
}
