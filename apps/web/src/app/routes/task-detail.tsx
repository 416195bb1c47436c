import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isSendableText, isTaskUnfinished } from '@kizuki/shared/rules';
import { fullDateTime } from '../../lib/format-time.ts';
import { useToast } from '../../lib/toast.tsx';
import { authorName } from '../../lib/author-name.ts';
import { useDecideTask, useTask } from '../../features/tasks/api/task-queries.ts';
import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { QueryDetail } from '../../components/query-detail.tsx';
import { ContentBox } from '../../features/tasks/components/content-box.tsx';
import { WorkDetail } from '../../features/tasks/components/work-detail.tsx';
import { BackHeader } from './back-header.tsx';
import { useFailureToast } from '../../lib/error-messages.ts';

const AnswerInquiryDialog = lazyOverlay(() =>
  import('../../features/inquiries/components/answer-inquiry-dialog.tsx').then(
    (m) => m.AnswerInquiryDialog,
  ),
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
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{t('tasks>>rejectTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('tasks>>reason')}
          helperText={t('tasks>>reasonHelper')}
          multiline
          minRows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!isSendableText(reason) || pending}
          onClick={() => onReject(reason)}
        >
          {t('tasks>>reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /tasks/:id: the task, the content it refers to in full, and its decision or the actions. */
export function TaskDetailScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const id = Number(useParams().id);
  const task = useTask(id);
  const decide = useDecideTask(id);
  const [rejecting, setRejecting] = useState(false);
  const [answering, setAnswering] = useState(false);
  const decideWith = (decision: { kind: 'approve' } | { kind: 'reject'; reason: string }) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setRejecting(false);
        showToast(decision.kind === 'approve' ? 'tasks>>approved' : 'tasks>>rejected');
      },
      onError: (error) => showFailure(error, 'tasks>>alreadyDecided'),
    });

  return (
    <>
      <BackHeader title={t('screens>>task')} onBack={() => void navigate('/tasks')} />
      <QueryDetail
        query={task}
        notFound={{ title: t('tasks>>notFound'), back: { to: '/tasks', screen: 'nav>>tasks' } }}
      >
        {(data) => (
          <WorkDetail task={data} heading={t(`tasks>>types>>${data.type}`)}>
            {data.requestedBy && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t(data.type === 'inquiry' ? 'tasks>>askedBy' : 'tasks>>submittedBy', {
                  name: authorName(data.requestedBy),
                })}
              </Typography>
            )}
            {data.post && <ContentBox post={data.post} heading={t('tasks>>content')} />}
            {data.answer && (
              <ContentBox
                post={data.answer}
                heading={`${t('inquiries>>answer')} · ${t(`post>>status>>${data.answer.status}`)}`}
              />
            )}
            {data.decision ? (
              <Alert severity={data.status === 'rejected' ? 'warning' : 'success'}>
                {t(`tasks>>status>>${data.status}`)} ·{' '}
                {data.decidedBy && `${authorName(data.decidedBy)} · `}
                {fullDateTime(data.decision.at, i18n.language)}
                {data.decision.comment &&
                  ` · ${t('post>>rejectionReason', { reason: data.decision.comment })}`}
              </Alert>
            ) : data.type === 'inquiry' ? (
              data.status === 'to-do' ? (
                <>
                  {data.answer?.status === 'draft' && data.answer.rejectionReason && (
                    <Alert severity="warning" sx={{ mb: 1.5 }}>
                      {t('inquiries>>answerReturned', { reason: data.answer.rejectionReason })}
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
                    data.status === 'in-progress'
                      ? 'inquiries>>answerInReview'
                      : `tasks>>status>>${data.status}`,
                  )}
                </Alert>
              )
            ) : isTaskUnfinished(data.status) ? (
              (data.type === 'approval' || data.type === 'comment-approval') && (
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
                    disabled={decide.isPending}
                    sx={{ flex: 1 }}
                  >
                    {t('tasks>>approve')}
                  </Button>
                </Stack>
              )
            ) : (
              <Alert severity="info">{t(`tasks>>status>>${data.status}`)}</Alert>
            )}
          </WorkDetail>
        )}
      </QueryDetail>
      {answering && task.data && (
        <AnswerInquiryDialog
          taskId={task.data.id}
          question={task.data.question ?? ''}
          initialText={task.data.answer?.status === 'draft' ? task.data.answer.body : undefined}
          onClose={() => setAnswering(false)}
        />
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
