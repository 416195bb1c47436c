import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import type { ScreenState } from '../../lib/compliance/use-screen.ts';
import { contentLang } from '../../lib/content-lang.ts';
import { passageColor } from './highlighted-text.tsx';
import { visuallyHidden } from '../../lib/visually-hidden.ts';

/**
 * What the pre-screen found in a text, below it: each flagged passage as written, why, and what
 * to do (an identifier: remove or anonymise it; a possible adverse event: report it to the safety
 * department, then remove it). Announced politely as it changes. Renders only its live region
 * while there is nothing to say.
 */
export function ScreenFindings({
  id,
  screen,
  current = true,
  onReportSafety,
  reported = false,
  audience = 'writer',
}: {
  id?: string;
  screen: ScreenState;
  /** Who reads it: the writer removes what was found; a reviewer returns it to the writer. */
  audience?: 'writer' | 'reviewer';
  /** The findings are about the text as it is now (not a text typed since). */
  current?: boolean;
  onReportSafety?: () => void;
  reported?: boolean;
}) {
  const { t } = useTranslation();
  const { passages, blocking } = screen;
  const blocks = (type: string) => blocking.some((passage) => passage.type === type);
  const events = passages.some((passage) => passage.type === 'adverseEvent');
  // Announced: how many passages there are, and what changed once none are left. The list and
  // its buttons are read on their own (the field names the whole box as its description).
  const summary =
    passages.length > 0
      ? t('compliance>>findingsTitle', { count: passages.length })
      : reported
        ? t('compliance>>reportedClean')
        : screen.unavailable
          ? t('compliance>>unavailable')
          : '';
  return (
    <Box id={id} data-screen-findings sx={{ mt: 1 }}>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {summary}
      </Box>
      {passages.length > 0 && (
        <Box
          // While the text has changed since these findings, they are being checked again: said
          // by a dashed border and aria-busy, not by fading, which left the text below contrast.
          aria-busy={!current}
          sx={{
            border: 1,
            borderStyle: current ? 'solid' : 'dashed',
            borderColor: blocking.length > 0 ? 'warning.main' : 'divider',
            borderRadius: 2,
            p: 1.5,
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <ReportProblemOutlined color="warning" fontSize="small" aria-hidden />
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {t('compliance>>findingsTitle', { count: passages.length })}
            </Typography>
          </Stack>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {passages.map((passage) => (
              <Box
                component="li"
                key={`${passage.type}-${passage.start}`}
                data-passage-type={passage.type}
                sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}
              >
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
                >
                  <Typography
                    component="span"
                    variant="body2"
                    lang={contentLang(passage.text)}
                    sx={(theme) => ({
                      bgcolor: passageColor(theme, [passage.type]),
                      px: 0.5,
                      borderRadius: 0.5,
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {t('compliance>>quoted', { text: passage.text })}
                  </Typography>
                  <Typography component="span" variant="caption" color="textSecondary">
                    {t(`compliance>>types>>${passage.type}`)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
                  {passage.messages.join(' / ')}
                </Typography>
              </Box>
            ))}
          </Box>
          {blocks('identifier') && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
              <PersonOffOutlined fontSize="small" color="error" aria-hidden sx={{ mt: 0.25 }} />
              <Typography variant="body2">
                {t(`compliance>>${audience}>>identifierHint`)}
              </Typography>
            </Stack>
          )}
          {events && blocks('adverseEvent') && (
            <Stack spacing={1} sx={{ mt: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <HealthAndSafetyOutlined
                  fontSize="small"
                  color="warning"
                  aria-hidden
                  sx={{ mt: 0.25 }}
                />
                <Typography variant="body2">
                  {t(`compliance>>${audience}>>${reported ? 'reportedHint' : 'adverseEventHint'}`)}
                </Typography>
              </Stack>
              {reported ? (
                <Chip
                  icon={<CheckCircleOutline />}
                  color="success"
                  variant="outlined"
                  label={t('compliance>>reported')}
                  sx={{ alignSelf: 'flex-start' }}
                />
              ) : (
                onReportSafety && (
                  <Button
                    variant="contained"
                    color="warning"
                    startIcon={<HealthAndSafetyOutlined />}
                    onClick={onReportSafety}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('compliance>>reportToSafety')}
                  </Button>
                )
              )}
            </Stack>
          )}
        </Box>
      )}
      {passages.length === 0 && reported && (
        <Alert severity="success" icon={<CheckCircleOutline />} aria-hidden>
          {t('compliance>>reportedClean')}
        </Alert>
      )}
      {screen.unavailable && (
        <Typography variant="caption" color="textSecondary" component="p" aria-hidden>
          {t('compliance>>unavailable')}
        </Typography>
      )}
    </Box>
  );
}
