import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import Provider, {
  errors as oidcErrors,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { z } from 'zod';
import { normalEmail } from '@kizuki/shared';
import type { Database } from '../db/database.ts';
import type { DevIdentityKeys } from './dev-keys.ts';
import { deleteExpiredOidcModels, oidcDatabaseAdapter } from './oidc-database-adapter.ts';
import { renderSignedOutPage, renderSignInPage, renderSignOutPage } from './sign-in-page.ts';

export interface DevIdentityProviderOptions {
  issuer: string;
  clientId: string;
  audience: string;
  /** Every address the web app may return to after sign-in (the app itself, the Vite dev server). */
  redirectOrigins: string[];
  keys: DevIdentityKeys;
  /** Offered as suggestions on the sign-in page; any e-mail address is accepted. */
  suggestedEmails: string[];
}

const API_SCOPE = 'api';
const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
const INTERACTION_PATH = '/interaction';
/** How often expired sessions, codes and tokens are deleted from the database. */
const EXPIRED_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Where sign-in happens on this server: the provider's endpoints and its sign-in page. */
export function signInPathsOf(options: DevIdentityProviderOptions): string[] {
  return [new URL(options.issuer).pathname, INTERACTION_PATH];
}

function createProvider(options: DevIdentityProviderOptions, db: Database): Provider {
  /**
   * The policy of a page the provider renders itself: nothing but its own style element, its form
   * posting to the provider and (after sign-out) on to the app's origins.
   */
  const setProviderPagePolicy = (ctx: KoaContextWithOIDC): string => {
    const nonce = randomBytes(16).toString('hex');
    ctx.set(
      'content-security-policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `form-action 'self' ${options.redirectOrigins.join(' ')}`,
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    ctx.set('cache-control', 'no-store');
    return nonce;
  };

  const configuration: Configuration = {
    // Sessions, grants and tokens in the application's database: signing in survives a restart,
    // and every process behind a load balancer knows every session.
    adapter: oidcDatabaseAdapter(db),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Kizuki',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.redirectOrigins.map((origin) => `${origin}/login/callback`),
        post_logout_redirect_uris: options.redirectOrigins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [options.keys.signingJwk] },
    cookies: { keys: [options.keys.cookieSecret] },
    // The company directory is larger than Kizuki's user table: any address signs in, and the API
    // decides whether it is a registered user (that is how /error?code=userNotFound is reached).
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, email: accountId, email_verified: true }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: [] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // The web app reads the e-mail from the ID token's profile, as corporate issuers provide it.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The provider's own pages load a web font from Google and speak English only; these match
        // the sign-in page. Their paths skip the app's security headers, so each page sets a policy
        // of its own with a nonce for its one style element.
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderSignOutPage({ form, styleNonce: setProviderPagePolicy(ctx) });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage({ styleNonce: setProviderPagePolicy(ctx) });
        },
      },
      resourceIndicators: {
        enabled: true,
        // oidc-client-ts sends no resource parameter: every token is for the API.
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== options.audience) throw new oidcErrors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: options.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    // Kizuki is the provider's only, first-party client: consent is implied, never asked.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(options.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    // The API matches users by e-mail, so the access token carries it (oidc-provider omits it).
    extraTokenClaims: (_ctx, token) =>
      'accountId' in token && token.accountId ? { email: token.accountId } : undefined,
    // A refresh token for the web app (rotated on every use, as for any public client), so a
    // session outlives its hour-long access token without a redirect.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 10 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
    },
    // Only the app's own origins may call the provider's endpoints from a browser.
    clientBasedCORS: (_ctx, origin) => options.redirectOrigins.includes(origin),
  };
  const provider = new Provider(options.issuer, configuration);
  // Behind the Vite dev server or a reverse proxy, endpoints follow the X-Forwarded-* origin.
  provider.proxy = true;
  return provider;
}

const LoginBodySchema = z.object({ email: z.email().max(320) });

/**
 * The development identity provider: a certified OpenID Provider mounted under /idp of this server,
 * used when no OIDC_ISSUER is configured. Its sign-in page lives outside /idp because middie hands
 * the whole /idp prefix to the provider.
 */
export async function registerDevIdentityProvider(
  app: FastifyInstance,
  options: DevIdentityProviderOptions,
  db: Database,
): Promise<void> {
  const provider = createProvider(options, db);
  const sweepExpired = () =>
    deleteExpiredOidcModels(db).catch((error: unknown) =>
      app.log.warn(
        { err: { message: (error as Error).message } },
        'development provider: deleting expired sessions failed',
      ),
    );
  await sweepExpired();
  const sweep = setInterval(() => void sweepExpired(), EXPIRED_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const mountPath = new URL(options.issuer).pathname;
  await app.register(middie);
  const handle = provider.callback();
  app.use(mountPath, (req: IncomingMessage, res: ServerResponse) => void handle(req, res));

  await app.register(async (interactions) => {
    await interactions.register(formbody);

    interactions.get<{ Params: { uid: string } }>(
      `${INTERACTION_PATH}/:uid`,
      { helmet: { enableCSPNonces: true } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name !== 'login') {
          // Consent is implied by loadExistingGrant; any other prompt is finished as granted.
          const redirectTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            {},
            {
              mergeWithLastSubmission: true,
            },
          );
          return reply.redirect(redirectTo, 303);
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            renderSignInPage({
              action: `${INTERACTION_PATH}/${details.uid}/login`,
              suggestedEmails: options.suggestedEmails,
              styleNonce: reply.cspNonce.style,
            }),
          );
      },
    );

    interactions.post<{ Params: { uid: string } }>(
      `${INTERACTION_PATH}/:uid/login`,
      { helmet: { enableCSPNonces: true } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const parsed = LoginBodySchema.safeParse(request.body);
        if (!parsed.success) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(
              renderSignInPage({
                action: `${INTERACTION_PATH}/${details.uid}/login`,
                suggestedEmails: options.suggestedEmails,
                error: 'Enter a valid e-mail address.',
                styleNonce: reply.cspNonce.style,
              }),
            );
        }
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: normalEmail(parsed.data.email) } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );
  });
}
