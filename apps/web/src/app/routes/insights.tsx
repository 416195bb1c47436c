import {
  Box,
  Chip,
  Collapse,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQueries } from '@tanstack/react-query';
import type { InsightPost, Insights } from '@kizuki/shared';
import {
  addWeeks,
  canViewInsights,
  COLLECTION_OF,
  countFilters,
  DEFAULT_INSIGHT_WEEKS,
  INSIGHT_DIMENSIONS,
  SPIKE_BASELINE_WEEKS,
  spikeWeeks,
  tokyoDateOf,
  weekOf,
  wizardSteps,
  type ClassificationKey,
  type InsightDimension,
  type PostFilters,
} from '@kizuki/shared/rules';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { InlineError } from '../../components/inline-error.tsx';
import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { PlainButton } from '../../components/plain-button.tsx';
import { weekLabel, WeeksChips } from '../../components/weeks-chips.tsx';
import { ChartCard, type ChartTable } from '../../features/insights/components/chart-card.tsx';
import { HeatMap } from '../../features/insights/components/heat-map.tsx';
import { useInsights } from '../../features/insights/api/insights.ts';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { clampedLines } from '../../lib/content-lang.ts';
import { listPreferencesStore, useListPreferences } from '../../lib/list-preferences.ts';
import { masterItemsByIdQueryOptions } from '../../lib/master-data.ts';
import { itemName } from '../../lib/master-name.ts';
import { BackHeader } from './back-header.tsx';

const FilterDialog = lazyOverlay(() =>
  import('../../features/posts/components/filter-dialog.tsx').then((m) => m.FilterDialog),
);
const FilterChips = lazyOverlay(() =>
  import('../../features/posts/components/filter-chips.tsx').then((m) => m.FilterChips),
);

const PERIODS = [4, DEFAULT_INSIGHT_WEEKS, 26, 52] as const;
/** The products the trend draws: more lines than this are unreadable on a phone. */
const TREND_PRODUCTS = 5;
const RANKED_ITEMS = 10;
const HEAT_ROWS = 8;

/** /insights: the PMO group's and admins' picture of the unit (issue 22); others are sent home. */
export function InsightsScreen() {
  const user = useCurrentUser();
  return canViewInsights(user) ? <InsightsView /> : <Navigate to="/" replace />;
}

type Names = (dimension: InsightDimension, id: number | null) => string;

/** The names of the items an answer counts, in the screen's language (fetched by id). */
function useNames(insights: Insights | undefined): Names {
  const { t, i18n } = useTranslation();
  const classified = INSIGHT_DIMENSIONS.filter((dimension) => dimension !== 'organizationId');
  const lists = useQueries({
    queries: classified.map((dimension) => {
      const ids = (insights?.byDimension[dimension] ?? []).flatMap((item) =>
        item.id === null ? [] : [item.id],
      );
      const key = dimension.slice(0, -2) as ClassificationKey;
      return { ...masterItemsByIdQueryOptions(COLLECTION_OF[key], ids), enabled: !!insights };
    }),
  });
  // Master items share one id sequence; organizations have their own, so they are kept apart.
  const itemNames = new Map<number, string>();
  for (const list of lists) {
    for (const item of list.data ?? []) itemNames.set(item.id, itemName(item, i18n.language));
  }
  const organizationNames = new Map(
    (insights?.organizations ?? []).map((organization) => [organization.id, organization.name]),
  );
  return (dimension, id) => {
    if (id === null) return t('insights>>unclassified');
    const names = dimension === 'organizationId' ? organizationNames : itemNames;
    return names.get(id) ?? `#${id}`;
  };
}

function InsightsView() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const weeks =
    PERIODS.find((option) => String(option) === search.get('weeks')) ?? DEFAULT_INSIGHT_WEEKS;
  const [{ filters }, updatePreferences] = useListPreferences('insights');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const today = tokyoDateOf(new Date());
  const period = useMemo(
    () => ({ from: addWeeks(weekOf(today), 1 - weeks), to: today }),
    [today, weeks],
  );
  const query = useInsights(period, filters);
  const insights = query.data;
  const names = useNames(insights);
  const stepLabel = (dimension: InsightDimension) => {
    if (dimension === 'organizationId') return t('insights>>organization');
    const step = wizardSteps(user.database).find((candidate) => `${candidate.key}Id` === dimension);
    return step ? t(`wizard>>steps>>${step.label}`) : dimension;
  };
  /** Opens the timeline with the screen's filters and the chosen items'. */
  const drillDown = (extra: PostFilters) => {
    listPreferencesStore.update('timeline', {
      keyword: '',
      sort: 'publishedAt',
      filters: { ...filters, ...extra },
    });
    void navigate('/');
  };

  return (
    <>
      <BackHeader title={t('insights>>title')} onBack={() => void navigate('/profile')} />
      <Box sx={{ px: 2, pt: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
        <WeeksChips
          options={PERIODS}
          value={weeks}
          onChange={(option) => setSearch({ weeks: String(option) }, { replace: true })}
          sx={{ flexGrow: 1, overflowX: 'auto' }}
        />
        <PlainButton
          ref={filterButton}
          round
          aria-label={t('lists>>filters', { count: countFilters(filters) })}
          onClick={() => setFiltersOpen(true)}
        >
          <FilterListIcon />
        </PlainButton>
      </Box>
      {countFilters(filters) > 0 && (
        <Box sx={{ minHeight: 40, mt: 1 }}>
          <FilterChips
            filters={filters}
            onChange={(next) => updatePreferences({ filters: next })}
            onEmptied={() => filterButton.current?.focus()}
          />
        </Box>
      )}
      {filtersOpen && (
        <FilterDialog
          filters={filters}
          onApply={(next) => updatePreferences({ filters: next })}
          onClose={() => setFiltersOpen(false)}
        />
      )}
      <Typography variant="caption" color="textSecondary" component="p" sx={{ px: 2, pt: 1 }}>
        {t('insights>>periodSpan', {
          // The year too when the period crosses one: "12/1 to 11/27" would read backwards.
          from:
            period.from.slice(0, 4) === period.to.slice(0, 4)
              ? weekLabel(period.from)
              : `${period.from.slice(0, 4)}/${weekLabel(period.from)}`,
          to: weekLabel(period.to),
        })}
      </Typography>

      {query.isError ? (
        <InlineError message={t('lists>>loadFailed')} onRetry={() => void query.refetch()} />
      ) : !insights ? (
        <InsightsSkeleton />
      ) : insights.totals.posts === 0 ? (
        <EmptyState
          icon={<InsightsOutlined />}
          title={t('insights>>empty')}
          body={t('insights>>emptyBody')}
        />
      ) : (
        <Box aria-busy={query.isFetching} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Totals insights={insights} />
          <Trend insights={insights} names={names} onDrillDown={drillDown} />
          <Ranking
            insights={insights}
            names={names}
            stepLabel={stepLabel}
            onDrillDown={drillDown}
          />
          <ProductDiseaseGroups
            insights={insights}
            names={names}
            stepLabel={stepLabel}
            onDrillDown={drillDown}
          />
          <TopPosts title={t('insights>>topSame')} posts={insights.topSame} reaction="same" />
          <TopPosts title={t('insights>>topMore')} posts={insights.topMore} reaction="more" />
        </Box>
      )}
    </>
  );
}

function InsightsSkeleton() {
  return (
    <Box sx={{ p: 2 }} aria-hidden>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={64} sx={{ flex: 1 }} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={280} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}

function Totals({ insights }: { insights: Insights }) {
  const { t, i18n } = useTranslation();
  const tiles = [
    ['posts', insights.totals.posts, t('insights>>posts')],
    ['likes', insights.totals.likes, t('post>>counterNames>>likes')],
    ['same', insights.totals.same, t('post>>counterNames>>same')],
    ['more', insights.totals.more, t('post>>counterNames>>more')],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, m: 0, p: 2 }}
    >
      {tiles.map(([key, value, label]) => (
        // The term first, as a description list has it; shown under the number.
        <Paper
          key={key}
          elevation={0}
          sx={{ p: 1, textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Typography
            component="dt"
            variant="caption"
            color="textSecondary"
            sx={{ lineHeight: 1.3 }}
          >
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
            {value.toLocaleString(i18n.language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

interface ChartProps {
  insights: Insights;
  names: Names;
  onDrillDown: (filters: PostFilters) => void;
}

function Trend({ insights, names, onDrillDown }: ChartProps) {
  const { t } = useTranslation();
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
  const series = allSeries.slice(0, TREND_PRODUCTS);
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
        margin={{ left: 0, right: 8 }}
        // Taller than the default 25 px: a Japanese font's labels did not fit and were dropped.
        xAxis={[{ scaleType: 'point', data: insights.weeks.map(weekLabel), height: 36 }]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        // Marks only where they can be told apart (and tapped): up to half a year of weeks.
        series={series.map(({ id, label, data }) => ({
          id,
          label,
          data,
          showMark: insights.weeks.length <= 26,
        }))}
        onMarkClick={(_event, item) => {
          const line = series.find((candidate) => candidate.id === String(item.seriesId));
          if (line) onDrillDown({ competitiveProductId: [line.productId] });
        }}
      />
    </ChartCard>
  );
}

function Ranking({
  insights,
  names,
  stepLabel,
  onDrillDown,
}: ChartProps & { stepLabel: (dimension: InsightDimension) => string }) {
  const { t } = useTranslation();
  const [dimension, setDimension] = useState<InsightDimension>('competitiveProductId');
  const items = insights.byDimension[dimension].slice(0, RANKED_ITEMS);
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
        height={Math.max(160, 36 * items.length + 40)}
        layout="horizontal"
        margin={{ left: 0, right: 16 }}
        xAxis={[{ tickMinStep: 1, height: 36 }]}
        yAxis={[
          { scaleType: 'band', data: items.map((item) => names(dimension, item.id)), width: 110 },
        ]}
        series={[{ data: items.map((item) => item.posts), label: t('insights>>posts') }]}
        hideLegend
        onItemClick={(_event, item) => drill(items[item.dataIndex]?.id ?? null)?.()}
      />
    </ChartCard>
  );
}

function ProductDiseaseGroups({
  insights,
  names,
  stepLabel,
  onDrillDown,
}: ChartProps & { stepLabel: (dimension: InsightDimension) => string }) {
  const { t } = useTranslation();
  const products = insights.byDimension.competitiveProductId
    .slice(0, HEAT_ROWS)
    .map((item) => item.id);
  const groups = insights.byDimension.diseaseGroupId.map((item) => item.id);
  const cells = insights.productDiseaseGroups.flatMap((pair) => {
    const row = products.indexOf(pair.competitiveProductId);
    const column = groups.indexOf(pair.diseaseGroupId);
    return row < 0 || column < 0 ? [] : [{ row, column, value: pair.posts }];
  });
  const drill = (product: number | null, group: number | null) =>
    product === null || group === null
      ? undefined
      : () => onDrillDown({ competitiveProductId: [product], diseaseGroupId: [group] });
  const table: ChartTable = {
    columns: [stepLabel('competitiveProductId'), stepLabel('diseaseGroupId'), t('insights>>posts')],
    rows: insights.productDiseaseGroups.map((pair) => ({
      key: `${pair.competitiveProductId}/${pair.diseaseGroupId}`,
      cells: [
        names('competitiveProductId', pair.competitiveProductId),
        names('diseaseGroupId', pair.diseaseGroupId),
        pair.posts,
      ],
      drillDown: drill(pair.competitiveProductId, pair.diseaseGroupId),
    })),
  };
  const strongest = insights.productDiseaseGroups[0];
  return (
    <ChartCard
      title={`${stepLabel('competitiveProductId')} × ${stepLabel('diseaseGroupId')}`}
      description={
        strongest
          ? t('insights>>heatMapDescription', {
              product: names('competitiveProductId', strongest.competitiveProductId),
              group: names('diseaseGroupId', strongest.diseaseGroupId),
              count: strongest.posts,
            })
          : t('insights>>empty')
      }
      table={table}
      fileName="kizuki-product-disease-group"
    >
      <HeatMap
        rows={products.map((id) => names('competitiveProductId', id))}
        columns={groups.map((id) => names('diseaseGroupId', id))}
        cells={cells}
        onCellClick={(cell) => drill(products[cell.row] ?? null, groups[cell.column] ?? null)?.()}
      />
    </ChartCard>
  );
}

function TopPosts({
  title,
  posts,
  reaction,
}: {
  title: string;
  posts: InsightPost[];
  reaction: 'same' | 'more';
}) {
  const { t } = useTranslation();
  return (
    <Paper component="section" elevation={0} aria-label={title} sx={{ mx: 2, mb: 2, p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {posts.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('insights>>noTopPosts')}
        </Typography>
      ) : (
        <List disablePadding>
          {posts.map((post) => (
            <ListItem key={post.id} disablePadding>
              <ListItemButton component={Link} to={`/posts/${post.id}`} sx={{ px: 0 }}>
                <ListItemText
                  primary={post.excerpt}
                  secondary={t(`post>>counters>>${reaction}`, {
                    count: reaction === 'same' ? post.sameCount : post.moreCount,
                  })}
                  slotProps={{
                    primary: {
                      sx: {
                        ...clampedLines(2),
                      },
                    },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
