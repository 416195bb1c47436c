import { Box, Stack, Typography } from '@mui/material';
import type { SafetyCase } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { authorName } from '../../../lib/author-name.ts';
import { CONTENT_TEXT_SX, contentLang } from '../../../lib/content-lang.ts';
import { fullDateTime } from '../../../lib/format-time.ts';

/**
 * A safety case as its contact reads it: the product, what happened, day 0 (when the company
 * learnt of it, in the reader's time and in UTC, the time a safety database records), when it was
 * reported, by whom and from where.
 */
export function SafetyCaseBox({ safetyCase }: { safetyCase: SafetyCase }) {
  const { t, i18n } = useTranslation();
  const rows = [
    { label: t('compliance>>product'), value: safetyCase.product, content: true },
    {
      label: t('compliance>>reporterLearntAt'),
      value: `${fullDateTime(safetyCase.learntAt, i18n.language)} (UTC ${safetyCase.learntAt.slice(0, 16).replace('T', ' ')})`,
    },
    {
      label: t('compliance>>reportedAt'),
      value: fullDateTime(safetyCase.reportedAt, i18n.language),
    },
    { label: t('compliance>>reporter'), value: authorName(safetyCase.reporter), content: true },
    { label: t('compliance>>source'), value: t(`compliance>>sources>>${safetyCase.source}`) },
  ];
  return (
    <Box
      component="section"
      aria-labelledby="safety-case-heading"
      data-safety-case={safetyCase.id}
      sx={{ border: 1, borderColor: 'warning.main', borderRadius: 2, p: 2, mb: 2 }}
    >
      <Typography id="safety-case-heading" variant="subtitle2" component="h3">
        {t('compliance>>caseNumber', { id: safetyCase.id })}
      </Typography>
      <Typography
        variant="body1"
        lang={contentLang(safetyCase.whatHappened)}
        sx={{ ...CONTENT_TEXT_SX, whiteSpace: 'pre-wrap', my: 1 }}
      >
        {safetyCase.whatHappened}
      </Typography>
      <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
        {rows.map((row) => (
          <Box key={row.label}>
            <Typography component="dt" variant="caption" color="textSecondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              lang={row.content ? contentLang(row.value) : undefined}
              sx={{ m: 0, overflowWrap: 'anywhere' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
