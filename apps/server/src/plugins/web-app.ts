import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';

/** Paths the single-page app never owns: they answer JSON 404s or belong to the identity provider. */
const NOT_THE_APP = /^\/(api|idp|interaction)(\/|$)/;

/**
 * Serves the built React app: hashed assets cached for a year (compressed when the browser accepts), the shell and the service worker
 * never cached, and every other GET answered with the shell so client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'));
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
