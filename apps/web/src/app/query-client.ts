import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isMissingObject, SignInRequiredError } from '../lib/api-client.ts';
import { userKeys } from '../lib/query-keys.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      ignoreErrors?: boolean;
      /**
       * One object's query whose screen shows "not found" itself (QueryDetail), inside the app with
       * its navigation: a 404 (missing, or another unit's) is an answer there, not a failure.
       */
      notFoundInPlace?: boolean;
    };
    mutationMeta: {
      ignoreErrors?: boolean;
      /**
       * The screen shows a refusal's reason itself (a 4xx with its code, e.g. `noApprover`, through
       * useFailureToast) and keeps what the user wrote; other failures still open the error page.
       */
      explainsRefusals?: boolean;
    };
  }
}

/**
 * SPEC.md section 7: a failed call shows the error page unless it is flagged to ignore errors (or,
 * for a 404, the screen shows "not found" in place); a 401
 * has already started a new sign-in. A 403 termsNotAccepted (a new version of the terms was
 * published meanwhile, even under a poll that ignores errors) reloads the user, and the session
 * gate shows the terms dialog again. A 403 userDeactivated (an admin deactivated the account,
 * issue 20) shows its own page from any call, a poll included: the next thing the person does.
 */
export function createAppQueryClient(showErrorPage: (code?: string) => void) {
  const onError = (
    error: Error,
    meta:
      { ignoreErrors?: boolean; explainsRefusals?: boolean; notFoundInPlace?: boolean } | undefined,
  ) => {
    if (error instanceof ApiError && error.code === 'termsNotAccepted') {
      void client.invalidateQueries({ queryKey: userKeys.all });
      return;
    }
    if (error instanceof ApiError && error.code === 'userDeactivated') {
      showErrorPage('userDeactivated');
      return;
    }
    if (meta?.ignoreErrors || error instanceof SignInRequiredError) return;
    if (meta?.notFoundInPlace && isMissingObject(error)) return;
    const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (meta?.explainsRefusals && isRefusal) return;
    showErrorPage();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      // A 404 will not turn up on a second ask: the screen says "not found" at once.
      queries: {
        retry: (failureCount, error) => failureCount < 1 && !isMissingObject(error),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
