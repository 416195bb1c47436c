import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPool } from './support/browser.ts';
import { signedInPeople } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const MR = 'mr@cimgibu.example.com';

/**
 * Issue 40: at a start with a stored session, the page's inline start script asks what the first
 * screen asked last time, before the app's script has arrived (lib/first-requests.ts). Only a real
 * browser shows that the inline script runs under the page's Content-Security-Policy and that the
 * app takes its answers instead of asking again.
 */
describe("the first screen's data, asked by the page before the app has run", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const people = signedInPeople(browsers, () => server.url);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('asks the user and the timeline from the page itself at the next start (not after a sign-in), never twice', async () => {
    const page = await people.open(MR);
    // A sign-in is not a start: once its first screen has settled (the badges are asked then),
    // nothing is remembered.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.endsWith('/api/posts/unread-count')),
    );
    expect(await page.evaluate(() => localStorage.getItem('kizuki.firstRequests'))).toBeNull();
    // A start with a stored session remembers what its first screen asked for.
    await page.reload();
    await page.waitForFunction(
      () =>
        (
          JSON.parse(localStorage.getItem('kizuki.firstRequests') ?? '{}') as Record<
            string,
            unknown
          >
        )['/'] !== undefined,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: { address: string; askedByPage: boolean }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator, documentURL }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return;
      // An inline script's requests are the document's own: their call stack starts in the page.
      const caller = initiator.stack?.callFrames[0]?.url ?? '';
      asked.push({ address: `${url.pathname}${url.search}`, askedByPage: caller === documentURL });
    });
    await page.reload();
    await page.locator('article[data-post-id]').first().waitFor();
    // The badges are asked once the first screen has settled, by the app: by then the screen has
    // taken its answers.
    await expect
      .poll(() => asked.find(({ address }) => address === '/api/posts/unread-count'))
      .toEqual({ address: '/api/posts/unread-count', askedByPage: false });
    for (const prefix of ['/api/users?email=', '/api/posts?']) {
      const requests = asked.filter(({ address }) => address.startsWith(prefix));
      expect(requests, prefix).toHaveLength(1);
      expect(requests[0]!.askedByPage, prefix).toBe(true);
    }
    await cdp.detach();
  });
});
