import { Box, Chip, Collapse, IconButton, Typography, useTheme } from '@mui/material';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { LineChart } from '@mui/x-charts/LineChart';
import { SPIKE_BASELINE_WEEKS, spikeWeeks } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekLabel } from '../../../components/weeks-chips.tsx';
import { ChartCard, type ChartTable } from './chart-card.tsx';
import type { ChartProps } from './chart-props.ts';
import { lineStyle } from './line-styles.tsx';

/** The products the trend draws: more lines than this are unreadable on a phone. */
const TREND_PRODUCTS = 5;
/** A week's room on the x axis: a year of weeks is wider than a phone, and scrolls. */
const WEEK_WIDTH = 11;
/** Past half a year, a mark every this many weeks (the newest included): every one would crowd. */
const MARK_EVERY = 4;

/** The products' weekly posts as lines, with the weeks that spiked (issue 22). */
export function Trend({ insights, names, onDrillDown, captionLines }: ChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [helpOpen, setHelpOpen] = useState(false);
  // Every classified product's weekly series: spikes are looked for in all of them, the chart
  // draws the TREND_PRODUCTS most reported.
  const countsOf = new Map<string, number>(
    insights.productWeeks.map((row) => [`${row.id}/${row.week}`, row.posts]),
  );
  const allSeries = insights.byDimension.competitiveProductId
    .filter((item) => item.id !== null)
    .map((product) => ({
      id: String(product.id),
      productId: product.id!,
      label: names('competitiveProductId', product.id),
      data: insights.weeks.map((week) => countsOf.get(`${product.id}/${week}`) ?? 0),
    }));
  const series = allSeries
    .slice(0, TREND_PRODUCTS)
    .map((line, index) => ({ ...line, ...lineStyle(index, theme.palette.mode) }));
  const weeks = insights.weeks.length;
  const MAX_SPIKES = 3;
  const spikes = allSeries.flatMap((line) =>
    spikeWeeks(line.data).flatMap((spike, index) =>
      spike
        ? [
            {
              label: line.label,
              productId: line.productId,
              week: insights.weeks[index]!,
              posts: line.data[index]!,
            },
          ]
        : [],
    ),
  );
  const table: ChartTable = {
    columns: [t('insights>>product'), ...insights.weeks.map(weekLabel)],
    rows: series.map((line) => ({
      key: line.id,
      cells: [line.label, ...line.data],
      drillDown: () => onDrillDown({ competitiveProductId: [line.productId] }),
    })),
    timeColumns: true,
  };
  return (
    <ChartCard
      title={t('insights>>trend')}
      description={t('insights>>trendDescription', {
        products: series.map((line) => line.label).join(', '),
        weeks: insights.weeks.length,
      })}
      table={table}
      fileName="kizuki-trend"
      caption={{
        title: t('insights>>trendImageTitle'),
        lines: captionLines,
        legend: series.map(({ label, color, dash, shape }) => ({ label, color, dash, shape })),
      }}
      drawingWidth={WEEK_WIDTH * weeks + 48}
      help={
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {spikes.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('insights>>noSpikes')}
              </Typography>
            ) : (
              // The latest few: a long list of chips would push the chart below the fold.
              spikes
                .sort((a, b) => b.week.localeCompare(a.week) || b.posts - a.posts)
                .slice(0, MAX_SPIKES)
                .map((spike) => (
                  <Chip
                    key={`${spike.productId}/${spike.week}`}
                    icon={<TrendingUp />}
                    color="warning"
                    size="small"
                    label={t('insights>>spike', {
                      product: spike.label,
                      week: weekLabel(spike.week),
                      count: spike.posts,
                    })}
                    onClick={() => onDrillDown({ competitiveProductId: [spike.productId] })}
                  />
                ))
            )}
            <IconButton
              size="small"
              aria-label={t('insights>>spikeHelpButton')}
              aria-expanded={helpOpen}
              onClick={() => setHelpOpen((open) => !open)}
            >
              <HelpOutline fontSize="small" />
            </IconButton>
          </Box>
          <Collapse in={helpOpen}>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {t('insights>>spikeHelp', { weeks: SPIKE_BASELINE_WEEKS })}
            </Typography>
          </Collapse>
        </>
      }
    >
      <LineChart
        height={260}
        margin={{ left: 8, right: 8 }}
        // Taller than the default 25 px: a Japanese font's labels did not fit and were dropped.
        xAxis={[{ scaleType: 'point', data: insights.weeks.map(weekLabel), height: 36 }]}
        // On the right, the newest weeks' side: where a year's scrolling chart opens.
        yAxis={[{ tickMinStep: 1, width: 36, position: 'right' }]}
        grid={{ horizontal: true }}
        hideLegend
        series={series.map(({ id, label, data, color, shape }) => ({
          id,
          label,
          data,
          color,
          shape,
          // Straight segments: a smoothed curve between weekly counts invents values between them.
          curve: 'linear' as const,
          showMark: ({ index }: { index: number }) =>
            weeks <= 26 || (weeks - 1 - index) % MARK_EVERY === 0,
        }))}
        sx={Object.fromEntries(
          series.map(({ id, dash }) => [
            `& .MuiLineChart-line[data-series="${id}"]`,
            { strokeDasharray: dash || 'none' },
          ]),
        )}
        onMarkClick={(_event, item) => {
          const line = series.find((candidate) => candidate.id === String(item.seriesId));
          if (line) onDrillDown({ competitiveProductId: [line.productId] });
        }}
      />
    </ChartCard>
  );
}
