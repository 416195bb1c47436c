import {
  Box,
  Button,
  Chip,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { Organization, Role, User } from '@kizuki/shared';
import { PEOPLE_SEARCH_MAX, ROLES } from '@kizuki/shared/rules';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { contentLang } from '../../../lib/content-lang.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useToast } from '../../../lib/toast.tsx';
import { peopleRefusalKey } from './people-refusal.ts';
import { useOrganizations, usePeople, useUpdatePerson, type PeopleFilter } from '../api/people.ts';
import { PersonDialog } from './person-dialog.tsx';
import { AdminList, RowLine } from './admin-list.tsx';

type ActiveFilter = 'active' | 'inactive' | 'all';
const ACTIVE_OF: Record<ActiveFilter, boolean | undefined> = {
  active: true,
  inactive: false,
  all: undefined,
};

/**
 * The unit's people (issue 20): search by name or e-mail, filter by role, organization and
 * whether active; add a person; open one to edit; deactivate or reactivate from the row (asked
 * first: a deactivated person is refused at their next request, and their approvals move on).
 */
export function PeopleAdmin() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [organizationId, setOrganizationId] = useState<number | ''>('');
  const [active, setActive] = useState<ActiveFilter>('active');
  const filter: PeopleFilter = {
    q: useDeferredValue(q),
    role: role || undefined,
    organizationId: organizationId === '' ? undefined : organizationId,
    active: ACTIVE_OF[active],
  };
  const people = usePeople(filter);
  const organizations = useOrganizations();
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [switching, setSwitching] = useState<User | null>(null);
  const rows = people.data?.pages.flatMap((page) => page.data) ?? [];
  const total = people.data?.pages[0]?.total ?? 0;
  const organizationList: Organization[] = organizations.data?.data ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField
          label={t('admin>>people>>search')}
          size="small"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: PEOPLE_SEARCH_MAX },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 2 }}
        />
        <Stack direction="row" spacing={1} sx={{ flex: 3 }}>
          <TextField
            select
            size="small"
            label={t('admin>>people>>role')}
            value={role}
            onChange={(event) => setRole(event.target.value as Role | '')}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value="">{t('admin>>people>>any')}</MenuItem>
            {ROLES.map((one) => (
              <MenuItem key={one} value={one}>
                {t(`roles>>${one}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('admin>>people>>organization')}
            value={organizationId}
            onChange={(event) =>
              setOrganizationId(event.target.value === '' ? '' : Number(event.target.value))
            }
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value="">{t('admin>>people>>any')}</MenuItem>
            {organizationList.map((organization) => (
              <MenuItem key={organization.id} value={organization.id} sx={{ whiteSpace: 'normal' }}>
                {organization.active
                  ? organization.name
                  : t('admin>>organizations>>retiredName', { name: organization.name })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('admin>>people>>status')}
            value={active}
            onChange={(event) => setActive(event.target.value as ActiveFilter)}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {(['active', 'inactive', 'all'] as const).map((one) => (
              <MenuItem key={one} value={one}>
                {t(`admin>>people>>statuses>>${one}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          {people.data ? t('admin>>people>>count', { count: total }) : '\u00a0'}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddOutlined />}
          onClick={() => setEditing('new')}
        >
          {t('admin>>people>>add')}
        </Button>
      </Box>
      <AdminList
        query={people}
        items={rows}
        label={t('admin>>people>>list')}
        emptyText={t('admin>>people>>none')}
        row={(person) => ({
          key: person.id,
          data: { 'data-person-email': person.email },
          primary: (
            <>
              <Box
                component="span"
                lang={contentLang(authorName(person))}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {authorName(person)}
              </Box>
              <Chip size="small" label={t(`roles>>${person.role}`)} />
              {person.isAdmin && (
                <Chip size="small" color="primary" label={t('admin>>people>>admin')} />
              )}
              {!person.active && (
                <Chip size="small" color="warning" label={t('admin>>people>>deactivated')} />
              )}
            </>
          ),
          secondary: (
            <>
              <RowLine>{person.email}</RowLine>
              {person.organizationName && <RowLine>{person.organizationName}</RowLine>}
            </>
          ),
          actions:
            person.id === me.id ? undefined : (
              <IconButton
                edge="end"
                color={person.active ? 'error' : 'primary'}
                onClick={() => setSwitching(person)}
                aria-label={t(
                  person.active ? 'admin>>people>>deactivateOne' : 'admin>>people>>reactivateOne',
                  { name: authorName(person) },
                )}
              >
                {person.active ? <PersonOffOutlined /> : <HowToRegOutlined />}
              </IconButton>
            ),
          actionCount: person.id === me.id ? 0 : 1,
          onOpen: () => setEditing(person),
        })}
      />
      {people.hasNextPage && (
        <Button
          onClick={() => void people.fetchNextPage()}
          disabled={people.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t('admin>>people>>more')}
        </Button>
      )}
      {editing && (
        <PersonDialog
          person={editing === 'new' ? null : editing}
          organizations={organizationList}
          onClose={() => setEditing(null)}
        />
      )}
      {switching && <ActiveSwitch person={switching} onClose={() => setSwitching(null)} />}
    </Stack>
  );
}

/** Asks before deactivating (what follows) or reactivating a person, then does it. */
function ActiveSwitch({ person, onClose }: { person: User; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePerson();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const deactivating = person.active;
  const name = authorName(person);
  return (
    <ConfirmDialog
      title={t(deactivating ? 'admin>>people>>deactivateTitle' : 'admin>>people>>reactivateTitle', {
        name,
      })}
      body={t(deactivating ? 'admin>>people>>deactivateBody' : 'admin>>people>>reactivateBody')}
      action={t(deactivating ? 'admin>>people>>deactivate' : 'admin>>people>>reactivate')}
      color={deactivating ? 'error' : 'primary'}
      pending={update.isPending}
      onConfirm={() =>
        update.mutate(
          { id: person.id, change: { active: !deactivating } },
          {
            onSuccess: () => {
              showToast(
                deactivating
                  ? 'admin>>people>>deactivatedToast'
                  : 'admin>>people>>reactivatedToast',
              );
              onClose();
            },
            onError: (error) => {
              const refusal = peopleRefusalKey(error);
              if (refusal) showToast(refusal, 'error');
              else showFailure(error);
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
