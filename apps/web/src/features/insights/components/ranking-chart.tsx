import { Chip, Stack, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { INSIGHT_DIMENSIONS, type InsightDimension } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartTable } from './chart-card.tsx';
import type { ChartProps, StepLabelOf } from './chart-props.ts';
import { fitText } from './text-fit.ts';

const RANKED_ITEMS = 10;
/** Each item's band: its name on a line of its own, its bar under it. */
const BAND_HEIGHT = 46;
const NAME_SIZE = 12;
/** Between a name's baseline and its bar's top. */
const NAME_GAP = 4;

/**
 * The names written above the bars across the chart's whole width: beside the bars, a phone's
 * third of the width cut them to six characters.
 */
function BandNames({ names }: { names: string[] }) {
  const theme = useTheme();
  const scale = useYScale<'band'>();
  const { left, width } = useDrawingArea();
  return (
    <g>
      {names.map((name, index) => (
        <text
          key={index}
          x={left}
          // The band scale answers where the bar starts (its padding is outside): the name's
          // baseline sits just above it, in the gap between two bars.
          y={(scale(name) ?? 0) - NAME_GAP}
          fontSize={NAME_SIZE}
          fill={theme.palette.text.primary}
        >
          {fitText(name, width, NAME_SIZE)}
        </text>
      ))}
    </g>
  );
}

/** The items of one dimension ranked by their posts, as horizontal bars. */
export function Ranking({
  insights,
  names,
  stepLabel,
  onDrillDown,
  captionLines,
}: ChartProps & { stepLabel: StepLabelOf }) {
  const { t } = useTranslation();
  const [dimension, setDimension] = useState<InsightDimension>('competitiveProductId');
  const items = insights.byDimension[dimension].slice(0, RANKED_ITEMS);
  const itemNames = items.map((item) => names(dimension, item.id));
  const drill = (id: number | null) =>
    id === null || dimension === 'organizationId'
      ? undefined
      : () => onDrillDown({ [dimension]: [id] });
  const table: ChartTable = {
    columns: [
      stepLabel(dimension),
      t('insights>>posts'),
      t('post>>counterNames>>likes'),
      t('post>>counterNames>>same'),
      t('post>>counterNames>>more'),
    ],
    rows: insights.byDimension[dimension].map((item) => ({
      key: String(item.id),
      cells: [names(dimension, item.id), item.posts, item.likes, item.same, item.more],
      drillDown: drill(item.id),
    })),
  };
  return (
    <ChartCard
      title={t('insights>>ranking')}
      description={t('insights>>rankingDescription', {
        dimension: stepLabel(dimension),
        items: items.map((item) => `${names(dimension, item.id)} ${item.posts}`).join(', '),
      })}
      table={table}
      fileName={`kizuki-ranking-${dimension}`}
      caption={{
        title: t('insights>>rankingImageTitle', { dimension: stepLabel(dimension) }),
        lines: captionLines,
        legend: [],
      }}
      help={
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('insights>>rankBy')}
          sx={{ mt: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {INSIGHT_DIMENSIONS.map((option) => (
            <Chip
              key={option}
              size="small"
              label={stepLabel(option)}
              color={option === dimension ? 'primary' : 'default'}
              variant={option === dimension ? 'filled' : 'outlined'}
              aria-pressed={option === dimension}
              onClick={() => setDimension(option)}
            />
          ))}
        </Stack>
      }
    >
      <BarChart
        height={BAND_HEIGHT * items.length + 44}
        layout="horizontal"
        margin={{ left: 0, right: 16, top: 4 }}
        xAxis={[{ tickMinStep: 1, height: 36 }]}
        yAxis={[
          {
            scaleType: 'band',
            data: itemNames,
            position: 'none',
            // The bar in the band's lower part, under its name.
            categoryGapRatio: 0.6,
            barGapRatio: 0,
          },
        ]}
        series={[{ data: items.map((item) => item.posts), label: t('insights>>posts') }]}
        hideLegend
        onItemClick={(_event, item) => drill(items[item.dataIndex]?.id ?? null)?.()}
      >
        <BandNames names={itemNames} />
      </BarChart>
    </ChartCard>
  );
}
