import { Box, Typography } from '@mui/material';
import type { ContentReport } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { authorName } from '../../../lib/author-name.ts';
import { CONTENT_TEXT_SX, contentLang } from '../../../lib/content-lang.ts';
import { fullDateTime } from '../../../lib/format-time.ts';

/** A reader's report as those who handle it read it: why, their words, who and when. */
export function ReportBox({ report }: { report: ContentReport }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="report-heading"
      data-report={report.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}
    >
      <Typography id="report-heading" variant="subtitle2" component="h3">
        {t(`reports>>reasons>>${report.reason}`)}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p">
        {t('reports>>reportedBy', {
          name: authorName(report.reporter),
          at: fullDateTime(report.reportedAt, i18n.language),
        })}
      </Typography>
      <Typography
        variant="body1"
        lang={contentLang(report.comment)}
        sx={{ ...CONTENT_TEXT_SX, whiteSpace: 'pre-wrap', mt: 1 }}
      >
        {report.comment}
      </Typography>
    </Box>
  );
}
