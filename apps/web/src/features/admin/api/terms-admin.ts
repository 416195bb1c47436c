import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishTermsBody, TermsVersion, TermsVersionListResponse } from '@kizuki/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { termsKeys } from '../../../lib/terms-keys.ts';

/** GET /terms (admins): the versions in force for the unit, newest first. */
export function useTermsVersions() {
  return useQuery({
    queryKey: [...termsKeys.all, 'versions'] as const,
    queryFn: ({ signal }) => apiFetch<TermsVersionListResponse>('/terms', { signal }),
  });
}

/** The texts of the app's own version 1, in both languages, as an admin starts editing from them. */
export async function builtInTermsTexts(): Promise<{ textJa: string; textEn: string }> {
  const [{ jaSignIn }, { enScreens }] = await Promise.all([
    import('../../../lib/i18n/ja-sign-in.ts'),
    import('../../../lib/i18n/en-screens.ts'),
  ]);
  const text = (terms: typeof jaSignIn.terms, bullet: string) =>
    [terms.intro, '', ...Object.values(terms.rules).map((rule) => `${bullet}${rule}`)].join('\n');
  return { textJa: text(jaSignIn.terms, '・'), textEn: text(enScreens.terms, '• ') };
}

/**
 * POST /terms: a new version for the unit. The admin's own record is read again: they too accept
 * it before going on.
 */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishTermsBody) =>
      apiFetch<TermsVersion>('/terms', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: termsKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    meta: { explainsRefusals: true },
  });
}
