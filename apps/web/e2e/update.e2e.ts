import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, reloadUnderServiceWorker, type BrowserSession } from './support/browser.ts';
import { signInAndAccept } from './support/session.ts';
import { startTestServer, WEB_DIST } from './support/test-server.ts';

/**
 * SPEC.md section 2: when a new version is waiting, a dialog offers it, and its button activates the
 * new service worker and reloads. The test serves a copy of the build and then deploys "version 2"
 * into it: a changed index.html and a service worker whose precache lists the new revision.
 */
describe('the update dialog', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let session: BrowserSession;
  const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-web-v1-'));

  beforeAll(async () => {
    fs.cpSync(WEB_DIST, webDistDir, { recursive: true });
    server = await startTestServer({ webDistDir });
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await server?.stop();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  function deployVersion2() {
    const indexPath = path.join(webDistDir, 'index.html');
    fs.writeFileSync(
      indexPath,
      fs
        .readFileSync(indexPath, 'utf8')
        .replace('<head>', '<head>\n    <meta name="kizuki-build" content="2" />'),
    );
    const swPath = path.join(webDistDir, 'sw.js');
    const sw = fs.readFileSync(swPath, 'utf8');
    const updated = sw.replace(/("revision":")[0-9a-f]+(","url":"index\.html")/, '$1version-2$2');
    expect(updated).not.toBe(sw);
    fs.writeFileSync(swPath, updated);
  }

  it('appears when a new service worker is waiting, and its button reloads on the new version', async () => {
    const { page } = session;
    await page.goto(server.url);
    await signInAndAccept(page, 'mr@cimrdbu.example.com');
    // A returning visit: the page is controlled by version 1, so version 2 will have to wait.
    await reloadUnderServiceWorker(page);
    expect(await page.locator('meta[name="kizuki-build"]').count()).toBe(0);

    deployVersion2();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const dialog = page.getByRole('dialog', { name: '新しいバージョンがあります' });
    await dialog.waitFor();
    const reloaded = page.waitForEvent('framenavigated');
    await dialog.getByRole('button', { name: '更新する' }).click();
    await reloaded;
    await page.locator('meta[name="kizuki-build"][content="2"]').waitFor({ state: 'attached' });
    await page.getByRole('navigation').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
