import { Alert } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyForm } from '../../../components/reply-form.tsx';
import { useAnswerInquiry } from '../api/inquiry-queries.ts';

/** An inquiry answered with a reply to its post (starting from a returned answer's text). */
export function AnswerInquiryDialog({
  taskId,
  question,
  initialText,
  onClose,
}: {
  taskId: number;
  question: string;
  initialText?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const answer = useAnswerInquiry(taskId, idempotencyKey);
  return (
    <ReplyForm
      screenKind="answer"
      title={t('inquiries>>answerTitle')}
      intro={
        <Alert severity="info" icon={false} sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
          {question}
        </Alert>
      }
      sendLabel={t('inquiries>>sendAnswer')}
      initial={initialText ? { text: initialText, checked: [] } : undefined}
      pending={answer.isPending}
      send={async (input) => {
        const task = await answer.mutateAsync(input);
        return { inReview: task.status === 'in-progress' };
      }}
      onClose={onClose}
    />
  );
}
