import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from './app.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createGracefulShutdown } from './graceful-shutdown.ts';
import { serveApp } from './test/test-app.ts';
import { createSeededTestDatabase } from './test/test-database.ts';

const MR = 'mr@cimgibu.example.com';

/** What the app logged, as parsed lines (the production logger's format). */
const logged: { msg: string; [key: string]: unknown }[] = [];
const logger = {
  ...(loggerOptions('info') as object),
  stream: { write: (line: string) => void logged.push(JSON.parse(line)) },
};

/** A POST of a draft whose body is only half sent: a request in flight until `finish`. */
async function startDraftInFlight(app: FastifyInstance, port: number, token: string) {
  const body = JSON.stringify({ body: '他社の新しい講演会の案内が配布されていた(停止試験)。' });
  // The request counts as in flight once the app's server has read its head (the body is still
  // coming): Node emits 'request' then.
  const seen = new Promise((resolve) => app.server.once('request', resolve));
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  logged.length = 0;
  const received: Buffer[] = [];
  socket.on('data', (chunk) => received.push(chunk));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  const half = Buffer.byteLength(body) >> 1;
  const bytes = Buffer.from(body);
  socket.write(
    `POST /api/posts HTTP/1.1\r\nHost: kizuki.test\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${bytes.length}\r\n` +
      `Idempotency-Key: shutdown-${port}\r\n\r\n`,
  );
  socket.write(bytes.subarray(0, half));
  await seen;
  return {
    async finish() {
      socket.write(bytes.subarray(half));
      await ended;
      const [head = ''] = Buffer.concat(received).toString().split('\r\n\r\n');
      const [statusLine = '', ...headers] = head.split('\r\n');
      return { statusLine, headers: headers.map((header) => header.toLowerCase()) };
    },
    abandon: () => socket.destroy(),
  };
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('graceful shutdown (issue 24)', () => {
  let database: DatabaseHandle;
  let served: Awaited<ReturnType<typeof serveApp>>;
  let token: string;

  /** Another app on the database, listening on a port of its own: the process being stopped. */
  async function listeningApp(): Promise<{ app: FastifyInstance; port: number }> {
    const app = await served.anotherProcess();
    await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, port: (app.server.address() as net.AddressInfo).port };
  }

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    served = await serveApp(database, { logger });
    token = await served.tokenFor(MR);
  });
  afterAll(async () => {
    await served?.app.close();
    await database?.close();
  });

  it('answers what arrives in the drain delay and what is in flight as usual, with Connection: close, stops listening, then exits 0', async () => {
    const draining = await serveApp(database, {
      logger,
      signingKey: served.signingKey,
      shutdownDrainDelayMs: 3_000,
    });
    const url = await draining.app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(url).port);
    const inFlight = await startDraftInFlight(draining.app, port, token);
    const exit = vi.fn();
    const shutDown = createGracefulShutdown({
      close: () => draining.app.close(),
      log: draining.app.log,
      timeoutMs: 10_000,
      exit,
    });

    const done = shutDown('SIGTERM');
    // Arriving after the signal: Fastify's default would answer it 503, which the proxy would pass
    // on to the user rather than resend (a POST), so the answer is the usual one.
    const arriving = await fetch(`${url}/api/posts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(arriving.status).toBe(200);
    expect(arriving.headers.get('connection')).toBe('close');
    await arriving.arrayBuffer();
    await expect.poll(() => refusesConnections(port), { timeout: 10_000 }).toBe(true);
    expect(exit).not.toHaveBeenCalled();
    const answer = await inFlight.finish();
    expect(answer.statusLine).toBe('HTTP/1.1 201 Created');
    expect(answer.headers).toContain('connection: close');
    await done;
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'shutting down: finishing the requests and jobs in flight',
        'shut down',
      ]),
    );
  });

  it('exits 1 once the timeout has passed with a request still in flight, and says so', async () => {
    const { app, port } = await listeningApp();
    const inFlight = await startDraftInFlight(app, port, token);
    const exit = vi.fn();
    const closed = app.close();

    await createGracefulShutdown({ close: () => closed, log: app.log, timeoutMs: 300, exit })(
      'SIGTERM',
    );
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(logged.find((line) => line.msg.startsWith('shutdown timed out'))).toMatchObject({
      level: 50,
      timeoutMs: 300,
    });
    inFlight.abandon();
    await closed;
  });

  it('exits at once on a second signal during the shutdown', async () => {
    const exit = vi.fn();
    const shutDown = createGracefulShutdown({
      close: () => new Promise(() => undefined),
      log: served.app.log,
      timeoutMs: 200,
      exit,
    });
    const first = shutDown('SIGTERM');
    await shutDown('SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    await first;
  });
});
