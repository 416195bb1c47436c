import path from 'node:path';
import { freePort } from '@kizuki/server/test/free-port';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPool, showInScheme } from './support/browser.ts';
import { startStrictProvider, STRICT_CLIENT_ID } from './support/strict-provider.ts';
import { signInThroughStrictProvider } from './support/strict-sign-in.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MR = 'mr@cimgibu.example.com';
/** The strict provider's access tokens: renewal is tried 10 s before they end. */
const ACCESS_TOKEN_SECONDS = 20;
const UNREACHABLE_JA = 'サインインサービスに接続できません。';
const UNREACHABLE_EN = 'The sign-in service cannot be reached.';

/** SCREENSHOT_DIR=folder keeps the screenshots of the message, to look at them. */
async function keepScreenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** The server of a test, trusting a provider; the caller stops both. */
async function serverTrusting(issuer: string, port: number): Promise<TestServer> {
  const resource = `http://localhost:${port}/api`;
  return startTestServer({
    env: {
      PORT: String(port),
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: STRICT_CLIENT_ID,
      OIDC_AUDIENCE: resource,
      OIDC_EXTRA_SCOPES: 'offline_access',
      OIDC_EXTRA_AUTH_PARAMS: `resource=${resource}`,
    },
  });
}

/** Issue 24: the identity provider is down. */
describe('when the identity provider is down', () => {
  const browsers = browserPool();
  afterAll(() => browsers.closeAll());

  describe('before sign-in', () => {
    let server: TestServer;
    beforeAll(async () => {
      // Nothing listens at the provider's address: its discovery document cannot be loaded.
      const nobody = `http://127.0.0.1:${await freePort()}`;
      server = await serverTrusting(nobody, await freePort());
    });
    afterAll(() => server?.stop());

    it.each([
      ['ja', UNREACHABLE_JA, 'もう一度試す'],
      ['en', UNREACHABLE_EN, 'Try again'],
    ])(
      'says in %s that the sign-in service cannot be reached, with a retry',
      async (lang, text, retry) => {
        const { context, page } = await browsers.open();
        // The language chosen in the settings (Japanese unless English is chosen).
        await context.addInitScript((chosen) => {
          localStorage.setItem('kizuki.settings', JSON.stringify({ theme: null, lang: chosen }));
        }, lang);
        await page.goto(server.url);
        await page.getByText(text).waitFor();
        expect(new URL(page.url()).pathname).toBe('/error');
        for (const scheme of ['light', 'dark'] as const) {
          await showInScheme(page, scheme);
          await keepScreenshot(page, `sign-in-unreachable-${lang}-${scheme}`);
        }
        // Trying again is a new sign-in attempt: still unreachable, still the same message.
        const restarted = page.waitForRequest(
          (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/',
        );
        await page.getByRole('link', { name: retry }).click();
        await restarted;
        await page.getByText(text).waitFor();
      },
    );
  });

  // With a refresh token the renewal asks the token endpoint; without one, the app starts a new
  // sign-in, which first asks for the discovery document. Either fails while the provider is down.
  describe.each([
    ['with a refresh token', false, '/token'],
    ['without a refresh token', true, '/.well-known/openid-configuration'],
  ])('for a signed-in person %s', (_, withoutRefreshToken, renewalPath) => {
    let server: TestServer;
    let provider: Awaited<ReturnType<typeof startStrictProvider>>;
    beforeAll(async () => {
      const port = await freePort();
      provider = await startStrictProvider({
        appOrigin: `http://localhost:${port}`,
        resource: `http://localhost:${port}/api`,
        accessTokenSeconds: ACCESS_TOKEN_SECONDS,
      });
      server = await serverTrusting(provider.issuer, port);
    });
    afterAll(async () => {
      await server?.stop();
      await provider?.close();
    });

    it('keeps them signed in and working while their token is valid, though renewal fails', async () => {
      const { context, page } = await browsers.open();
      const nav = await signInThroughStrictProvider(page, server.url, provider.issuer, MR);

      if (withoutRefreshToken) {
        // As a provider that gives none would have left it; the app opened again reads it so.
        await page.evaluate(() => {
          for (const key of Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:'))) {
            const { refresh_token: _, ...user } = JSON.parse(localStorage.getItem(key)!) as {
              refresh_token?: string;
            };
            localStorage.setItem(key, JSON.stringify(user));
          }
        });
        await page.reload();
        await nav.waitFor();
      }
      await provider.close();
      // The renewal 10 s before the token ends cannot reach the provider.
      const renewalFailed = await context.waitForEvent('requestfailed', {
        predicate: (request) => request.url() === `${provider.issuer}${renewalPath}`,
        timeout: ACCESS_TOKEN_SECONDS * 1000,
      });
      expect(renewalFailed.failure()).not.toBeNull();

      // Still signed in: the app opened again uses the stored token, and the API accepts it
      // (the server verifies it with the provider's keys it fetched before).
      const lookup = page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith('/api/users'),
      );
      await page.reload();
      expect((await lookup).status()).toBe(200);
      await nav.waitFor();
      expect(new URL(page.url()).origin).toBe(server.url);
    });
  });
});
