import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '@kizuki/shared';
import { notFound } from './errors.ts';
import { NONCE_PLACEHOLDER } from './security-headers.ts';

/** Paths the single-page app never owns: they answer JSON 404s or belong to the identity provider. */
const NOT_THE_APP = /^\/(api|idp|interaction)(\/|$)/;

/**
 * The page carries the sign-in settings, so the app starts signing in without first asking
 * GET /api/config: one round trip less before the first screen on a phone's network. A data block
 * (type application/json) is never run; `<` is escaped so no text can close it.
 */
function withClientConfig(html: string, config: ClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script id="${CLIENT_CONFIG_ELEMENT_ID}" type="application/json">${json}</script></head>`,
  );
}

/**
 * Every script tag of the shell carries the request's nonce, and a `csp-nonce` meta element hands
 * the style nonce to MUI's style cache (lib/csp-nonce.ts): the only way its style elements pass the
 * Content-Security-Policy without 'unsafe-inline'.
 */
function withNoncePlaceholders(html: string): string {
  return (
    html
      // Every script: the app's, the sign-in settings and the page's inline start script.
      .replace(/<script(?=[\s>])/g, `<script nonce="${NONCE_PLACEHOLDER}-script"`)
      .replace('</head>', `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}-style"></head>`)
  );
}

/**
 * Serves the built React app: hashed assets cached for a year (compressed when the browser accepts), the shell and the service worker
 * never cached, and every other GET answered with the shell so client-side routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  clientConfig: ClientConfig,
): Promise<void> {
  // Read again when the file changes: a new web build deployed beside a running server is served
  // (and offered as an update by the service worker) without a restart.
  const indexPath = path.join(root, 'index.html');
  let shell = { modifiedMs: -1, html: '' };
  const shellHtml = () => {
    const modifiedMs = fs.statSync(indexPath).mtimeMs;
    if (modifiedMs !== shell.modifiedMs) {
      const html = withNoncePlaceholders(
        withClientConfig(fs.readFileSync(indexPath, 'utf8'), clientConfig),
      );
      shell = { modifiedMs, html };
    }
    return shell.html;
  };
  shellHtml();
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The shell is never the file as built: /index.html (which the service worker caches) is
    // answered by the route below, with the sign-in settings and this request's nonces.
    globIgnore: ['index.html'],
    // The build keeps a brotli and a gzip copy of each asset: a phone downloads a quarter.
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get(
    '/*',
    { schema: { hide: true }, helmet: { enableCSPNonces: true } },
    async (request, reply) => {
      if (NOT_THE_APP.test(request.url)) throw notFound('route');
      const nonce = reply.cspNonce;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          shellHtml()
            .replaceAll(`${NONCE_PLACEHOLDER}-script`, nonce.script)
            .replaceAll(`${NONCE_PLACEHOLDER}-style`, nonce.style),
        );
    },
  );
}
