import { Alert, Button, Typography } from '@mui/material';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import type { TaskDetail } from '@kizuki/shared';
import { isTaskUnfinished } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fullDateTime } from '../../lib/format-time.ts';
import { useToast } from '../../lib/toast.tsx';
import { authorName } from '../../lib/author-name.ts';
import { useCompleteTask, useTask } from '../../features/tasks/api/task-queries.ts';
import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { QueryDetail } from '../../components/query-detail.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ApprovalTask } from './approval-task.tsx';
import { ContentBox } from '../../features/tasks/components/content-box.tsx';
import { DecisionLine } from '../../features/tasks/components/decision-line.tsx';
import { ReportTask } from './report-task.tsx';
import { SafetyCaseBox } from '../../features/tasks/components/safety-case-box.tsx';
import { WorkDetail } from '../../features/tasks/components/work-detail.tsx';
import { BackHeader } from './back-header.tsx';
import { useFailureToast } from '../../lib/error-messages.ts';

const AnswerInquiryDialog = lazyOverlay(() =>
  import('../../features/inquiries/components/answer-inquiry-dialog.tsx').then(
    (m) => m.AnswerInquiryDialog,
  ),
);

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
