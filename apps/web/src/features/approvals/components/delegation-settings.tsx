import {
  Box,
  Button,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ApprovalDelegation } from '@kizuki/shared';
import { delegationPeriodProblem, tokyoToday } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { calendarDate } from '../../../lib/format-date.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { useApprovalDelegation, useSetApprovalDelegation } from '../api/approval-delegation.ts';

/**
 * The profile's "delegate while I am away" (issue 23), for approvers: another approver of the unit
 * and role, and the period (Tokyo dates, both days included). New approval tasks go to the
 * delegate while the period covers today; tasks already in the tray stay.
 */
export function DelegationSettings() {
  const { t } = useTranslation();
  const delegation = useApprovalDelegation();
  return (
    <Paper
      elevation={0}
      component="section"
      aria-labelledby="delegation-title"
      sx={{ m: 2, p: 2 }}
      data-testid="delegation-settings"
    >
      <Typography id="delegation-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('delegation>>title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('delegation>>hint')}
      </Typography>
      {delegation.data ? (
        <DelegationForm
          current={delegation.data}
          key={`${delegation.data.delegate?.id}-${delegation.data.from}-${delegation.data.until}`}
        />
      ) : (
        <Skeleton variant="rounded" height={184} />
      )}
    </Paper>
  );
}

function DelegationForm({ current }: { current: ApprovalDelegation }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const save = useSetApprovalDelegation();
  const today = tokyoToday(new Date());
  // A delegate who is no longer a candidate (an admin changed their role, unit or organization, or
  // deactivated them) is not offered again: the select starts empty, saying why.
  const delegateStillCandidate = current.candidates.some(
    (candidate) => candidate.id === current.delegate?.id,
  );
  const [delegateId, setDelegateId] = useState<number | ''>(
    current.delegate && delegateStillCandidate ? current.delegate.id : '',
  );
  const delegateLapsed = current.delegate !== null && !delegateStillCandidate && delegateId === '';
  const [from, setFrom] = useState(current.from ?? today);
  const [until, setUntil] = useState(current.until ?? today);
  const [tried, setTried] = useState(false);

  if (current.candidates.length === 0 && !current.delegate) {
    // Why nobody can be named: the rule the server applied (the same role, in the organization
    // or the unit), and who can change it.
    return (
      <Typography variant="body2" data-testid="delegation-no-candidates">
        {t(`delegation>>noCandidates>>${current.candidatesWithin}`, {
          role: t(`roles>>${user.role}`),
        })}
      </Typography>
    );
  }
  const periodProblem = delegationPeriodProblem({ from, until }, new Date());
  const untilProblem = periodProblem ? (`delegation>>${periodProblem}` as const) : null;
  const delegateProblem = delegateId === '' ? 'delegation>>chooseDelegate' : null;

  const submit = () => {
    setTried(true);
    if (untilProblem || delegateProblem || delegateId === '') return;
    save.mutate(
      { delegateUserId: delegateId, from, until },
      { onSuccess: () => showToast('settings>>saved'), onError: (error) => showFailure(error) },
    );
  };
  const end = () =>
    save.mutate(null, {
      onSuccess: () => showToast('delegation>>ended'),
      onError: (error) => showFailure(error),
    });

  return (
    <Stack spacing={2}>
      {current.delegate && current.from && current.until && (
        <Typography variant="body2" data-testid="delegation-current">
          {t('delegation>>current', {
            name: `${current.delegate.lastName} ${current.delegate.firstName}`,
            from: calendarDate(current.from, i18n.language),
            until: calendarDate(current.until, i18n.language),
          })}
        </Typography>
      )}
      <TextField
        select
        label={t('delegation>>delegate')}
        value={delegateId}
        onChange={(event) => setDelegateId(Number(event.target.value))}
        error={(tried && delegateProblem !== null) || delegateLapsed}
        helperText={
          delegateLapsed
            ? t('delegation>>noLongerCandidate')
            : tried && delegateProblem
              ? t(delegateProblem)
              : ' '
        }
        fullWidth
      >
        {current.candidates.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id}>
            {candidate.lastName} {candidate.firstName}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <TextField
          type="date"
          label={t('delegation>>from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          type="date"
          label={t('delegation>>until')}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
          error={untilProblem !== null}
          helperText={untilProblem ? t(untilProblem) : ' '}
          fullWidth
        />
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {current.delegate && (
          <Button color="inherit" onClick={end} disabled={save.isPending}>
            {t('delegation>>end')}
          </Button>
        )}
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('delegation>>save')}
        </Button>
      </Box>
    </Stack>
  );
}
