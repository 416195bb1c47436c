import {
  Box,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ROLES } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSkeleton } from '../../../components/query-detail.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { weekLabel, WeeksChips } from '../../../components/weeks-chips.tsx';
import { useUsageReport } from '../api/usage.ts';

const PERIODS = [4, 12, 26] as const;

/**
 * The week column stays in view while the role columns scroll under it: at 390 px three roles
 * were off the screen with nothing to say which week a number was of (issue 39).
 */
const STICKY_FIRST = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  // The paper's own lighter shade in the dark theme, so the scrolled numbers do not show through.
  backgroundImage: 'var(--Paper-overlay)',
  whiteSpace: 'nowrap',
} as const;
/**
 * The usage section of the admin area (issue 22): who used the app, week by week and by role, and
 * how many newcomers went on to post. Recorded first-party (no text, no search terms).
 */
export function UsageReportSection() {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState<number>(12);
  const report = useUsageReport(weeks);
  if (report.isPending) return <DetailSkeleton />;
  if (report.isError) {
    return <InlineError message={t('lists>>loadFailed')} onRetry={() => void report.refetch()} />;
  }
  const { funnel, activeUsers, actions } = report.data;
  const rolesSeen = ROLES.filter((role) => activeUsers.some((row) => row.role === role));
  const usersOf = (week: string, role: string) =>
    activeUsers.find((row) => row.week === week && row.role === role)?.users ?? 0;
  const share = funnel.firstSignIns === 0 ? 0 : funnel.firstPosts / funnel.firstSignIns;
  return (
    <Stack spacing={2}>
      <WeeksChips options={PERIODS} value={weeks} onChange={setWeeks} />
      <Paper component="section" elevation={0} aria-label={t('admin>>usage>>funnel')} sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('admin>>usage>>funnel')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('admin>>usage>>funnelText', {
            signedIn: funnel.firstSignIns,
            posted: funnel.firstPosts,
            percent: Math.round(share * 100),
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={share * 100}
          aria-label={t('admin>>usage>>funnel')}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </Paper>
      <Paper component="section" elevation={0} aria-label={t('admin>>usage>>active')} sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('admin>>usage>>active')}
        </Typography>
        {rolesSeen.length === 0 ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('admin>>usage>>none')}
          </Typography>
        ) : (
          <Box
            sx={{ overflowX: 'auto', mt: 1 }}
            tabIndex={0}
            role="region"
            aria-label={t('admin>>usage>>active')}
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={STICKY_FIRST}>{t('admin>>usage>>week')}</TableCell>
                  {rolesSeen.map((role) => (
                    <TableCell key={role} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {t(`roles>>${role}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {/* The latest week first: it is the one looked at. */}
                {[...report.data.weeks].reverse().map((week) => (
                  <TableRow key={week}>
                    <TableCell sx={STICKY_FIRST}>{weekLabel(week)}</TableCell>
                    {rolesSeen.map((role) => (
                      <TableCell key={role} align="right">
                        {usersOf(week, role)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Paper>
      <Paper
        component="section"
        elevation={0}
        aria-label={t('admin>>usage>>actions')}
        sx={{ p: 2 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('admin>>usage>>actions')}
        </Typography>
        <Table size="small" sx={{ mt: 1 }}>
          <TableBody>
            {actions.map((row) => (
              <TableRow key={row.action}>
                <TableCell>{t(`admin>>usage>>actionNames>>${row.action}`)}</TableCell>
                <TableCell align="right">{row.count.toLocaleString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Typography variant="caption" color="textSecondary">
        {t('admin>>usage>>privacy')}
      </Typography>
    </Stack>
  );
}
