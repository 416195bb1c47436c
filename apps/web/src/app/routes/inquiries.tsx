import { Box } from '@mui/material';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authorName } from '../../lib/author-name.ts';
import { useInquiryList } from '../../features/inquiries/api/inquiry-queries.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { WorkCard } from '../../features/tasks/components/work-card.tsx';
import { BackHeader } from './back-header.tsx';

/** /inquiries: the inquiries the caller opened, newest first, with whom they asked and the state. */
export function InquiriesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useInquiryList();
  return (
    <>
      <BackHeader title={t('screens>>inquiries')} onBack={() => void navigate('/tasks')} />
      <Box sx={{ pt: 1 }} />
      <PagedList
        list={list}
        empty={{
          icon: <ContactSupportOutlined />,
          title: t('inquiries>>empty'),
          body: t('inquiries>>emptyBody'),
        }}
        renderItem={(inquiry) => (
          <WorkCard
            key={inquiry.id}
            task={inquiry}
            to={`/inquiries/${inquiry.id}`}
            heading={t('inquiries>>to', { name: authorName(inquiry.assignee) })}
            dataAttribute="data-inquiry-id"
          />
        )}
      />
    </>
  );
}
