import { useQuery } from '@tanstack/react-query';
import type { UsageReport } from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /admin/usage: the unit's active users by role and week, and the first-post funnel. */
export function useUsageReport(weeks: number) {
  return useQuery({
    queryKey: ['usage', weeks] as const,
    queryFn: ({ signal }) => apiFetch<UsageReport>('/admin/usage', { query: { weeks }, signal }),
  });
}
