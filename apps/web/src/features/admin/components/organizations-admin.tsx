import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { Organization } from '@kizuki/shared';
import { hasVisibleText, ITEM_CODE_PATTERN, MASTER_NAME_MAX } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useCreateOrganization, useOrganizations, useUpdateOrganization } from '../api/people.ts';
import { refusalOf } from '../../../lib/refusal.ts';
import { AdminList } from './admin-list.tsx';
import { useCodedItemOutcome } from './coded-item-outcome.ts';
import { CodeField, RetirableName, RetireButton } from './retirable.tsx';

/**
 * The unit's organizations (issue 20): add, rename, retire and bring back. A person's approvers
 * follow their organization, so one is retired once its active people have moved (the server
 * says 409 before); a retired one stays on those filed under it and is offered to no one new.
 */
export function OrganizationsAdmin() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const update = useUpdateOrganization();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [editing, setEditing] = useState<Organization | 'new' | null>(null);
  const rows = organizations.data?.data ?? [];

  const setActive = (organization: Organization, active: boolean) =>
    !update.isPending &&
    update.mutate(
      { id: organization.id, change: { active } },
      {
        onSuccess: () =>
          showToast(active ? 'admin>>organizations>>reactivated' : 'admin>>organizations>>retired'),
        onError: (error) =>
          refusalOf(error, 'active', 'hasActivePeople')
            ? showToast('admin>>organizations>>movePeopleFirst', 'error')
            : showFailure(error),
      },
    );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="textSecondary" sx={{ flex: '1 1 16rem' }}>
          {t('admin>>organizations>>hint')}
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
          {t('admin>>organizations>>add')}
        </Button>
      </Box>
      <AdminList
        query={organizations}
        items={rows}
        label={t('admin>>sections>>organizations')}
        emptyText={t('admin>>organizations>>none')}
        row={(organization) => ({
          key: organization.id,
          data: { 'data-organization-code': organization.code },
          primary: <RetirableName name={organization.name} active={organization.active} />,
          secondary: `${organization.code} · ${t('admin>>organizations>>people', {
            count: organization.activePeople,
          })}`,
          actions: (
            <RetireButton
              active={organization.active}
              onToggle={() => setActive(organization, !organization.active)}
              label={t(
                organization.active
                  ? 'admin>>organizations>>retireOne'
                  : 'admin>>organizations>>reactivateOne',
                { name: organization.name },
              )}
              confirm={{
                title: t('admin>>organizations>>retireTitle', { name: organization.name }),
                body: t('admin>>organizations>>retireBody'),
              }}
            />
          ),
          actionCount: 1,
          onOpen: () => setEditing(organization),
        })}
      />
      {editing && (
        <OrganizationDialog
          organization={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

type Field = 'code' | 'name';
const FIELDS: readonly Field[] = ['code', 'name'];

/** An organization as an admin adds or renames it: its code (fixed once added) and its name. */
function OrganizationDialog({
  organization,
  onClose,
}: {
  organization: Organization | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const [code, setCode] = useState(organization?.code ?? '');
  const [name, setName] = useState(organization?.name ?? '');
  const { refused, clearRefusal, onRefused, done } = useCodedItemOutcome({
    fields: FIELDS,
    codeTakenKey: 'admin>>organizations>>codeTaken',
    onClose,
  });
  const pending = create.isPending || update.isPending;
  const valid =
    (organization !== null || ITEM_CODE_PATTERN.test(code.trim())) && hasVisibleText(name);

  const save = () => {
    if (organization) {
      if (name.trim() === organization.name) return onClose();
      update.mutate(
        { id: organization.id, change: { name: name.trim() } },
        { onSuccess: done('admin>>organizations>>saved'), onError: onRefused },
      );
    } else {
      create.mutate(
        { code: code.trim(), name: name.trim() },
        { onSuccess: done('admin>>organizations>>added'), onError: onRefused },
      );
    }
  };

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="organization-title">
      <DialogTitle id="organization-title">
        {t(organization ? 'admin>>organizations>>editTitle' : 'admin>>organizations>>newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              clearRefusal();
            }}
            fixed={organization !== null}
            refusal={refused?.field === 'code' ? refused.message : undefined}
            helpKey="admin>>organizations>>codeHelp"
          />
          <TextField
            label={t('admin>>organizations>>name')}
            value={name}
            required
            onChange={(event) => {
              setName(event.target.value);
              clearRefusal();
            }}
            error={refused?.field === 'name'}
            helperText={refused?.field === 'name' ? refused.message : undefined}
            slotProps={{ htmlInput: { maxLength: MASTER_NAME_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin>>master>>cancel')}</Button>
        <Button variant="contained" disabled={!valid || pending} onClick={save}>
          {t(organization ? 'admin>>master>>save' : 'admin>>master>>create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
