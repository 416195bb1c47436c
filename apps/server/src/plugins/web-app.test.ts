import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from './errors.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerWebApp } from './web-app.ts';

const CONFIG = {
  oidc: {
    authority: 'https://login.example.com/tenant</script><script>alert(1)</script>',
    clientId: 'kizuki-web',
    scope: 'openid profile email',
    emailClaim: 'email',
  },
};

describe('serving the built web app', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-web-'));
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(
      path.join(root, 'index.html'),
      // The build writes the start script into the page with no attribute (vite.config.ts).
      '<!doctype html><html><head><title>Kizuki</title></head><body><script>start()</script></body></html>',
    );
    fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    // The build writes a brotli and a gzip copy beside each asset (vite-plugin-compression2).
    const script = path.join(root, 'assets', 'index-abc123.js');
    fs.writeFileSync(`${script}.br`, brotliCompressSync('console.log(1)'));
    fs.writeFileSync(`${script}.gz`, gzipSync('console.log(1)'));
    fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{}');
    await app.register(errorsPlugin);
    // The shell's nonces come from the security headers.
    await registerSecurityHeaders(app, { identityOrigins: [], skipPaths: [] });
    await registerWebApp(app, root, CONFIG);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers client-side routes with the app shell, never cached', async () => {
    for (const url of ['/', '/posts/42', '/login/callback?code=x', '/error?code=userNotFound']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Kizuki</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('puts the sign-in settings in the page as inert data that no text can close', async () => {
    const page = (await app.inject({ url: '/' })).body;
    const block =
      /<script nonce="[0-9a-f]{32}" id="kizuki-config" type="application\/json">(.*?)<\/script>/.exec(
        page,
      );
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(CONFIG);
    // The settings' block and the page's own start script: nothing the settings said.
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it("gives every script of the page the request's nonce, the inline start script too", async () => {
    const page = (await app.inject({ url: '/' })).body;
    const tags = page.match(/<script[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag).toMatch(/^<script nonce="[0-9a-f]{32}"[ >]/);
    expect(page).toMatch(/<script nonce="[0-9a-f]{32}">start\(\)<\/script>/);
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/manifest.webmanifest' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('sends the compressed copy the browser accepts, with the same type and caching', async () => {
    const url = '/assets/index-abc123.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers unknown API paths with a JSON 404, not the shell', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('notFound');
  });
});
