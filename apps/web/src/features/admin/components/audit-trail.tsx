import { Box, Button, List, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRight from '@mui/icons-material/ChevronRightOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type {
  AuditAction,
  AuditLogFilter,
  AuditObjectType,
  ExportLanguage,
  User,
} from '@kizuki/shared';
import { AUDIT_ACTIONS, AUDIT_OBJECT_ID_MAX, AUDIT_OBJECT_TYPES } from '@kizuki/shared/rules';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error.tsx';
import { RowsSkeleton } from '../../../components/list-skeleton.tsx';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { AUDIT_PAGE_SIZE, useAuditLog, useExportAuditLog } from '../api/audit.ts';
import { AuditPersonPicker } from './audit-person-picker.tsx';
import { AuditRow } from './audit-row.tsx';

/**
 * The unit's audit trail (issues 20, 39): narrowed by object, person, one of the actions (a list,
 * by name) and Tokyo dates; each entry named in the reader's language and opening to its
 * difference, field by field; paged; the same filter exported as CSV in the same language.
 */
export function AuditTrail() {
  const { t, i18n } = useTranslation();
  const lang: ExportLanguage = i18n.language === 'en' ? 'en' : 'ja';
  const showFailure = useFailureToast();
  const [objectType, setObjectType] = useState<AuditObjectType | ''>('');
  const [objectId, setObjectId] = useState('');
  const [actor, setActor] = useState<User | null>(null);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const rangeValid = !from || !to || from <= to;
  const filter: AuditLogFilter = {
    ...(objectType ? { objectType } : {}),
    ...(objectId.trim() ? { objectId: objectId.trim() } : {}),
    ...(actor ? { actorUserId: actor.id } : {}),
    ...(action ? { action } : {}),
    ...(rangeValid && from ? { from } : {}),
    ...(rangeValid && to ? { to } : {}),
  };
  const deferredFilter = useDeferredValue(filter);
  const page = useAuditLog(deferredFilter, offset, lang);
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
          slotProps={{ htmlInput: { maxLength: AUDIT_OBJECT_ID_MAX } }}
        />
        <AuditPersonPicker value={actor} onChange={narrow(setActor)} />
        <TextField
          select
          size="small"
          label={t('admin>>audit>>action')}
          value={action}
          onChange={(event) => narrow(setAction)(event.target.value as AuditAction | '')}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
          }}
        >
          <MenuItem value="">{t('admin>>audit>>anyAction')}</MenuItem>
          {AUDIT_ACTIONS.map((one) => (
            <MenuItem key={one} value={one}>
              {t(`admin>>audit>>actions>>${one}`)}
            </MenuItem>
          ))}
        </TextField>
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
            exportCsv.mutate(
              { filter: deferredFilter, lang },
              { onError: (error) => showFailure(error) },
            )
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
