/**
 * Whether a sign-in step failed because the identity provider could not be reached: a fetch that
 * never got an answer rejects with a TypeError (worded differently by each browser), and
 * oidc-client-ts turns its own time limit into an ErrorTimeout. An answer from the provider (an
 * ErrorResponse, a 500) is something else: the generic sign-in failure.
 */
export function isProviderUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'ErrorTimeout');
}

/** The error page's code for a failed sign-in step (app/routes/error-page.tsx). */
export function signInFailureCode(error: unknown): 'signInUnreachable' | 'signInFailed' {
  return isProviderUnreachable(error) ? 'signInUnreachable' : 'signInFailed';
}
