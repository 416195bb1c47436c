import {
  Autocomplete,
  Box,
  Button,
  Collapse,
  IconButton,
  List,
  ListItem,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRight from '@mui/icons-material/ChevronRightOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ExpandMore from '@mui/icons-material/ExpandMoreOutlined';
import type { AuditEntry, AuditLogFilter, AuditObjectType, User } from '@kizuki/shared';
import { AUDIT_OBJECT_TYPES } from '@kizuki/shared/rules';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error.tsx';
import { RowsSkeleton } from '../../../components/list-skeleton.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { fullDateTime } from '../../../lib/format-time.ts';
import { AUDIT_PAGE_SIZE, useAuditLog, useExportAuditLog } from '../api/audit.ts';
import { usePeople } from '../api/people.ts';
import { auditChanges } from './audit-diff.ts';

const ACTION_PATTERN = /^[A-Za-z.]+$/;

/**
 * The unit's audit trail (issue 20): narrowed by object, person, action and Tokyo dates; each
 * entry opens to its before and after as a difference; paged; the same filter exported as CSV.
 */
export function AuditTrail() {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const [objectType, setObjectType] = useState<AuditObjectType | ''>('');
  const [objectId, setObjectId] = useState('');
  const [actor, setActor] = useState<User | null>(null);
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const actionValid = action.trim() === '' || ACTION_PATTERN.test(action.trim());
  const rangeValid = !from || !to || from <= to;
  const filter: AuditLogFilter = {
    ...(objectType ? { objectType } : {}),
    ...(objectId.trim() ? { objectId: objectId.trim() } : {}),
    ...(actor ? { actorUserId: actor.id } : {}),
    ...(actionValid && action.trim() ? { action: action.trim() } : {}),
    ...(rangeValid && from ? { from } : {}),
    ...(rangeValid && to ? { to } : {}),
  };
  const deferredFilter = useDeferredValue(filter);
  const page = useAuditLog(deferredFilter, offset);
  const exportCsv = useExportAuditLog();
  const total = page.data?.total ?? 0;
  // Any change of the filter starts again at the newest entries.
  const narrow =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' },
        }}
      >
        <TextField
          select
          size="small"
          label={t('admin>>audit>>objectType')}
          value={objectType}
          onChange={(event) => narrow(setObjectType)(event.target.value as AuditObjectType | '')}
        >
          <MenuItem value="">{t('admin>>people>>any')}</MenuItem>
          {AUDIT_OBJECT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`admin>>audit>>objectTypes>>${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('admin>>audit>>objectId')}
          value={objectId}
          onChange={(event) => narrow(setObjectId)(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <PersonPicker value={actor} onChange={narrow(setActor)} />
        <TextField
          size="small"
          label={t('admin>>audit>>action')}
          placeholder="user."
          value={action}
          onChange={(event) => narrow(setAction)(event.target.value)}
          error={!actionValid}
          helperText={actionValid ? undefined : t('admin>>audit>>actionFormat')}
          slotProps={{ htmlInput: { maxLength: 80, spellCheck: false } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('admin>>audit>>from')}
          value={from}
          onChange={(event) => narrow(setFrom)(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('admin>>audit>>to')}
          value={to}
          onChange={(event) => narrow(setTo)(event.target.value)}
          error={!rangeValid}
          helperText={rangeValid ? undefined : t('admin>>audit>>rangeBackwards')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          {page.data
            ? total === 0
              ? t('admin>>audit>>none')
              : t('admin>>audit>>range', {
                  from: offset + 1,
                  to: offset + page.data.data.length,
                  total,
                })
            : '\u00a0'}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          disabled={exportCsv.isPending || total === 0}
          onClick={() =>
            exportCsv.mutate(deferredFilter, { onError: (error) => showFailure(error) })
          }
        >
          {t('admin>>audit>>export')}
        </Button>
      </Box>
      {page.isPending ? (
        <RowsSkeleton />
      ) : page.isError ? (
        <InlineError message={t('lists>>loadFailed')} onRetry={() => void page.refetch()} />
      ) : (
        page.data.data.length > 0 && (
          <Paper elevation={0} sx={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}>
            <List disablePadding aria-label={t('admin>>audit>>list')}>
              {page.data.data.map((entry, index) => (
                <AuditRow
                  key={entry.id}
                  entry={entry}
                  divider={index < page.data.data.length - 1}
                />
              ))}
            </List>
          </Paper>
        )
      )}
      {total > AUDIT_PAGE_SIZE && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button
            startIcon={<ChevronLeft />}
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}
          >
            {t('admin>>audit>>newer')}
          </Button>
          <Button
            endIcon={<ChevronRight />}
            disabled={offset + AUDIT_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}
          >
            {t('admin>>audit>>older')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** Who acted: found by name or e-mail among the unit's people, deactivated ones included. */
function PersonPicker({
  value,
  onChange,
}: {
  value: User | null;
  onChange: (person: User | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const people = usePeople({
    q: useDeferredValue(input),
    role: undefined,
    organizationId: undefined,
    active: undefined,
  });
  const options = people.data?.pages[0]?.data ?? [];
  return (
    <Autocomplete
      size="small"
      value={value}
      onChange={(_, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={value && !options.some((one) => one.id === value.id) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={(person) => authorName(person)}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={people.isFetching}
      noOptionsText={t('admin>>people>>none')}
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props}>
          <Box>
            <Typography variant="body2">{authorName(person)}</Typography>
            <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('admin>>audit>>actor')} />}
    />
  );
}

/** One entry: when, who, what on which object; opens to its difference. */
function AuditRow({ entry, divider }: { entry: AuditEntry; divider: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const changes = auditChanges(entry.before, entry.after);
  const objectLabel = (AUDIT_OBJECT_TYPES as readonly string[]).includes(entry.objectType)
    ? t(`admin>>audit>>objectTypes>>${entry.objectType as AuditObjectType}`)
    : entry.objectType;
  return (
    <ListItem divider={divider} data-audit-action={entry.action} sx={{ display: 'block', py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {entry.action}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="p">
            {fullDateTime(entry.at, i18n.language)} ·{' '}
            {entry.actor ? authorName(entry.actor) : t('admin>>audit>>noActor')} · {objectLabel}{' '}
            {entry.objectId}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t('admin>>audit>>details')}
          onClick={() => setOpen(!open)}
          sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        >
          <ExpandMore />
        </IconButton>
      </Box>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={t('admin>>audit>>difference')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin>>audit>>field')}</TableCell>
                <TableCell>{t('admin>>audit>>before')}</TableCell>
                <TableCell>{t('admin>>audit>>after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow
                  key={change.field}
                  data-changed={change.changed || undefined}
                  sx={change.changed ? { bgcolor: 'action.hover' } : undefined}
                >
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {change.field}
                    {change.changed && (
                      <Box component="span" sx={visuallyHidden}>
                        {` (${t('admin>>audit>>changed')})`}
                      </Box>
                    )}
                  </TableCell>
                  {[change.before, change.after].map((value, column) => (
                    <TableCell
                      key={column}
                      sx={{
                        overflowWrap: 'anywhere',
                        minWidth: 96,
                        color: value === null ? 'text.secondary' : undefined,
                        textDecoration:
                          change.changed && column === 0 && value !== null
                            ? 'line-through'
                            : undefined,
                      }}
                    >
                      {value ?? '—'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
    </ListItem>
  );
}
