import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '@kizuki/server/db/schema';
import { addNotifications, addTasks } from '@kizuki/server/test/fixtures';
import { tokyoToday } from '@kizuki/shared/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import {
  browserPool,
  navigationLabels,
  type BrowserSession,
  reloadUnderServiceWorker,
  settle,
  signInAs,
  THEME_BACKGROUND,
} from './support/browser.ts';
import { signedInPeople } from './support/session.ts';
import { startTestServer } from './support/test-server.ts';

const MR = 'mr@cimgibu.example.com';
const PMO = 'pmo@cimgibu.example.com';
/** Someone with no demo work of their own, so that the badges count only what this test adds. */
const BUSY = 'rm@cimjobu.example.com';

const DARK_BACKGROUND = THEME_BACKGROUND.dark;
const LIGHT_BACKGROUND = THEME_BACKGROUND.light;

describe('the app shell (SPEC.md sections 2, 3, 4 and 9)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const browsers = browserPool();
  const browser = async () => (await browsers.open()).page;
  const people = signedInPeople(browsers, () => server.url);
  const signedIn = (email: string, path = '/') => people.open(email, { path });
  const bodyBackground = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  /** Raw translation keys on screen mean a key is missing in the current language. */
  const rawKeysOnScreen = (page: Page) =>
    page.evaluate(() => (document.body.innerText.match(/\b\w+>>\w+/g) ?? []).join(', '));

  beforeAll(async () => {
    server = await startTestServer();
    const today = tokyoToday(new Date());
    await addNotifications(server.database.db, BUSY, 120);
    await addNotifications(server.database.db, BUSY, 4, true);
    await addTasks(server.database.db, BUSY, [
      { dueOn: today },
      { dueOn: '2099-01-01' },
      { dueOn: '2099-01-02' },
      { dueOn: '2000-01-01' },
      { dueOn: '2099-01-01', status: 'done' },
    ]);
  });
  afterAll(async () => {
    await browsers.closeAll();
    await server?.stop();
  });

  it('serves every route of SPEC.md section 2, with its redirects', async () => {
    const page = await signedIn(MR);
    const expectations: [string, string, string][] = [
      ['/', '/', 'Kizuki'],
      ['/search', '/search', 'Kizuki'],
      ['/posts', '/posts', '投稿一覧'],
      ['/posts/7', '/posts/7', '投稿'],
      ['/comments', '/comments', 'コメント'],
      ['/tasks', '/tasks', 'タスク'],
      ['/tasks/3', '/tasks/3', 'タスク'],
      ['/notifications', '/notifications', 'お知らせ'],
      ['/notifications/5', '/notifications/5', 'お知らせ'],
      ['/profile', '/profile', 'プロフィール'],
      // An mr may not use inquiries: both inquiry routes go to /posts.
      ['/inquiries', '/posts', '投稿一覧'],
      ['/inquiries/2', '/posts', '投稿一覧'],
      // An unknown address says so in place (issue 39), no longer a silent trip Home.
      ['/no/such/page', '/no/such/page', 'ページが見つかりません'],
    ];
    for (const [path, landsOn, heading] of expectations) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL((url) => url.pathname === landsOn);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }

    const pmo = await signedIn(PMO, '/inquiries');
    await pmo.getByRole('heading', { level: 1, name: '問い合わせ' }).waitFor();
    expect(new URL(pmo.url()).pathname).toBe('/inquiries');
  });

  it('shows the badges from the polled API, at most 99+, and sets the app icon badge', async () => {
    const page = await people.open(BUSY, {
      prepare: ({ page }) =>
        page.addInitScript(() => {
          const calls: (number | null)[] = [];
          (window as unknown as { appBadgeCalls: (number | null)[] }).appBadgeCalls = calls;
          Object.assign(navigator, {
            setAppBadge: (count: number) => {
              calls.push(count);
              return Promise.resolve();
            },
            clearAppBadge: () => {
              calls.push(null);
              return Promise.resolve();
            },
          });
        }),
    });
    const nav = page.getByRole('navigation');
    await nav.locator('[data-badge]').first().waitFor();
    const notices = nav.getByRole('link', { name: /^お知らせ\s*（120件）$/ });
    await notices.waitFor();
    expect(await notices.locator('[data-badge]').innerText()).toBe('99+');
    // Open: due today and the two far-off ones; not the past one, not the done one.
    const tasks = nav.getByRole('link', { name: /^タスク\s*（3件）$/ });
    expect(await tasks.locator('[data-badge]').innerText()).toBe('3');
    expect(await nav.locator('[data-badge]').count()).toBe(2);
    expect(await nav.getByRole('link', { name: 'ホーム', exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { appBadgeCalls: number[] }).appBadgeCalls.at(-1),
        ),
      )
      .toBe(123);
  });

  it('polls every 30 seconds, updates the badges, and stays silent when a poll fails', async () => {
    const page = await people.open('rm@cimgibu.example.com', {
      prepare: ({ page }) => page.clock.install(),
    });
    const nav = page.getByRole('navigation');
    expect(await nav.locator('[data-badge]').count()).toBe(0);

    await addNotifications(server.database.db, 'rm@cimgibu.example.com', 2);
    await page.clock.runFor(30_000);
    await nav.getByRole('link', { name: /^お知らせ\s*（2件）$/ }).waitFor();

    await page.route('**/api/notifications', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"x"}}',
      }),
    );
    const failedPoll = page.waitForResponse((response) =>
      response.url().endsWith('/api/notifications'),
    );
    await page.clock.runFor(30_000);
    expect((await failedPoll).status()).toBe(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await nav.isVisible()).toBe(true);
  });

  it('switches theme and language at once and keeps them after a reload, with no missing key', async () => {
    const page = await signedIn(MR, '/profile');
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

    await page.getByRole('switch', { name: 'ダークテーマ' }).check();
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    // The business unit by its name in the chosen language, not its code.
    await page.getByText('Gastroenterology', { exact: true }).waitFor();
    expect(await page.getByText('cimgibu', { exact: true }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await navigationLabels(nav)).toEqual(['Home', 'Posts', 'Tasks', 'Notices', 'Profile']);

    for (const path of [
      '/',
      '/posts',
      '/tasks',
      '/notifications',
      '/profile',
      '/error?code=userNotFound',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await rawKeysOnScreen(page), path).toBe('');
    }

    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('switch', { name: 'ダークテーマ' }).uncheck();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
    expect(await rawKeysOnScreen(page)).toBe('');
  });

  it('follows the system colour preference while no theme is stored', async () => {
    const page = await people.open(MR, {
      prepare: ({ page }) => page.emulateMedia({ colorScheme: 'dark' }),
    });
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });

  it('shows a toast at the top centre that hides after 3 seconds', async () => {
    const page = await people.open(MR, {
      path: '/profile',
      prepare: ({ page }) => page.clock.install(),
    });
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    // From here the page's time moves only when the test says: a slow machine between the toast
    // appearing and the next step must not count towards its 3 seconds.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

    await page.getByRole('switch', { name: 'ダークテーマ' }).check();
    const toast = page.getByRole('status').filter({ hasText: '設定を保存しました' });
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(100);
    expect(Math.abs(box.x + box.width / 2 - 390 / 2)).toBeLessThan(8);

    await page.clock.runFor(2_900);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    // Past its 3 seconds: time flows again, so that its exit, rendered whenever the page's main
    // thread gets to it (the sign-in library may be loading after the first screen), can finish.
    await page.clock.resume();
    await toast.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(
        () => (JSON.parse(localStorage.getItem('kizuki.settings')!) as { theme: string }).theme,
      ),
    ).toBe('dark');
  });

  it('the push switch subscribes this browser and registers it; off forgets it', async () => {
    const page = await people.open(MR, { path: '/profile', prepare: stubPushService });
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    const rows = () =>
      server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, 'https://fcm.googleapis.com/fcm/send/e2e-browser'));

    await page.getByRole('switch', { name: 'プッシュ通知' }).check();
    await page.getByRole('status').filter({ hasText: '設定を保存しました' }).waitFor();
    await expect.poll(async () => (await rows()).length).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { pushKeyLength: number }).pushKeyLength),
    ).toBe(65);
    expect(
      Number(await page.evaluate(() => localStorage.getItem('kizuki.pushSubscribedAt'))),
    ).toBeGreaterThan(0);

    await page.getByRole('switch', { name: 'プッシュ通知' }).uncheck();
    await expect.poll(async () => (await rows()).length).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('kizuki.pushSubscribedAt'))).toBeNull();
  });

  /** Grants notifications and stands in for the browser's push service. */
  async function stubPushService({ context, page }: BrowserSession) {
    await context.grantPermissions(['notifications'], { origin: server.url });
    // The browser's push service is out of reach here: PushManager is stubbed, and where the
    // browser has no notification service (the packaged headless shell refuses the permission
    // whatever the test grants: support/browser-executable.ts) the permission's answer too.
    await page.addInitScript(() => {
      if (Notification.permission !== 'granted') {
        Notification.requestPermission = () => Promise.resolve('granted');
      }
      const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-browser';
      let current: object | null = null;
      const subscription = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk3Q', auth: 'x9Y' } }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
        (window as unknown as { pushKeyLength: number }).pushKeyLength = (
          options?.applicationServerKey as Uint8Array
        ).length;
        current = subscription;
        return Promise.resolve(subscription as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = () =>
        Promise.resolve(current as unknown as PushSubscription | null);
    });
  }

  it('offers a retry, not a blank screen, when a screen cannot be loaded', async () => {
    // The network fails here; a service worker would answer from its precache instead.
    const page = await people.open(MR, { serviceWorkers: 'block' });
    await page.route('**/assets/profile-*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'プロフィール' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '画面を読み込めませんでした。' });
    await alert.waitFor();
    await page.unroute('**/assets/profile-*.js');
    await alert.getByRole('button', { name: '再試行' }).click();
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
  });

  it('offers a retry when a screen script has not arrived after 120 seconds', async () => {
    const page = await people.open(MR, {
      serviceWorkers: 'block',
      prepare: ({ page }) => page.clock.install(),
    });
    await page.route('**/assets/profile-*.js', () => undefined); // never answered
    await page.getByRole('link', { name: 'プロフィール' }).click();
    await page.locator('[aria-busy="true"]').waitFor();
    await page.clock.runFor(119_000);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.clock.runFor(2_000);
    await page.getByRole('alert').filter({ hasText: '画面を読み込めませんでした。' }).waitFor();
  });

  it('is installable: a manifest with name, theme colours and maskable icons that exist', async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Kizuki', display: 'standalone', start_url: '/' });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toBe('#F2F2F7');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await fetch(`${server.url}${icon.src}`);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }
  });

  it('opens the app shell offline with a clear notice', async () => {
    const page = await people.open(MR);
    const context = page.context();
    await reloadUnderServiceWorker(page);

    await context.setOffline(true);
    // The packaged headless shell (support/browser-executable.ts) forgets the emulated offline
    // state in the reloaded document (navigator.onLine is true again, while every request still
    // fails); a phone without network says false, as Debian's Chromium does here.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'オフラインです' }).waitFor();
    expect(await page.getByRole('button', { name: '再試行' }).isVisible()).toBe(true);
    await context.setOffline(false);
  });

  it('passes axe-core on the terms dialog, in both themes', async () => {
    for (const [theme, email] of [
      ['light', 'hq@cimjpbu1.example.com'],
      ['dark', 'rm@cimjpbu1.example.com'],
    ] as const) {
      const page = await browser();
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(server.url);
      await signInAs(page, email);
      await page.getByRole('dialog').waitFor();
      await settle(page);
      expect(await seriousAxeViolations(page), theme).toEqual([]);
    }
  });

  it('passes axe-core with no serious or critical violation on every screen, in both themes', async () => {
    const page = await signedIn(PMO);
    const screens = [
      '/',
      '/posts',
      '/tasks',
      '/notifications',
      '/profile',
      '/inquiries',
      '/comments',
      '/posts?view=mine',
      '/posts/1',
      '/error?code=userNotFound',
    ];
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => {
        localStorage.setItem(
          'kizuki.settings',
          JSON.stringify({ theme: mode, lang: 'ja', subscribed: false }),
        );
      }, theme);
      for (const path of screens) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settle(page);
        expect(await seriousAxeViolations(page), `${path} in ${theme}`).toEqual([]);
      }
    }
  });
});
