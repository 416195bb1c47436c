import type { Task } from '@kizuki/shared';
import { dueText, isTaskOverdue, isTaskUnfinished } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag.tsx';

/**
 * SPEC.md section 4's due-date helper text; overdue tasks in the error colour. An inquiry whose
 * answer waits for approval says so: it is neither done nor waiting for its author any more.
 */
export function DueLabel({ task }: { task: Pick<Task, 'type' | 'status' | 'reference'> }) {
  const { t } = useTranslation();
  const now = new Date();
  if (task.type === 'inquiry' && task.status === 'in-progress') {
    return <Tag>{t('inquiries>>awaitingApproval')}</Tag>;
  }
  if (!isTaskUnfinished(task.status)) {
    return <Tag>{t(`tasks>>status>>${task.status}`)}</Tag>;
  }
  const due = dueText(task.reference.dueOn, now);
  return (
    <Tag
      tone={
        isTaskOverdue({ status: task.status, dueOn: task.reference.dueOn }, now)
          ? 'error'
          : due.kind === 'answerToday'
            ? 'warning'
            : 'neutral'
      }
    >
      {t(`tasks>>due>>${due.kind}`, { count: due.kind === 'daysRemaining' ? due.days : 0 })}
    </Tag>
  );
}

/** An approval overdue by a full day that was escalated to this pmo-approver (issue 23). */
export function EscalatedTag() {
  const { t } = useTranslation();
  return <Tag tone="warning">{t('tasks>>escalated')}</Tag>;
}
