import { Box, Card, Stack, Typography } from '@mui/material';
import type { Task } from '@kizuki/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DueLabel, EscalatedTag } from './due-label.tsx';

/**
 * One task or inquiry in full: its heading with the due text or state, the inquiry's question,
 * then what the screen adds (the content, the answer, the actions).
 */
export function WorkDetail({
  task,
  heading,
  children,
}: {
  task: Task;
  heading: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card component="article" elevation={0} sx={{ m: 2, p: 2 }} aria-labelledby="work-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="work-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {task.escalated && <EscalatedTag />}
        <DueLabel task={task} />
      </Stack>
      {task.escalated && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('tasks>>escalatedHelp')}
        </Typography>
      )}
      {task.question && (
        <Box component="section" aria-labelledby="work-question" sx={{ mb: 2 }}>
          <Typography id="work-question" variant="subtitle2" component="h3">
            {t('inquiries>>question')}
          </Typography>
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
            {task.question}
          </Typography>
        </Box>
      )}
      {children}
    </Card>
  );
}
