import { Alert } from '@mui/material';
import type { TaskDetail } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { authorName } from '../../../lib/author-name.ts';
import { fullDateTime } from '../../../lib/format-time.ts';

/** Who finished the task and when, or its state: the line under a task nobody needs to act on. */
export function DecisionLine({ task }: { task: TaskDetail }) {
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
