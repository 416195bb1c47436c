import { importJWK, type CryptoKey, type JWK } from 'jose';
import { openDatabase } from '../db/database.ts';
import { serveApp } from '../test/test-app.ts';

/**
 * One server process of the scale-out benchmark (scale-out.ts forks it): the real app on the
 * PostgreSQL database it is given, trusting the benchmark's signing key. It answers its address,
 * and closes when the benchmark disconnects.
 */
async function serve(config: { databaseUrl: string; privateJwk: JWK; publicJwk: JWK }) {
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const signingKey = {
    privateKey: (await importJWK(config.privateJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(config.publicJwk, 'RS256', { extractable: true })) as CryptoKey,
  };
  const served = await serveApp(database, { signingKey });
  const url = await served.app.listen({ host: '127.0.0.1', port: 0 });
  process.once('disconnect', () => {
    void served.app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  process.send!({ url });
}

process.once('message', (config: Parameters<typeof serve>[0]) => void serve(config));
