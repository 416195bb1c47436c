import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { routeTemplateOf } from './metrics.ts';

const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or client sent is kept, so one request can be followed across their logs and
 * ours; only short ids of plain characters, since it is written into every line of the request.
 */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is well-formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID();
}

/**
 * One line per request when its answer is finished (in place of Fastify's two), holding what an
 * operator looks for: the request id (pino's `reqId`), the signed-in user's id (users.id, never
 * the e-mail), the route template (never the URL, which may hold search terms), method, status and
 * time. The id is also answered in X-Request-Id, for a user's report to point at the line.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // On the raw response, so that answers written past Fastify (a poll's 304) carry it too.
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        userId: request.currentUser?.id ?? null,
        route: routeTemplateOf(request),
        method: request.method,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
