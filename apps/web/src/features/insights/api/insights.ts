import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Insights } from '@kizuki/shared';
import type { PostFilters } from '@kizuki/shared/rules';
import { apiFetch } from '../../../lib/api-client.ts';

export interface InsightsPeriod {
  from: string;
  to: string;
}

const insightKeys = {
  all: ['insights'] as const,
  of: (period: InsightsPeriod, filters: PostFilters) =>
    [...insightKeys.all, period, filters] as const,
};

/** GET /insights: the period's counts; the last answer stays shown while another period loads. */
export function useInsights(period: InsightsPeriod, filters: PostFilters) {
  return useQuery({
    queryKey: insightKeys.of(period, filters),
    queryFn: ({ signal }) =>
      apiFetch<Insights>('/insights', { query: { ...period, ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}
