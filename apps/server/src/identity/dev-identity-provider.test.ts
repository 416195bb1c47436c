import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { startServer, type RunningServer } from '../start.ts';
import { freePort } from '../test/free-port.ts';
import { signInWithCodeFlow } from '../test/oidc-code-flow.ts';

describe('development identity provider, mounted in the server', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-idp-'));
    const env = loadEnv({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    });
    server = await startServer(env, { kind: 'pglite-memory' });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (email: string) =>
    signInWithCodeFlow({
      baseUrl: server.url,
      issuer: server.identity.issuer,
      clientId: server.identity.clientId,
      redirectUri: `${server.url}/login/callback`,
      email,
    });

  const getUsers = (token: string, email: string) =>
    fetch(`${server.url}/api/users?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('tells the browser where to sign in', async () => {
    const config = await (await fetch(`${server.url}/api/config`)).json();
    expect(config).toEqual({
      oidc: {
        authority: `${server.url}/idp`,
        clientId: 'kizuki-web',
        scope: 'openid profile email',
        emailClaim: 'email',
      },
    });
    const discovery = (await (
      await fetch(`${server.url}/idp/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.url}/idp`);
    expect(discovery.authorization_endpoint).toBe(`${server.url}/idp/auth`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs a demo user in with code + PKCE and issues a JWT access token the API accepts', async () => {
    const tokens = await signIn('MR@cimgibu.example.com');
    const header: unknown = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[0]!, 'base64url').toString(),
    );
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const idClaims = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(idClaims.email).toBe('mr@cimgibu.example.com');
    const response = await getUsers(tokens.access_token, 'mr@cimgibu.example.com');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[] };
    expect(body.data[0]).toMatchObject({ email: 'mr@cimgibu.example.com', role: 'mr' });
  });

  it('issues a refresh token that renews the session once and is rotated', async () => {
    const tokens = await signIn('mr@cimgibu.example.com');
    expect(tokens.refresh_token).toBeTruthy();
    const refresh = (refreshToken: string) =>
      fetch(`${server.identity.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: server.identity.clientId,
        }),
      });
    const renewed = await refresh(tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    const next = (await renewed.json()) as { access_token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await getUsers(next.access_token, 'mr@cimgibu.example.com')).status).toBe(200);
    // A rotated refresh token is spent: sent again, it is refused.
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
  });

  it('signs in any e-mail address; the API answers an empty list for an unregistered one', async () => {
    const tokens = await signIn('someone.else@example.com');
    const response = await getUsers(tokens.access_token, 'someone.else@example.com');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('shows a sign-in page with an Email field and a Sign in button, and refuses a bad address', async () => {
    const start = await fetch(
      `${server.identity.issuer}/auth?client_id=kizuki-web&response_type=code&scope=openid&code_challenge_method=S256&code_challenge=${'a'.repeat(43)}&redirect_uri=${encodeURIComponent(`${server.url}/login/callback`)}`,
      { redirect: 'manual' },
    );
    const interaction = start.headers.get('location')!;
    expect(interaction).toMatch(/^\/interaction\//);
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(interaction, server.url), { headers: { cookie } });
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');

    const refused = await fetch(new URL(`${interaction}/login`, server.url), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=not-an-address',
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('role="alert"');
  });

  it('refuses a redirect address that is not registered for the client', async () => {
    const response = await fetch(
      `${server.identity.issuer}/auth?client_id=kizuki-web&response_type=code&scope=openid&code_challenge_method=S256&code_challenge=${'a'.repeat(43)}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
  });
});

describe('development identity provider: sign-in survives a restart on the same database', () => {
  let dataDir: string;
  let env: ReturnType<typeof loadEnv>;
  let server: RunningServer | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-idp-restart-'));
    env = loadEnv({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a code without the sign-in page, and takes a refresh token issued before', async () => {
    server = await startServer(env, { kind: 'pglite', dataDir });
    const flow = {
      baseUrl: server.url,
      issuer: server.identity.issuer,
      clientId: server.identity.clientId,
      redirectUri: `${server.url}/login/callback`,
      email: 'mr@cimgibu.example.com',
    };
    const before = await signInWithCodeFlow(flow);
    expect(before.refresh_token).toBeTruthy();
    await server.close();
    server = null;

    server = await startServer(env, { kind: 'pglite', dataDir });
    // The session cookie still names a session the provider knows: prompt=none answers a code.
    const again = await signInWithCodeFlow({ ...flow, cookies: before.cookies, prompt: 'none' });
    const claims = JSON.parse(Buffer.from(again.id_token.split('.')[1]!, 'base64url').toString());
    expect(claims.email).toBe('mr@cimgibu.example.com');
    // Without the cookie, prompt=none is refused (login_required): the session made the difference.
    await expect(signInWithCodeFlow({ ...flow, prompt: 'none' })).rejects.toThrow(/login_required/);
    const renewed = await fetch(`${server.identity.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: before.refresh_token!,
        client_id: server.identity.clientId,
      }),
    });
    expect(renewed.status).toBe(200);
  });
});
