import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The attribute value the shell's tags carry until a request's nonce replaces it. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet): a Content-Security-Policy that runs only this
 * origin's scripts (no inline script, no eval; the app shell's tags and MUI's style elements carry
 * a per-request nonce), no framing anywhere (frame-ancestors 'none' and X-Frame-Options), no
 * referrer across origins, nosniff, and HSTS on answers that went out over HTTPS (directly or, with
 * TRUST_PROXY, through a proxy that says so): over plain HTTP a browser ignores it anyway, and a
 * development machine must not be pinned to HTTPS.
 *
 * `identityOrigins` are where the browser itself talks to the identity provider (token and
 * userinfo requests, silent renewal in a frame, the form that signs in).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { identityOrigins: string[]; skipPaths: string[] },
): Promise<HeadersOfAnAnswer> {
  const identity = options.identityOrigins;
  const headers: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...identity],
        'frame-src': ["'self'", ...identity],
        'form-action': ["'self'", ...identity],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // The app loads nothing from other origins that would need to opt in.
    crossOriginEmbedderPolicy: false,
  };
  // The plugin serves the routes with a helmet configuration of their own (the shell, with
  // nonces: it builds their headers per request, as nonces need).
  // (The plugin's types name helmet's through its CommonJS build: the same options, another type.)
  await app.register(fastifyHelmet, { global: false, ...(headers as Record<string, unknown>) });
  // Every other answer (the API's polls among them) gets the same headers: built once here, not
  // per request. The development provider's endpoints render pages of their own with inline code
  // and are left to it (a company's identity provider replaces it in production).
  const applyHeaders = helmet(headers);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.helmet) return done();
    if (options.skipPaths.some((path) => request.url.startsWith(path))) return done();
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
  return (reply) => {
    applyHeaders(reply.request.raw, reply.raw, () => undefined);
    if (reply.request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  };
}

/**
 * Puts the headers on an answer that no hook sees: Fastify answers a URL it cannot decode before
 * routing (its frameworkErrors), and every answer carries the headers (issue 41).
 */
export type HeadersOfAnAnswer = (reply: FastifyReply) => void;

/**
 * onSend hook of the signed-in API: its answers hold personal data, so no browser or proxy keeps
 * them (`no-store`). A route that answers conditionally sets its own header first: the polls say
 * `private, no-cache` with their ETag, because the web client relies on the browser's HTTP cache to
 * send If-None-Match and take the 304 (`no-store` would end that).
 */
export async function noStoreUnlessConditional(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  return payload;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/helmet's per-route configuration, as the plugin stores it. */
    helmet?: unknown;
  }
}
