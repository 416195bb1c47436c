import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/** Where a failed fetch of the provider's keys is reported (the app's logger, once it exists). */
export interface KeyFetchLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ProviderKeySettings {
  /** How old the key set may grow before a request starts a fetch in the background (retired keys leave). */
  refreshIntervalMs: number;
  /** The least time between two fetch attempts, whatever causes them (an unknown key id, a refresh). */
  refetchCooldownMs: number;
  fetchTimeoutMs?: number;
  log: KeyFetchLog;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

const DEFAULT_FETCH_TIMEOUT_MS = 5_000;

/** Refused while no key set has ever been fetched (a process started during an outage). */
export class ProviderKeysUnavailableError extends Error {
  override name = 'ProviderKeysUnavailableError';
}

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json, application/jwk-set+json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The reason for the log: fetch's "fetch failed" hides the useful part (ECONNREFUSED...) in `cause`. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const detail = cause?.code ?? cause?.message;
  return detail ? `${error.message}: ${detail}` : error.message;
}

/**
 * A corporate issuer's signing keys, found through its discovery document on first use (so the
 * server starts while the issuer is unreachable) and kept. Unlike jose's createRemoteJWKSet, whose
 * stale cache makes a request wait for a fetch and fail with it, the last key set fetched stays in
 * use for as long as the provider is unreachable, so signed-in people keep working while their
 * tokens are valid. A stale set is fetched again in the background, never holding a request; an
 * unknown key id (a rotation) waits for one fetch, shared by the requests that need it. Every fetch
 * attempt is at least `refetchCooldownMs` after the last, so a flood of unknown key ids, or an
 * outage, never turns into a fetch per request.
 */
export function cachedProviderKeys(issuer: string, settings: ProviderKeySettings): JWTVerifyGetKey {
  const now = settings.now ?? Date.now;
  const timeoutMs = settings.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const discoveryUrl = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let jwksUri: string | null = null;
  let keySet: { getKey: JWTVerifyGetKey; fetchedAt: number } | null = null;
  let inFlight: Promise<void> | null = null;
  let lastAttemptAt = -Infinity;
  let lastFailureLoggedAt = -Infinity;

  const fetchKeySet = async () => {
    if (!jwksUri) {
      const discovery = (await fetchJson(discoveryUrl, timeoutMs)) as { jwks_uri?: unknown };
      if (typeof discovery.jwks_uri !== 'string') {
        throw new Error(`discovery at ${discoveryUrl} has no jwks_uri`);
      }
      jwksUri = discovery.jwks_uri;
    }
    // createLocalJWKSet refuses what is not a key set, so a broken answer keeps the last good set.
    const getKey = createLocalJWKSet((await fetchJson(jwksUri, timeoutMs)) as JSONWebKeySet);
    keySet = { getKey, fetchedAt: now() };
  };

  const logFailure = (error: unknown) => {
    if (now() - lastFailureLoggedAt < settings.refreshIntervalMs) return;
    lastFailureLoggedAt = now();
    settings.log.warn(
      { issuer, reason: reasonOf(error), keysFetchedAt: keySet && new Date(keySet.fetchedAt) },
      'the identity provider’s keys could not be fetched; the last ones fetched stay in use',
    );
  };

  /** Settles when the fetch under way (or the one started now) is over; never rejects. */
  const refetch = (): Promise<void> => {
    if (inFlight) return inFlight;
    if (now() - lastAttemptAt < settings.refetchCooldownMs) return Promise.resolve();
    lastAttemptAt = now();
    const attempt = fetchKeySet()
      .catch(logFailure)
      .finally(() => {
        inFlight = null;
      });
    inFlight = attempt;
    return attempt;
  };

  const currentKeys = () => {
    if (!keySet) throw new ProviderKeysUnavailableError('the identity provider’s keys are unknown');
    return keySet.getKey;
  };

  return async (header, token) => {
    if (!keySet) await refetch();
    else if (now() - keySet.fetchedAt >= settings.refreshIntervalMs) void refetch();
    try {
      return await currentKeys()(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      await refetch();
      return currentKeys()(header, token);
    }
  };
}
