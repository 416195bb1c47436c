import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import type { ScreenKind, ScreenRule, TestBenchResponse } from '@kizuki/shared';
import { MAX_POST_LENGTH, SCREEN_KINDS } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleLabel } from './rule-label.tsx';
import { HighlightedText } from '../../../components/compliance/highlighted-text.tsx';
import { ruleIssuesOf } from './rule-issues.ts';
import { CONTENT_TEXT_SX, contentLang } from '../../../lib/content-lang.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useTestBench } from '../api/compliance-admin.ts';

/**
 * The test bench (issue 19): a sample text through the rules, in force or being edited, showing
 * which rule fires on which words and why, and which matches an exception phrase silenced.
 */
export function TestBench({ draft }: { draft: ScreenRule[] | null }) {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const bench = useTestBench();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<ScreenKind>('post');
  const [result, setResult] = useState<{ text: string; response: TestBenchResponse } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = () =>
    bench.mutate(
      { text, kind, ...(draft ? { rules: draft } : {}) },
      {
        onSuccess: (response) => {
          setProblem(null);
          setResult({ text, response });
        },
        onError: (error) => {
          const issues = ruleIssuesOf(error, draft ?? [], t);
          setProblem(issues.length > 0 ? issues.join(' ') : null);
          showFailure(error);
        },
      },
    );
  const findings = result?.response.findings ?? [];
  const silenced = result?.response.silenced ?? [];
  return (
    <Stack spacing={2}>
      <Paper elevation={0} sx={{ p: 2 }}>
        <Alert severity={draft ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {t(draft ? 'admin>>bench>>usingDraft' : 'admin>>bench>>usingInForce')}
        </Alert>
        <Stack spacing={2}>
          <TextField
            label={t('admin>>bench>>sample')}
            helperText={t('admin>>bench>>sampleHelper')}
            multiline
            minRows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_POST_LENGTH } }}
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('admin>>bench>>kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value as ScreenKind)}
              sx={{ minWidth: 180 }}
            >
              {SCREEN_KINDS.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`admin>>kinds>>${name}`)}
                </MenuItem>
              ))}
            </TextField>
            {/* Checking takes seconds: the button turns to a spinner, and the words say so. */}
            <Button
              variant="contained"
              startIcon={<PlayArrowOutlined />}
              loading={bench.isPending}
              loadingPosition="start"
              onClick={run}
              disabled={!text.trim()}
            >
              {t('admin>>bench>>run')}
            </Button>
          </Stack>
          <Typography variant="body2" color="textSecondary" role="status" aria-live="polite">
            {bench.isPending ? t('admin>>bench>>running') : ''}
          </Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </Paper>
      {result && (
        <Paper elevation={0} sx={{ p: 2 }} component="section" aria-labelledby="bench-result">
          <Typography id="bench-result" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('admin>>bench>>result', { count: findings.length })}
          </Typography>
          <Typography
            variant="body1"
            lang={contentLang(result.text)}
            sx={{ ...CONTENT_TEXT_SX, whiteSpace: 'pre-wrap', my: 1.5 }}
            data-bench-text
          >
            <HighlightedText text={result.text} passages={findings} />
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-bench-findings>
            {findings.map((finding) => (
              <Box
                component="li"
                key={`${finding.ruleId}-${finding.start}`}
                data-rule-id={finding.ruleId}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <RuleLabel id={finding.ruleId} type={finding.type} />
                  <Typography
                    variant="body2"
                    lang={contentLang(finding.matched)}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    「{finding.matched}」 {t('admin>>bench>>position', { from: finding.start + 1 })}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="textSecondary">
                  {finding.message}
                </Typography>
              </Box>
            ))}
          </Box>
          {silenced.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {t('admin>>bench>>silenced', { count: silenced.length })}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-bench-silenced>
                {silenced.map((one) => (
                  <Box
                    component="li"
                    key={`${one.ruleId}-${one.start}`}
                    sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
                  >
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      <Box component="code">{one.ruleId}</Box> 「{one.matched}」
                    </Typography>
                    <Typography
                      variant="caption"
                      color="textSecondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {t('admin>>bench>>because', { exception: one.exception.slice(0, 160) })}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          )}
        </Paper>
      )}
    </Stack>
  );
}
