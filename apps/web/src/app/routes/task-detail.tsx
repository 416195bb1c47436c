import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { InlineError } from '../../components/inline-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fullDateTime } from '../../lib/format-time.ts';
import { useToast } from '../../lib/toast.tsx';
import { authorName } from '../../features/posts/components/post-card.tsx';
import { useDecideTask, useTask } from '../../features/tasks/api/task-queries.ts';
import { DueLabel } from '../../features/tasks/components/due-label.tsx';
import { BackHeader } from './back-header.tsx';

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
          disabled={reason.trim() === '' || pending}
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
  const id = Number(useParams().id);
  const task = useTask(id);
  const decide = useDecideTask(id);
  const [rejecting, setRejecting] = useState(false);
  const notFound = task.error instanceof ApiError && task.error.status === 404;
  const decideWith = (decision: { kind: 'approve' } | { kind: 'reject'; reason: string }) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setRejecting(false);
        showToast(t(decision.kind === 'approve' ? 'tasks>>approved' : 'tasks>>rejected'));
      },
      onError: (error) =>
        showToast(
          t(
            error instanceof ApiError && error.status === 409
              ? 'tasks>>alreadyDecided'
              : 'composer>>failed',
          ),
          'error',
        ),
    });

  return (
    <>
      <BackHeader title={t('screens>>task')} onBack={() => void navigate('/tasks')} />
      {task.isPending ? (
        <Card elevation={0} sx={{ m: 2, p: 2 }} role="status" aria-label={t('lists>>loading')}>
          <Skeleton width="40%" height={28} />
          <Skeleton />
          <Skeleton width="70%" />
        </Card>
      ) : notFound ? (
        <EmptyState icon={<SearchOffOutlined />} title={t('tasks>>notFound')} />
      ) : task.isError ? (
        <Box sx={{ p: 2 }}>
          <InlineError message={t('lists>>loadFailed')} onRetry={() => void task.refetch()} />
        </Box>
      ) : (
        <Card component="article" elevation={0} sx={{ m: 2, p: 2 }} aria-labelledby="task-type">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography id="task-type" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t(`tasks>>types>>${task.data.type}`)}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <DueLabel task={task.data} />
          </Stack>
          {task.data.post && (
            <Box
              component="section"
              aria-label={t('tasks>>content')}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {authorName(task.data.post.author)} · {task.data.post.author.organizationName}
              </Typography>
              <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
                {task.data.post.body}
              </Typography>
              <Link to={`/posts/${task.data.post.id}`}>{t('tasks>>openContent')}</Link>
            </Box>
          )}
          {task.data.decision ? (
            <Alert severity={task.data.status === 'rejected' ? 'warning' : 'success'}>
              {t(`tasks>>status>>${task.data.status}`)} ·{' '}
              {fullDateTime(task.data.decision.at, i18n.language)}
              {task.data.decision.comment &&
                ` · ${t('post>>rejectionReason', { reason: task.data.decision.comment })}`}
            </Alert>
          ) : task.data.status === 'to-do' || task.data.status === 'in-progress' ? (
            (task.data.type === 'approval' || task.data.type === 'comment-approval') && (
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
            <Alert severity="info">{t(`tasks>>status>>${task.data.status}`)}</Alert>
          )}
        </Card>
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
