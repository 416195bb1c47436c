import http from 'node:http';
import type { JWK } from 'jose';

/**
 * The identity provider of the provider-down test, in a process of its own so that the test can
 * stop it as an outage would: a discovery document and the key set it is told to publish, on the
 * port it is given. It counts what it is asked and answers `{ requests }` when asked for them.
 */
export interface StandInProviderConfig {
  port: number;
  publish: JWK[];
}

export type StandInProviderMessage = { publish: JWK[] } | { countRequests: true };

export interface StandInProviderCounts {
  requests: { discovery: number; keys: number };
}

function serve(config: StandInProviderConfig) {
  let published = config.publish;
  const requests = { discovery: 0, keys: 0 };
  const issuer = `http://127.0.0.1:${config.port}`;
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      requests.discovery++;
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
    } else if (request.url === '/keys') {
      requests.keys++;
      response.end(JSON.stringify({ keys: published }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  process.on('message', (message: StandInProviderMessage) => {
    if ('publish' in message) published = message.publish;
    else process.send!({ requests } satisfies StandInProviderCounts);
  });
  server.listen(config.port, '127.0.0.1', () => process.send!({ listening: true }));
}

process.once('message', (config: StandInProviderConfig) => serve(config));
