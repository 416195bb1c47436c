import { Box, Tab, Tabs } from '@mui/material';
import type { ScreenRule } from '@kizuki/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DetailSkeleton } from '../../components/query-detail.tsx';
import { InlineError } from '../../components/inline-error.tsx';
import { useSafetyContacts, useScreenRules } from '../../features/admin/api/compliance-admin.ts';
import { AuditTrail } from '../../features/admin/components/audit-trail.tsx';
import { ImportExport } from '../../features/admin/components/import-export.tsx';
import { MasterDataAdmin } from '../../features/admin/components/master-data-admin.tsx';
import { OrganizationsAdmin } from '../../features/admin/components/organizations-admin.tsx';
import { PeopleAdmin } from '../../features/admin/components/people-admin.tsx';
import { RulesEditor } from '../../features/admin/components/rules-editor.tsx';
import { TermsEditor } from '../../features/admin/components/terms-editor.tsx';
import { SafetyContactsEditor } from '../../features/admin/components/safety-contacts-editor.tsx';
import { TestBench } from '../../features/admin/components/test-bench.tsx';
import { UsageReportSection } from '../../features/admin/components/usage-report.tsx';
import { BackHeader } from './back-header.tsx';
import { RequireAdmin } from '../require-admin.tsx';
import { useWideMain } from '../layout/wide-main.ts';

const SECTIONS = [
  'people',
  'organizations',
  'masterData',
  'files',
  'terms',
  'audit',
  'rules',
  'bench',
  'contacts',
  'usage',
] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /admin: the unit's administration, for admins at a desk or on a phone: its people, organizations,
 * master data,
 * and the import and export of their files (issue 20),
 * the compliance guard's pre-screen rules, the test bench (on the rules being edited, before they
 * are saved) and the unit's safety contacts (issue 19). The section is in the address, so a reload
 * keeps it.
 */
export function AdminScreen() {
  return (
    <RequireAdmin>
      <AdminSections />
    </RequireAdmin>
  );
}

function AdminSections() {
  const { t } = useTranslation();
  useWideMain();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const section: Section = SECTIONS.includes(search.get('section') as Section)
    ? (search.get('section') as Section)
    : 'people';
  const rules = useScreenRules();
  const contacts = useSafetyContacts();
  const [draft, setDraft] = useState<ScreenRule[] | null>(null);
  return (
    <>
      <BackHeader title={t('admin>>title')} onBack={() => void navigate('/profile')} />
      <Tabs
        value={section}
        onChange={(_, value: Section) => setSearch({ section: value }, { replace: true })}
        variant="scrollable"
        // Always there (disabled at an end): buttons that appear after the tabs are measured
        // shrink the row, and the chosen tab was scrolled to half out of view.
        scrollButtons
        allowScrollButtonsMobile
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map((name) => (
          <Tab key={name} value={name} label={t(`admin>>sections>>${name}`)} />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }}>
        {section === 'people' ? (
          <PeopleAdmin />
        ) : section === 'organizations' ? (
          <OrganizationsAdmin />
        ) : section === 'masterData' ? (
          <MasterDataAdmin />
        ) : section === 'files' ? (
          <ImportExport />
        ) : section === 'terms' ? (
          <TermsEditor />
        ) : section === 'audit' ? (
          <AuditTrail />
        ) : section === 'usage' ? (
          <UsageReportSection />
        ) : section === 'contacts' ? (
          contacts.isPending ? (
            <DetailSkeleton />
          ) : contacts.isError ? (
            <InlineError message={t('lists>>loadFailed')} onRetry={() => void contacts.refetch()} />
          ) : (
            <SafetyContactsEditor contacts={contacts.data.data} />
          )
        ) : rules.isPending ? (
          <DetailSkeleton />
        ) : rules.isError ? (
          <InlineError message={t('lists>>loadFailed')} onRetry={() => void rules.refetch()} />
        ) : section === 'rules' ? (
          <RulesEditor table={rules.data} draft={draft} onDraftChange={setDraft} />
        ) : (
          <TestBench draft={draft} />
        )}
      </Box>
    </>
  );
}
