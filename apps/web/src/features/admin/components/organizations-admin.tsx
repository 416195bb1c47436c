import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { Organization } from '@kizuki/shared';
import { hasVisibleText, ITEM_CODE_PATTERN, MASTER_NAME_MAX } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error.tsx';
import { RowsSkeleton } from '../../../components/list-skeleton.tsx';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useCreateOrganization, useOrganizations, useUpdateOrganization } from '../api/people.ts';
import { refusalOf, refusedField } from '../../../lib/refusal.ts';
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
      {organizations.isPending ? (
        <RowsSkeleton />
      ) : organizations.isError ? (
        <InlineError
          message={t('lists>>loadFailed')}
          onRetry={() => void organizations.refetch()}
        />
      ) : rows.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('admin>>organizations>>none')}
        </Typography>
      ) : (
        <Paper elevation={0}>
          <List disablePadding aria-label={t('admin>>sections>>organizations')}>
            {rows.map((organization, index) => (
              <ListItem
                key={organization.id}
                divider={index < rows.length - 1}
                disablePadding
                data-organization-code={organization.code}
                secondaryAction={
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
                }
                sx={{ '& .MuiListItemButton-root': { pr: 7 } }}
              >
                <ListItemButton onClick={() => setEditing(organization)}>
                  <ListItemText
                    primary={
                      <Box
                        component="span"
                        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
                      >
                        <RetirableName name={organization.name} active={organization.active} />
                      </Box>
                    }
                    secondary={`${organization.code} · ${t('admin>>organizations>>people', {
                      count: organization.activePeople,
                    })}`}
                    sx={{ minWidth: 0 }}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
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
  const showToast = useToast();
  const showFailure = useFailureToast();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const [code, setCode] = useState(organization?.code ?? '');
  const [name, setName] = useState(organization?.name ?? '');
  const [refused, setRefused] = useState<{ field: Field; message: string } | null>(null);
  const pending = create.isPending || update.isPending;
  const valid =
    (organization !== null || ITEM_CODE_PATTERN.test(code.trim())) && hasVisibleText(name);

  const onRefused = (error: unknown) => {
    const field = refusedField(error, FIELDS);
    if (!field) return showFailure(error);
    setRefused({
      field,
      message: t(
        refusalOf(error, 'code', 'taken')
          ? 'admin>>organizations>>codeTaken'
          : 'admin>>master>>fieldRefused',
      ),
    });
  };
  const done = (key: string) => () => {
    showToast(key);
    onClose();
  };
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
              setRefused(null);
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
              setRefused(null);
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
