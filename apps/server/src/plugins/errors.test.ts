import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from './errors.ts';

/**
 * Which database errors are an outage (503, retry shortly) and which are the statement's own
 * fault (500): a retry of the second fails again, so "retry shortly" would be a lie (issue 41,
 * a 70,000-line import's too many bind parameters, SQLSTATE 08P01, answered 503).
 */
const app = Fastify({ logger: false });

/** An error as drizzle throws it: its own, with the driver's (and its SQLSTATE) as the cause. */
const databaseError = (code: string, message = 'failed query') =>
  Object.assign(new Error(message), { cause: Object.assign(new Error('driver'), { code }) });

beforeAll(async () => {
  await app.register(errorsPlugin);
  app.get<{ Params: { code: string } }>('/fail/:code', async (request) => {
    throw databaseError(request.params.code);
  });
  app.get('/lost', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler on database errors', () => {
  it.each(['08000', '08003', '08006', '08001', '57P01', '57P03'])(
    'answers %s, a lost or refused connection, 503 with Retry-After',
    async (code) => {
      const response = await app.inject({ url: `/fail/${code}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json().error.code).toBe('serviceUnavailable');
    },
  );

  it('answers a connection lost without a SQLSTATE 503', async () => {
    expect((await app.inject({ url: '/lost' })).statusCode).toBe(503);
  });

  it.each(['08P01', '54000', '23514', '42601'])(
    'answers %s, an error of the statement itself, 500 without Retry-After',
    async (code) => {
      const response = await app.inject({ url: `/fail/${code}` });
      expect(response.statusCode).toBe(500);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(response.json().error).toEqual({ code: 'internal', message: 'something went wrong' });
    },
  );
});
