import { Box, Tab, Tabs } from '@mui/material';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import { can } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authorName } from '../../lib/author-name.ts';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { useInquiryList } from '../../features/inquiries/api/inquiry-queries.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { WorkCard } from '../../features/tasks/components/work-card.tsx';
import { BackHeader } from './back-header.tsx';

/**
 * /inquiries: the inquiries the caller opened, newest first, with whom they asked and the state.
 * The office's approvers and hq may switch to everyone's of the unit (?scope=everyone, issue 20).
 */
export function InquiriesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const mayChoose = can(user.role, 'seeUnitInquiries');
  const scope = mayChoose && search.get('scope') === 'everyone' ? 'everyone' : 'mine';
  const list = useInquiryList(scope);
  return (
    <>
      <BackHeader title={t('screens>>inquiries')} onBack={() => void navigate('/tasks')} />
      {mayChoose ? (
        <Tabs
          value={scope}
          onChange={(_, value: 'mine' | 'everyone') =>
            setSearch(value === 'mine' ? {} : { scope: value }, { replace: true })
          }
          variant="fullWidth"
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', mb: 1 }}
        >
          <Tab value="mine" label={t('inquiries>>scopes>>mine')} />
          <Tab value="everyone" label={t('inquiries>>scopes>>everyone')} />
        </Tabs>
      ) : (
        <Box sx={{ pt: 1 }} />
      )}
      <PagedList
        list={list}
        empty={{
          icon: <ContactSupportOutlined />,
          title: t(scope === 'everyone' ? 'inquiries>>emptyEveryone' : 'inquiries>>empty'),
          body: scope === 'everyone' ? '' : t('inquiries>>emptyBody'),
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
