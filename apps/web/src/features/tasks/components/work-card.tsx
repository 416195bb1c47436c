import { ButtonBase, Paper, Stack, Typography } from '@mui/material';
import type { Task } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DueLabel, EscalatedTag } from './due-label.tsx';

/**
 * A task or an inquiry in a list: what it is, its due text or state, the question (inquiries), a
 * report's reason or a safety case's product, and the first words of what it is about; the whole
 * card opens it.
 */
export function WorkCard({
  task,
  to,
  heading,
  dataAttribute,
}: {
  task: Task;
  to: string;
  heading: string;
  /** The card's data-* attribute, for tests: data-task-id or data-inquiry-id. */
  dataAttribute: 'data-task-id' | 'data-inquiry-id';
}) {
  const { t } = useTranslation();
  // Issue 39: a report says why, a safety case names its product; the line below, what about.
  const about = task.about?.reason
    ? t('tasks>>aboutReason', { reason: t(`reports>>reasons>>${task.about.reason}`) })
    : task.about?.product
      ? t('tasks>>aboutProduct', { product: task.about.product })
      : null;
  return (
    <Paper elevation={0} component="article" {...{ [dataAttribute]: task.id }}>
      <ButtonBase
        component={Link}
        to={to}
        sx={{ display: 'block', width: '100%', p: 2, textAlign: 'start' }}
      >
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 0.5 }}
        >
          {/* A long name wraps, even one long word; when the tags (escalated, past the deadline)
              would leave the name less than its basis on the phone, they go to a line below. */}
          <Typography
            variant="subtitle2"
            component="h2"
            sx={{ fontWeight: 700, flex: '1 1 9rem', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {heading}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, ml: 'auto' }}>
            {task.escalated && <EscalatedTag />}
            <DueLabel task={task} />
          </Stack>
        </Stack>
        {task.question && (
          <Typography variant="body2" sx={{ mb: 0.5 }} noWrap>
            {task.question}
          </Typography>
        )}
        {about && (
          <Typography variant="body2" sx={{ mb: 0.5 }} noWrap data-task-about>
            {about}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary" noWrap>
          {task.about ? task.about.excerpt || t('tasks>>aboutGone') : task.title}
        </Typography>
      </ButtonBase>
    </Paper>
  );
}
