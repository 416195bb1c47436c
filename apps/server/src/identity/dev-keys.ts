import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

export interface DevIdentityKeys {
  signingJwk: JWK;
  publicJwks: JSONWebKeySet;
  cookieSecret: string;
}

async function generateKeys(): Promise<DevIdentityKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  return withPublicJwks(signingJwk, randomBytes(32).toString('base64url'));
}

function withPublicJwks(signingJwk: JWK, cookieSecret: string): DevIdentityKeys {
  const { kty, n, e, kid, alg, use } = signingJwk;
  return { signingJwk, cookieSecret, publicJwks: { keys: [{ kty, n, e, kid, alg, use }] } };
}

/**
 * The development provider's signing key. Kept in the data folder so that a restart does not sign
 * everybody out; without a folder (tests) a fresh key is made for each process.
 */
export async function loadDevIdentityKeys(dataDir: string | null): Promise<DevIdentityKeys> {
  if (!dataDir) return generateKeys();
  const file = path.join(dataDir, 'dev-identity-keys.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      signingJwk: JWK;
      cookieSecret: string;
    };
    return withPublicJwks(stored.signingJwk, stored.cookieSecret);
  }
  const keys = await generateKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(
    file,
    JSON.stringify({ signingJwk: keys.signingJwk, cookieSecret: keys.cookieSecret }),
    { mode: 0o600 },
  );
  return keys;
}
