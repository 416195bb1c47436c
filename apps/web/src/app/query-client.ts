import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SignInRequiredError } from '../lib/api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { ignoreErrors?: boolean };
    mutationMeta: { ignoreErrors?: boolean };
  }
}

/**
 * SPEC.md section 7: a failed call shows the error page unless it is flagged to ignore errors; a 401
 * has already started a new sign-in.
 */
export function createAppQueryClient(showErrorPage: () => void) {
  const onError = (error: Error, meta: { ignoreErrors?: boolean } | undefined) => {
    if (meta?.ignoreErrors || error instanceof SignInRequiredError) return;
    showErrorPage();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}
