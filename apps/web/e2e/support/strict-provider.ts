import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, exportJWK } from 'jose';
import Provider, { errors as oidcErrors, type Configuration } from 'oidc-provider';

export const STRICT_CLIENT_ID = 'kizuki-strict';

export interface StrictProvider {
  issuer: string;
  /** The API's resource indicator: the only source of an access token's `aud`. */
  resource: string;
  accessTokenSeconds: number;
  close(): Promise<void>;
}

/** An opaque, stable subject for an e-mail: never the e-mail itself. */
const subjectOf = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 24);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formOf(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A second, strict OpenID Provider for the browser tests, configured unlike the development one
 * and like the strict commercial ones: an authorization request without a nonce is refused; an
 * access token's `aud` comes only from a `resource` parameter (resource indicators); `sub` is
 * opaque; the e-mail is left out of the ID token (userinfo and the access token carry it); a
 * consent page is shown; access tokens live `accessTokenSeconds`; refresh tokens rotate.
 */
export async function startStrictProvider(options: {
  appOrigin: string;
  resource: string;
  accessTokenSeconds: number;
}): Promise<StrictProvider> {
  const { appOrigin, resource, accessTokenSeconds } = options;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = {
    ...(await exportJWK(privateKey)),
    kid: 'strict-1',
    alg: 'RS256',
    use: 'sig',
  };
  const emails = new Map<string, string>();

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: STRICT_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${appOrigin}/login/callback`],
        post_logout_redirect_uris: [`${appOrigin}/`],
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['strict-provider-test-cookie-key'] },
    findAccount: (_ctx, accountId) => ({
      accountId,
      // Never in the ID token, as many providers do by default: userinfo and the access token.
      claims: (use: string) =>
        use === 'id_token'
          ? { sub: accountId }
          : { sub: accountId, email: emails.get(accountId), email_verified: true },
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // The default, spelled out: scope-requested claims (the e-mail) stay out of the ID token.
    conformIdTokenClaims: true,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // No default: without a resource parameter there is no token for the API.
        defaultResource: () => undefined,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new oidcErrors.InvalidTarget();
          return {
            scope: 'api',
            audience: resource,
            accessTokenTTL: accessTokenSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Like Entra ID and Keycloak, refresh tokens for the single-page app; public clients' rotate.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    extraTokenClaims: (_ctx, token) =>
      'accountId' in token && token.accountId ? { email: emails.get(token.accountId) } : undefined,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      AccessToken: accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: accessTokenSeconds,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      RefreshToken: 3600,
    },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
  };
  const provider = new Provider(issuer, configuration);
  // Okta's rule: an authorization request without a nonce is refused.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/auth' && !ctx.query.nonce) {
      ctx.status = 400;
      ctx.type = 'text/plain';
      ctx.body = 'invalid_request: nonce required';
      return;
    }
    await next();
  });
  const handle = provider.callback();

  server.on('request', (request, response) => {
    void (async () => {
      const match = request.url?.match(/^\/interaction\/([\w-]+)(\/login|\/consent)?$/);
      if (!match) return handle(request, response);
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'POST' && match[2] === '/login') {
        const email = (await formOf(request)).get('email')?.trim().toLowerCase() ?? '';
        const accountId = subjectOf(email);
        emails.set(accountId, email);
        return provider.interactionFinished(request, response, { login: { accountId } });
      }
      if (request.method === 'POST' && match[2] === '/consent') {
        const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt
          .details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        const grant = details.grantId
          ? (await provider.Grant.find(details.grantId))!
          : new provider.Grant({
              accountId: details.session!.accountId,
              clientId: details.params.client_id as string,
            });
        if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
        if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
        for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
          grant.addResourceScope(indicator, scopes.join(' '));
        }
        const grantId = await grant.save();
        return provider.interactionFinished(
          request,
          response,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        details.prompt.name === 'login'
          ? page(
              'Strict provider',
              `<form method="post" action="/interaction/${details.uid}/login"><label>Email <input name="email" type="email" required></label><button type="submit">Sign in</button></form>`,
            )
          : page(
              'Allow access',
              `<p>Kizuki asks for: ${escape(String(details.params.scope))}</p><form method="post" action="/interaction/${details.uid}/consent"><button type="submit">Allow</button></form>`,
            ),
      );
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  return {
    issuer,
    resource,
    accessTokenSeconds,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
