import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { isStableEmail, normalEmail } from '@kizuki/shared';
import { ProviderKeysUnavailableError } from '../identity/provider-keys.ts';
import { AppError, unauthorized } from './errors.ts';

export interface TokenVerifierOptions {
  issuer: string;
  /** The API's audiences: a token whose `aud` names any of them is for this API. */
  audience: string | string[];
  /**
   * The client ids a token may have been issued to (`azp`, `client_id`, Okta's `cid`, Entra ID
   * v1's `appid`); unset, any client of the issuer. Refuses a token another app obtained for the API.
   */
  authorizedParties?: string[];
  algorithms: string[];
  /** Which claim carries the e-mail; corporate issuers differ (Entra ID: preferred_username or upn). */
  emailClaim: string;
  keys: JWTVerifyGetKey;
  /** How many verified tokens to remember; verification is not paid again on every poll. */
  cacheSize?: number;
}

export interface VerifiedIdentity {
  subject: string;
  /** In the one form e-mails are compared in (normalEmail: NFKC, lower case), as users.email is stored. */
  email: string;
  /** When the person signed in at the provider (`auth_time`, seconds), where the token says. */
  authTime: number | null;
}

interface CachedIdentity {
  identity: VerifiedIdentity;
  expiresAtMs: number;
}

const CLOCK_TOLERANCE_SECONDS = 30;

/** Why a token was refused, for the log; the client is only ever told "unauthorized". */
function refusalReason(error: unknown): string {
  if (error instanceof joseErrors.JOSEError) return error.code;
  return error instanceof Error ? error.message : 'unknown';
}

export function createTokenVerifier(options: TokenVerifierOptions) {
  const cache = new LRUCache<string, CachedIdentity>({ max: options.cacheSize ?? 10_000 });

  return async function verifyAccessToken(token: string): Promise<VerifiedIdentity> {
    // The cache key is a digest, so no bearer token is held in memory longer than the request.
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = cache.get(key);
    if (cached && cached.expiresAtMs > Date.now()) return cached.identity;

    const { payload } = await jwtVerify(token, options.keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: options.algorithms,
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (options.authorizedParties) checkAuthorizedParty(payload, options.authorizedParties);
    const identity = identityFrom(payload, options.emailClaim);
    const expiresAtMs = (payload.exp ?? 0) * 1000;
    cache.set(key, { identity, expiresAtMs }, { ttl: Math.max(1, expiresAtMs - Date.now()) });
    return identity;
  };
}

class UnauthorizedPartyError extends Error {
  override name = 'UnauthorizedPartyError';
}

const AUTHORIZED_PARTY_CLAIMS = ['azp', 'client_id', 'cid', 'appid'] as const;

function checkAuthorizedParty(payload: JWTPayload, allowed: string[]) {
  const party = AUTHORIZED_PARTY_CLAIMS.map((claim) => payload[claim]).find(
    (value) => typeof value === 'string',
  );
  if (typeof party !== 'string' || !allowed.includes(party)) {
    throw new UnauthorizedPartyError('token was issued to another client');
  }
}

class MissingEmailClaimError extends Error {
  override name = 'MissingEmailClaimError';
}

/** An e-mail claim that folding would turn into another address (shared/src/emails.ts). */
class LookAlikeEmailClaimError extends Error {
  override name = 'LookAlikeEmailClaimError';
}

function identityFrom(payload: JWTPayload, emailClaim: string): VerifiedIdentity {
  const email = payload[emailClaim];
  if (typeof email !== 'string' || !email.includes('@')) {
    throw new MissingEmailClaimError(`token has no e-mail in claim "${emailClaim}"`);
  }
  if (!isStableEmail(email)) {
    throw new LookAlikeEmailClaimError(`the e-mail in claim "${emailClaim}" changes under NFKC`);
  }
  const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : null;
  return { subject: String(payload.sub), email: normalEmail(email), authTime };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: verifies the bearer token and sets request.identity, or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    identity: VerifiedIdentity | null;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: TokenVerifierOptions) {
    const verify = createTokenVerifier(options);
    app.decorateRequest('identity', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      // RFC 9110: the scheme is case-insensitive (some providers' token_type is "bearer").
      const match = header?.match(/^Bearer +([A-Za-z0-9._~+/-]+=*)$/i);
      if (!match?.[1]) throw unauthorized();
      try {
        request.identity = await verify(match[1]);
      } catch (error) {
        // No key set yet (a process started while the provider is down): the token may well be
        // good, so not a 401, which would send the person to sign in at a provider that is down.
        if (error instanceof ProviderKeysUnavailableError) {
          request.log.warn('bearer token not checked: the identity provider’s keys are unknown');
          throw new AppError(
            503,
            'serviceUnavailable',
            'the sign-in service cannot be reached to check the token; retry shortly',
          );
        }
        request.log.warn({ reason: refusalReason(error) }, 'bearer token refused');
        throw unauthorized('the bearer token is not valid');
      }
    });
  },
  { name: 'auth' },
);
