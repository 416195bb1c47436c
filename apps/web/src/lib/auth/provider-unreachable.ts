/**
 * A fetch that never got an answer rejects with a TypeError worded by each browser: Chromium
 * "Failed to fetch", Firefox "NetworkError when attempting to fetch resource.", Safari "Load
 * failed". Another TypeError is a bug of the code, not the network.
 */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|fetch failed/i;

/**
 * What oidc-client-ts throws for an answer of a gateway in front of a provider that is down
 * ("Bad Gateway (502)", "Service Unavailable (503)", "Gateway Timeout (504)" and the same with
 * a JSON body after it).
 */
const GATEWAY_FAILURE = /\((502|503|504)\)(:|$)/;

/**
 * Whether a sign-in step failed because the identity provider could not be reached: no answer (a
 * network TypeError), oidc-client-ts's own time limit (an ErrorTimeout), or a gateway saying the
 * provider behind it is down. An answer from the provider itself (an ErrorResponse, a 400, a
 * 500) is something else: the generic sign-in failure.
 */
export function isProviderUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof TypeError) return NETWORK_FAILURE.test(error.message);
  return error.name === 'ErrorTimeout' || GATEWAY_FAILURE.test(error.message);
}

/** The error page's code for a failed sign-in step (app/routes/error-page.tsx). */
export function signInFailureCode(error: unknown): 'signInUnreachable' | 'signInFailed' {
  return isProviderUnreachable(error) ? 'signInUnreachable' : 'signInFailed';
}
