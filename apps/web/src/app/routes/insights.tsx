import { Box, Skeleton, Stack, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { useQueries } from '@tanstack/react-query';
import type { Insights } from '@kizuki/shared';
import {
  addWeeks,
  canViewInsights,
  COLLECTION_OF,
  countFilters,
  DEFAULT_INSIGHT_WEEKS,
  INSIGHT_DIMENSIONS,
  tokyoDateOf,
  weekOf,
  wizardSteps,
  type ClassificationKey,
  type InsightDimension,
  type PostFilters,
} from '@kizuki/shared/rules';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { InlineError } from '../../components/inline-error.tsx';
import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { PlainButton } from '../../components/plain-button.tsx';
import { weekLabel, WeeksChips } from '../../components/weeks-chips.tsx';
import type { Names } from '../../features/insights/components/chart-props.ts';
import { ProductDiseaseGroups } from '../../features/insights/components/product-disease-chart.tsx';
import { Ranking } from '../../features/insights/components/ranking-chart.tsx';
import { Trend } from '../../features/insights/components/trend-chart.tsx';
import { useInsights } from '../../features/insights/api/insights.ts';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { longCalendarDate } from '../../lib/format-date.ts';
import { listPreferencesStore, useListPreferences } from '../../lib/list-preferences.ts';
import { masterItemsByIdQueryOptions } from '../../lib/master-data.ts';
import { itemName } from '../../lib/master-name.ts';
import { BackHeader } from './back-header.tsx';
import { Totals, TopPosts } from '../../features/insights/components/insights-summary.tsx';

const FilterDialog = lazyOverlay(() =>
  import('../../features/posts/components/filter-dialog.tsx').then((m) => m.FilterDialog),
);
const FilterChips = lazyOverlay(() =>
  import('../../features/posts/components/filter-chips.tsx').then((m) => m.FilterChips),
);

const PERIODS = [4, DEFAULT_INSIGHT_WEEKS, 26, 52] as const;

/** /insights: the PMO group's and admins' picture of the unit (issue 22); others are sent home. */
export function InsightsScreen() {
  const user = useCurrentUser();
  return canViewInsights(user) ? <InsightsView /> : <Navigate to="/" replace />;
}

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
  const { t, i18n } = useTranslation();
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
  /**
   * Opens the post list (its tab, with its own stored conditions) with the screen's filters and
   * the chosen items': the Home timeline keeps the person's own.
   */
  const drillDown = (extra: PostFilters) => {
    listPreferencesStore.update('posts', {
      keyword: '',
      sort: 'publishedAt',
      filters: { ...filters, ...extra },
    });
    void navigate('/posts');
  };
  const captionLines = [
    t('insights>>imagePeriod', {
      from: longCalendarDate(period.from, i18n.language),
      to: longCalendarDate(period.to, i18n.language),
    }),
    ...(countFilters(filters) > 0
      ? [t('insights>>imageFiltered', { count: countFilters(filters) })]
      : []),
  ];
  const chartProps = { insights, names, onDrillDown: drillDown, captionLines };

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
          <Trend {...chartProps} insights={insights} />
          <Ranking {...chartProps} insights={insights} stepLabel={stepLabel} />
          <ProductDiseaseGroups {...chartProps} insights={insights} stepLabel={stepLabel} />
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
