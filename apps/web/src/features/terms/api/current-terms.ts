import { useQuery } from '@tanstack/react-query';
import type { TermsVersion } from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { termsKeys } from '../../../lib/terms-keys.ts';

/**
 * GET /terms/current: the text of a version an admin published (issue 20). Version 1 is the app's
 * own text, so a first sign-in asks for nothing.
 */
export function useCurrentTerms(version: number) {
  return useQuery({
    queryKey: termsKeys.current(version),
    queryFn: ({ signal }) => apiFetch<TermsVersion>('/terms/current', { signal }),
    enabled: version > 1,
    staleTime: Infinity,
  });
}
