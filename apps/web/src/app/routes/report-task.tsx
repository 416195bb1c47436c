import { Alert, Button, Stack } from '@mui/material';
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import type { TaskDetail } from '@kizuki/shared';
import { isTaskUnfinished } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { useScreen } from '../../lib/compliance/use-screen.ts';
import { useFailureToast } from '../../lib/error-messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { useCompleteTask, useResolveReport } from '../../features/tasks/api/task-queries.ts';
import { ContentBox } from '../../features/tasks/components/content-box.tsx';
import { ReportBox } from '../../features/tasks/components/report-box.tsx';
import { loadAdminScreenStrings } from '../../lib/i18n/i18n.ts';

const RedactDialog = lazyOverlay(() =>
  // Admins only: its strings come with the admin screens' (ja-admin-screens.ts).
  Promise.all([
    import('../../features/posts/components/redact-dialog.tsx'),
    loadAdminScreenStrings(),
  ]).then(([m]) => m.RedactDialog),
);

/**
 * A reported post (issue 19): the report and the post; an admin dismisses it, unpublishes the
 * post or redacts it; a safety contact who is not an admin marks it handled once the safety
 * department has what it needs.
 */
export function ReportTask({ task }: { task: TaskDetail }) {
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
