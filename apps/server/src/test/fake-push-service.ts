import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import selfsigned from 'selfsigned';

interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The status the service answered. */
  status: number;
}

/** A browser's side of a subscription: the keys the server encrypts to, and decryption. */
export interface BrowserKeys {
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): unknown;
}

export function browserKeys(): BrowserKeys {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    p256dh: ecdh.getPublicKey('base64url'),
    auth,
    decrypt: (body) =>
      JSON.parse(
        decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
      ),
  };
}

export interface FakePushService {
  /** Trust for the service's self-signed certificate, for the server's delivery options. */
  agent: https.Agent;
  /** The certificate itself (PEM), for a server in another process to trust. */
  certificate: string;
  host: string;
  endpoint(name: string): string;
  /** The statuses to answer, in turn, for a path; after them (and by default) 201. */
  answer(name: string, statuses: number[]): void;
  requests(name: string): PushRequest[];
  close(): Promise<void>;
}

/**
 * A push service on 127.0.0.1 over HTTPS (web-push speaks nothing else), with a certificate made
 * for the test: it records each message as it arrived, encrypted.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const received: PushRequest[] = [];
  const planned = new Map<string, number[]>();
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const status = planned.get(path)?.shift() ?? 201;
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const pathOf = (name: string) => `/push/${name}`;
  const agent = new https.Agent({ ca: pems.cert });
  return {
    agent,
    certificate: pems.cert,
    host: '127.0.0.1',
    endpoint: (name) => `https://127.0.0.1:${port}${pathOf(name)}`,
    answer: (name, statuses) => planned.set(pathOf(name), [...statuses]),
    requests: (name) => received.filter((request) => request.path === pathOf(name)),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
