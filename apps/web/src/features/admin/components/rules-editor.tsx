import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import type { ScreenRule, ScreenRulesResponse } from '@kizuki/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { authorName } from '../../../lib/author-name.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { fullDateTime } from '../../../lib/format-time.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useBuiltInRules, useSaveScreenRules } from '../api/compliance-admin.ts';
import { AdminRows, RowLine } from './admin-list.tsx';
import { RuleDialog } from './rule-dialog.tsx';
import { RuleLabel } from './rule-label.tsx';
import { ruleIssuesOf } from './rule-issues.ts';

/** "terms: a, b, c…" or "pattern (1,064 characters)": what a rule looks for, in a line. */
function matcherSummary(rule: ScreenRule, t: TFunction) {
  const parts = [];
  if (rule.terms?.length) {
    const shown = rule.terms.slice(0, 4).join('、');
    parts.push(t('admin>>rules>>terms', { terms: rule.terms.length > 4 ? `${shown}…` : shown }));
  }
  if (rule.pattern) parts.push(t('admin>>rules>>pattern', { count: rule.pattern.length }));
  if (rule.exceptions?.length) {
    parts.push(t('admin>>rules>>exceptions', { count: rule.exceptions.length }));
  }
  return parts.join(' · ');
}

/**
 * The unit's pre-screen rules as data (issue 19): the table in force, edited as a draft (add,
 * change, remove rules) and saved as a new version over the one it started from. The draft is the
 * screen's, so the test bench beside it tries the edited rules before they are saved.
 */
export function RulesEditor({
  table,
  draft,
  onDraftChange,
}: {
  table: ScreenRulesResponse;
  /** The edited rules, or null while nothing has changed. */
  draft: ScreenRule[] | null;
  onDraftChange: (rules: ScreenRule[] | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const save = useSaveScreenRules();
  const builtIn = useBuiltInRules();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ScreenRule | 'new' | null>(null);
  const [issues, setIssues] = useState<string[]>([]);
  const rules = draft ?? table.rules;
  const needle = search.trim().toLowerCase();
  const shown = rules.filter(
    (rule) =>
      !needle ||
      [rule.id, rule.message.ja, rule.message.en, ...(rule.terms ?? [])].some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
  const change = (next: ScreenRule[]) => {
    setIssues([]);
    onDraftChange(JSON.stringify(next) === JSON.stringify(table.rules) ? null : next);
  };
  const apply = (rule: ScreenRule) => {
    const at = rules.findIndex((one) => one.id === rule.id);
    change(at >= 0 ? rules.map((one, index) => (index === at ? rule : one)) : [...rules, rule]);
    setEditing(null);
  };
  const saveDraft = () =>
    draft &&
    save.mutate(
      { baseVersion: table.version, rules: draft },
      {
        onSuccess: () => {
          onDraftChange(null);
          showToast('admin>>rules>>saved');
          setIssues([]);
        },
        onError: (error) => {
          setIssues(ruleIssuesOf(error, draft, t));
          showFailure(error, 'admin>>rules>>savedMeanwhile');
        },
      },
    );

  return (
    <Stack spacing={2}>
      <Paper elevation={0} sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('admin>>rules>>version', { version: table.version })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {table.builtIn || !table.savedBy || !table.savedAt
            ? t('admin>>rules>>builtIn')
            : t('admin>>rules>>savedBy', {
                name: authorName(table.savedBy),
                at: fullDateTime(table.savedAt, i18n.language),
              })}
        </Typography>
        {draft && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {t('admin>>rules>>unsaved', { version: table.version })}
          </Alert>
        )}
        {issues.length > 0 && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SaveOutlined />}
            disabled={!draft || save.isPending}
            onClick={saveDraft}
          >
            {save.isPending ? t('admin>>rules>>saving') : t('admin>>rules>>save')}
          </Button>
          <Button
            startIcon={<UndoOutlined />}
            disabled={!draft || save.isPending}
            onClick={() => change(table.rules)}
          >
            {t('admin>>rules>>discard')}
          </Button>
          <Button startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            {t('admin>>rules>>add')}
          </Button>
          {!table.builtIn && (
            <Button
              startIcon={<RestartAltOutlined />}
              disabled={builtIn.isPending}
              onClick={() =>
                builtIn.mutate(undefined, {
                  onSuccess: (shipped) => {
                    change(shipped.rules);
                    showToast('admin>>rules>>builtInLoaded');
                  },
                  onError: (error) => showFailure(error),
                })
              }
            >
              {t('admin>>rules>>startFromBuiltIn', { version: table.builtInVersion })}
            </Button>
          )}
        </Stack>
      </Paper>
      <TextField
        label={t('admin>>rules>>search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="caption" color="textSecondary">
        {t('admin>>rules>>count', { shown: shown.length, total: rules.length })}
      </Typography>
      <AdminRows
        items={shown}
        label={t('admin>>rules>>list')}
        row={(rule) => ({
          key: rule.id,
          data: { 'data-rule-id': rule.id },
          primary: <RuleLabel id={rule.id} type={rule.type} />,
          secondary: (
            <>
              <RowLine>{rule.message[i18n.language === 'en' ? 'en' : 'ja']}</RowLine>
              <RowLine>{matcherSummary(rule, t)}</RowLine>
            </>
          ),
          actions: (
            <Stack direction="row">
              <IconButton
                aria-label={t('admin>>rules>>edit', { id: rule.id })}
                onClick={() => setEditing(rule)}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                edge="end"
                aria-label={t('admin>>rules>>remove', { id: rule.id })}
                disabled={rules.length === 1}
                onClick={() => change(rules.filter((one) => one.id !== rule.id))}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ),
          actionCount: 2,
        })}
      />
      {editing && (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          takenIds={rules
            .map((rule) => rule.id)
            .filter((ruleId) => editing === 'new' || ruleId !== editing.id)}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
