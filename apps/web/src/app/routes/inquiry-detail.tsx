import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fullDateTime } from '../../lib/format-time.ts';
import { authorName } from '../../lib/author-name.ts';
import { useInquiry } from '../../features/inquiries/api/inquiry-queries.ts';
import { QueryDetail } from '../../components/query-detail.tsx';
import { ContentBox } from '../../features/tasks/components/content-box.tsx';
import { WorkDetail } from '../../features/tasks/components/work-detail.tsx';
import { BackHeader } from './back-header.tsx';

/** /inquiries/:id: the question, the post asked about, its state, and the answer once published. */
export function InquiryDetailScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const inquiry = useInquiry(id);
  return (
    <>
      <BackHeader title={t('screens>>inquiry')} onBack={() => void navigate('/inquiries')} />
      <QueryDetail
        query={inquiry}
        notFound={{
          title: t('inquiries>>notFound'),
          back: { to: '/inquiries', screen: 'screens>>inquiries' },
        }}
      >
        {(data) => (
          <WorkDetail task={data} heading={t('inquiries>>to', { name: authorName(data.assignee) })}>
            {data.post && <ContentBox post={data.post} heading={t('tasks>>content')} />}
            {data.answer ? (
              <Box component="section" aria-labelledby="inquiry-answer">
                <Alert severity="success" sx={{ mb: 1 }}>
                  {t('tasks>>status>>done')}
                  {data.decision && ` · ${fullDateTime(data.decision.at, i18n.language)}`}
                </Alert>
                <Typography id="inquiry-answer" variant="subtitle2" component="h3">
                  {t('inquiries>>answer')}
                </Typography>
                <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
                  {data.answer.body}
                </Typography>
              </Box>
            ) : (
              <Alert severity="info">
                {t(
                  data.status === 'in-progress'
                    ? 'inquiries>>answerInReview'
                    : data.status === 'canceled'
                      ? 'tasks>>status>>canceled'
                      : 'inquiries>>waiting',
                )}
              </Alert>
            )}
          </WorkDetail>
        )}
      </QueryDetail>
    </>
  );
}
