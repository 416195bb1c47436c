import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import type { Organization, Role, User } from '@kizuki/shared';
import { EMAIL_MAX, hasVisibleText, PERSON_NAME_MAX, ROLES } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useCreatePerson, useUpdatePerson } from '../api/people.ts';
import { refusalOf, refusedField } from '../../../lib/refusal.ts';
import { peopleRefusalKey } from './people-refusal.ts';

type Field = 'email' | 'lastName' | 'firstName' | 'organizationId';

const FIELDS: readonly Field[] = ['email', 'lastName', 'firstName', 'organizationId'];

/**
 * A person as an admin creates or edits them (issue 20): e-mail (fixed once created: it is how
 * they sign in), names, role, organization and the admin flag. Deactivation is on the person's row,
 * not here, so that saving a name can never lock someone out.
 */
export function PersonDialog({
  person,
  organizations,
  onClose,
}: {
  /** The person to edit, or null for a new one. */
  person: User | null;
  organizations: Organization[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const [email, setEmail] = useState(person?.email ?? '');
  const [lastName, setLastName] = useState(person?.lastName ?? '');
  const [firstName, setFirstName] = useState(person?.firstName ?? '');
  const [role, setRole] = useState<Role>(person?.role ?? 'mr');
  const [organizationId, setOrganizationId] = useState<number | ''>(person?.organizationId ?? '');
  const [isAdmin, setIsAdmin] = useState(person?.isAdmin ?? false);
  const [refused, setRefused] = useState<{ field: Field; message: string } | null>(null);
  const pending = create.isPending || update.isPending;
  const emailValid = person !== null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const valid = emailValid && hasVisibleText(lastName) && hasVisibleText(firstName);

  const onRefused = (error: unknown) => {
    const field = refusedField(error, FIELDS);
    if (field) {
      setRefused({
        field,
        message: t(
          refusalOf(error, 'email', 'taken')
            ? 'admin>>people>>emailTaken'
            : 'admin>>people>>fieldRefused',
        ),
      });
    } else {
      const refusal = peopleRefusalKey(error);
      if (refusal) showToast(refusal, 'error');
      else showFailure(error);
    }
  };
  const save = () => {
    const fields = {
      lastName: lastName.trim(),
      firstName: firstName.trim(),
      role,
      organizationId: organizationId === '' ? null : organizationId,
      isAdmin,
    };
    if (person) {
      const change = Object.fromEntries(
        Object.entries(fields).filter(([key, value]) => person[key as keyof User] !== value),
      );
      if (Object.keys(change).length === 0) return onClose();
      update.mutate(
        { id: person.id, change },
        {
          onSuccess: () => {
            showToast('admin>>people>>saved');
            onClose();
          },
          onError: onRefused,
        },
      );
    } else {
      create.mutate(
        { ...fields, email: email.trim() },
        {
          onSuccess: () => {
            showToast('admin>>people>>created');
            onClose();
          },
          onError: onRefused,
        },
      );
    }
  };
  const helper = (field: Field) => (refused?.field === field ? refused.message : undefined);

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="person-title">
      <DialogTitle id="person-title">
        {person ? t('admin>>people>>editTitle') : t('admin>>people>>newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('admin>>people>>email')}
            type="email"
            value={email}
            required
            onChange={(event) => {
              setEmail(event.target.value);
              setRefused(null);
            }}
            error={refused?.field === 'email'}
            // The label short (a phone cut "…（サインインに…"), what it is for below it.
            helperText={
              helper('email') ??
              t(person ? 'admin>>people>>emailFixed' : 'admin>>people>>emailHelp')
            }
            // Read-only rather than disabled: its helper stays readable (contrast).
            slotProps={{
              htmlInput: { maxLength: EMAIL_MAX, autoComplete: 'off', readOnly: person !== null },
            }}
          />
          <Stack direction="row" spacing={1}>
            <TextField
              label={t('admin>>people>>lastName')}
              value={lastName}
              required
              onChange={(event) => setLastName(event.target.value)}
              error={refused?.field === 'lastName'}
              helperText={helper('lastName')}
              slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('admin>>people>>firstName')}
              value={firstName}
              required
              onChange={(event) => setFirstName(event.target.value)}
              error={refused?.field === 'firstName'}
              helperText={helper('firstName')}
              slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            select
            label={t('admin>>people>>role')}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {ROLES.map((one) => (
              <MenuItem key={one} value={one}>
                {t(`roles>>${one}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('admin>>people>>organization')}
            value={organizationId}
            onChange={(event) =>
              setOrganizationId(event.target.value === '' ? '' : Number(event.target.value))
            }
            error={refused?.field === 'organizationId'}
            helperText={helper('organizationId')}
          >
            <MenuItem value="">{t('admin>>people>>noOrganization')}</MenuItem>
            {organizations
              // A retired organization takes no one new; the one a person is in stays theirs.
              .filter((one) => one.active || one.id === person?.organizationId)
              .map((organization) => (
                <MenuItem
                  key={organization.id}
                  value={organization.id}
                  sx={{ whiteSpace: 'normal' }}
                >
                  {organization.active
                    ? organization.name
                    : t('admin>>organizations>>retiredName', { name: organization.name })}
                </MenuItem>
              ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={isAdmin}
                // One's own admin rights are not one's own to take away (the server says 409).
                disabled={person !== null && person.id === me.id}
                onChange={(event) => setIsAdmin(event.target.checked)}
              />
            }
            label={t('admin>>people>>isAdmin')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button variant="contained" disabled={!valid || pending} onClick={save}>
          {person ? t('admin>>people>>save') : t('admin>>people>>create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
