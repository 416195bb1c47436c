import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ImportChange, ImportKind, ImportLineError, ImportReport } from '@kizuki/shared';
import type { TFunction } from 'i18next';
import { IMPORT_KINDS } from '@kizuki/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useExportFile, useImportFile } from '../api/master-data-admin.ts';

/** A file as chosen: its name and text, read once. */
interface ChosenFile {
  name: string;
  text: string;
}

/** A changed line in a sentence: what was and what is, field by field. */
function describeChange(change: ImportChange): string[] {
  const fields = Object.keys(change.after).filter(
    (field) => change.before === null || change.before[field] !== change.after[field],
  );
  return fields.map((field) =>
    change.before === null
      ? `${field}: ${change.after[field]}`
      : `${field}: ${change.before[field] ?? ''} → ${change.after[field]}`,
  );
}

/**
 * The command line's import and an export in the same format, from the screen (issue 20): choose a
 * kind and a file, check it (a dry run: each bad line named, or what would change, line by line),
 * then apply it, all or nothing. Any kind downloads as the file an import reads back.
 */
export function ImportExport() {
  const { t } = useTranslation();
  const inputId = useId();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [kind, setKind] = useState<ImportKind>('users');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const importFile = useImportFile();
  const exportFile = useExportFile();

  const run = (dryRun: boolean) => {
    if (!file) return;
    importFile.mutate(
      { kind, body: { csv: file.text, dryRun } },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (!dryRun && answer.ok) {
            showToast('admin>>files>>applied');
            // Imported: the file is done with; another one is chosen for the next import.
            setFile(null);
          }
        },
        onError: (error) => showFailure(error),
      },
    );
  };
  const choose = async (chosen: File | undefined) => {
    setReport(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };
  const checked = report?.dryRun && report.ok;
  const counts = report?.counts;

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="body2" color="textSecondary">
        {t('admin>>files>>hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('admin>>files>>kind')}
          value={kind}
          // A report belongs to the kind it was checked as: the kind waits for the answer.
          disabled={importFile.isPending}
          onChange={(event) => {
            setKind(event.target.value as ImportKind);
            setReport(null);
          }}
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
        >
          {IMPORT_KINDS.map((one) => (
            <MenuItem key={one} value={one}>
              {t(`admin>>files>>kinds>>${one}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          disabled={exportFile.isPending}
          onClick={() => exportFile.mutate(kind, { onError: showFailure })}
        >
          {t('admin>>files>>download')}
        </Button>
      </Box>
      <Paper elevation={0} sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileOutlined />}
            >
              {t('admin>>files>>choose')}
            </Button>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Typography
              variant="body2"
              color={file ? 'text.primary' : 'text.secondary'}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {file ? file.name : t('admin>>files>>noFile')}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant={checked ? 'outlined' : 'contained'}
              startIcon={<FactCheckOutlined />}
              disabled={!file || importFile.isPending}
              onClick={() => run(true)}
            >
              {t('admin>>files>>check')}
            </Button>
            <Button
              variant="contained"
              disabled={
                !checked ||
                importFile.isPending ||
                (counts?.inserted ?? 0) + (counts?.updated ?? 0) === 0
              }
              onClick={() => run(false)}
            >
              {t('admin>>files>>apply')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      {report && <ImportReportView report={report} />}
    </Stack>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  if (!report.ok) {
    // A line may have several problems: the report lists each line once, with all of them.
    const byLine = new Map<number, ImportLineError[]>();
    for (const error of report.errors) {
      byLine.set(error.line, [...(byLine.get(error.line) ?? []), error]);
    }
    const lines = [...byLine];
    return (
      <Stack spacing={1} data-import-report="refused">
        <Alert severity="error">{t('admin>>files>>refused', { count: lines.length })}</Alert>
        <Paper elevation={0}>
          <List dense disablePadding aria-label={t('admin>>files>>errors')}>
            {lines.map(([line, errors], index) => (
              <ListItem key={line} divider={index < lines.length - 1}>
                <ListItemText
                  primary={t('admin>>files>>line', { line })}
                  secondary={errors.map((error) => describeProblem(error, t)).join('\n')}
                  slotProps={{
                    secondary: { sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      </Stack>
    );
  }
  const counts = report.counts!;
  const changed = counts.inserted + counts.updated;
  return (
    <Stack spacing={1} data-import-report={report.dryRun ? 'checked' : 'applied'}>
      <Alert severity={report.dryRun ? 'info' : 'success'}>
        {t(report.dryRun ? 'admin>>files>>wouldChange' : 'admin>>files>>changed', counts)}
        {report.dryRun && changed > 0 ? t('admin>>files>>nothingYet') : ''}
      </Alert>
      {report.changes.length > 0 && (
        <Paper elevation={0}>
          <List dense disablePadding aria-label={t('admin>>files>>changes')}>
            {report.changes.map((change, index) => (
              <ListItem key={change.key} divider={index < report.changes.length - 1}>
                <ListItemText
                  primary={`${t('admin>>files>>line', { line: change.line })} · ${change.key} · ${t(
                    change.before === null ? 'admin>>files>>new' : 'admin>>files>>updated',
                  )}`}
                  secondary={describeChange(change).join('\n')}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { sx: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {changed > report.changes.length && (
        <Typography variant="body2" color="textSecondary">
          {t(report.dryRun ? 'admin>>files>>moreChanges' : 'admin>>files>>moreChangesAudited', {
            count: changed - report.changes.length,
          })}
        </Typography>
      )}
    </Stack>
  );
}

/** A problem of a line in the screen's language, after the column it is in. */
function describeProblem(error: ImportLineError, t: TFunction): string {
  const problem = t(`admin>>files>>problems>>${error.problem}`, error.params);
  return error.field ? t('admin>>files>>problemAt', { field: error.field, problem }) : problem;
}
