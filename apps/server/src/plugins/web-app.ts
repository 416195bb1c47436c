import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '@kizuki/shared';
import { notFound } from './errors.ts';

/** Paths the single-page app never owns: they answer JSON 404s or belong to the identity provider. */
const NOT_THE_APP = /^\/(api|idp|interaction)(\/|$)/;

/**
 * The page carries the sign-in settings, so the app starts signing in without first asking
 * GET /api/config: one round trip less before the first screen on a phone's network. A data block
 * (type application/json) is never run; `<` is escaped so no text can close it.
 */
export function withClientConfig(html: string, config: ClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script id="${CLIENT_CONFIG_ELEMENT_ID}" type="application/json">${json}</script></head>`,
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
  const indexHtml = withClientConfig(
    fs.readFileSync(path.join(root, 'index.html'), 'utf8'),
    clientConfig,
  );
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
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
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (NOT_THE_APP.test(request.url)) throw notFound('route');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
