import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID } from '@kizuki/shared/rules';
import { apiFetch, connectApiSession } from './api-client.ts';
import { askFirstRequests } from './ask-first-requests.ts';
import { storedSessionKey } from './auth/session.ts';
import { MAX_REMEMBERED_SCREENS } from './first-requests-plan.ts';
import {
  ASKED_AHEAD_KEEPS_MS,
  closeFirstScreenRecord,
  FIRST_REQUESTS_STORAGE_KEY,
  forgetFirstRequests,
  startRememberingFirstRequests,
  takeAskedAhead,
  takeFirstScreenRecord,
} from './first-requests.ts';
import { rememberFirstScreen } from './remember-first-requests.ts';

/** The clock of these tests: tokens expire relative to it, never to today. */
const NOW = Date.UTC(2030, 0, 15, 9, 0, 0);
const EMAIL = 'mr@example.com';
const CONFIG = {
  oidc: {
    authority: 'https://login.example.com',
    clientId: 'kizuki-web',
    scope: 'openid email',
    emailClaim: 'email',
  },
};

function storeSession(token: string, expiresInSeconds: number, email = EMAIL) {
  localStorage.setItem(
    storedSessionKey(CONFIG),
    JSON.stringify({
      access_token: token,
      profile: { email },
      expires_at: NOW / 1000 + expiresInSeconds,
    }),
  );
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers each address with its own body, and records what was asked. */
function stubFetch() {
  const fetchMock = vi.fn(async (address: string, _init?: RequestInit) => answer({ address }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const askedAddresses = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([address]) => address);

const openAt = (place: string) => window.history.replaceState(null, '', place);

/** The first screen settles in a session the app started with: what it asked for is remembered. */
function settle() {
  const record = takeFirstScreenRecord();
  if (record) rememberFirstScreen(record);
}

const remembered = () => JSON.parse(localStorage.getItem(FIRST_REQUESTS_STORAGE_KEY) ?? 'null');

/** A start at this place that asks what the app asks, then settles. */
async function startAndSettle(place: string, reads: string[], token = 'token-1') {
  stubFetch();
  openAt(place);
  startRememberingFirstRequests();
  connectApiSession({ accessToken: () => token, onUnauthorized: () => undefined });
  for (const path of reads) await apiFetch(path);
  settle();
}

function rememberPlan(plan: unknown) {
  localStorage.setItem(FIRST_REQUESTS_STORAGE_KEY, JSON.stringify(plan));
}

describe('the first screen asked for before the app has run (issue 40)', () => {
  beforeEach(() => {
    const block = document.createElement('script');
    block.id = CLIENT_CONFIG_ELEMENT_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify(CONFIG);
    document.head.append(block);
    storeSession('token-1', 600);
    connectApiSession({ accessToken: () => 'token-1', onUnauthorized: () => undefined });
  });
  afterEach(() => {
    document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove();
    document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    forgetFirstRequests();
    localStorage.clear();
    window.kizukiPageScripts = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    openAt('/');
  });

  it("remembers a screen's plain reads for any post and anyone, and asks them at the next start", async () => {
    stubFetch();
    openAt('/posts/123');
    startRememberingFirstRequests();
    await apiFetch('/users', { query: { email: EMAIL } });
    await apiFetch('/posts/123');
    await apiFetch('/posts', { query: { parentId: 123, limit: 20, offset: 0 } });
    // Not plain reads: a write, and a read with headers of its own.
    await apiFetch('/posts/123/reactions', { method: 'POST', body: { kind: 'like' } });
    await apiFetch('/posts/123', { headers: { 'if-none-match': '"1"' } });
    // A read about another object than the screen's: another post's screen would not need it.
    await apiFetch('/classification-items', { query: { ids: '3,7' } });
    settle();
    expect(remembered()).toEqual({
      '/posts/:id': {
        reads: [
          '/api/users?email={email}',
          '/api/posts/{0}',
          '/api/posts?parentId={0}&limit=20&offset=0',
        ],
        build: '',
        scripts: [],
      },
    });

    // The next start, at another post, by another person on this phone.
    storeSession('token-2', 600, 'pmo@example.com');
    const fetchMock = stubFetch();
    openAt('/posts/456');
    askFirstRequests(NOW);
    expect(askedAddresses(fetchMock)).toEqual([
      '/api/users?email=pmo%40example.com',
      '/api/posts/456',
      '/api/posts?parentId=456&limit=20&offset=0',
    ]);
    expect(fetchMock.mock.calls[1]![1]!.headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer token-2',
    });

    // The app's own calls take those answers: nothing is asked twice.
    connectApiSession({ accessToken: () => 'token-2', onUnauthorized: () => undefined });
    expect(await apiFetch('/posts/456')).toEqual({ address: '/api/posts/456' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Once: a later read of the same address is the app's own request.
    await apiFetch('/posts/456');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks nothing with a token good for less than a minute, and takes nothing asked with another token', async () => {
    await startAndSettle('/', ['/posts/unread-count']);

    let fetchMock = stubFetch();
    storeSession('token-1', 60);
    askFirstRequests(NOW);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock = stubFetch();
    storeSession('token-1', 600);
    askFirstRequests(NOW);
    expect(fetchMock).toHaveBeenCalledOnce();
    const aborted = () => (fetchMock.mock.calls[0]![1]!.signal as AbortSignal).aborted;
    // The app renewed the token before its first call: it asks with the new one itself, and the
    // answer asked with the old one is cancelled.
    connectApiSession({ accessToken: () => 'token-2', onUnauthorized: () => undefined });
    await apiFetch('/posts/unread-count');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>).authorization).toBe(
      'Bearer token-2',
    );
    expect(aborted()).toBe(true);
  });

  it('asks again itself when the answer asked ahead failed or said no', async () => {
    await startAndSettle('/', ['/posts/unread-count', '/notifications']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (address: string) => {
        if (address === '/api/notifications') return answer({ error: 'busy' }, 503);
        throw new TypeError('offline');
      }),
    );
    askFirstRequests(NOW);
    const fetchMock = stubFetch();
    expect(await apiFetch('/posts/unread-count')).toEqual({ address: '/api/posts/unread-count' });
    expect(await apiFetch('/notifications')).toEqual({ address: '/api/notifications' });
    expect(askedAddresses(fetchMock)).toEqual(['/api/posts/unread-count', '/api/notifications']);
  });

  it('takes an answer only within ten seconds of asking it', () => {
    const response = Promise.resolve(answer({}));
    const abort = vi.fn();
    window.kizukiAskedAhead = new Map([
      ['/api/posts/1', { token: 't', response, askedAt: 1_000, abort }],
      ['/api/posts/2', { token: 't', response, askedAt: 1_000, abort }],
    ]);
    expect(takeAskedAhead('/api/posts/1', 't', 1_000 + ASKED_AHEAD_KEEPS_MS)).toBe(response);
    expect(takeAskedAhead('/api/posts/2', 't', 1_001 + ASKED_AHEAD_KEEPS_MS)).toBeNull();
    expect(abort).toHaveBeenCalledOnce();
  });

  it('asks only reads of its own API, whatever local storage holds', () => {
    const hostile = [
      'https://evil.example/api/x',
      '//evil.example/api/x',
      '/api/../idp/token',
      '/api/%2e%2e/idp/token',
      '/api/%2E%2e/%2e%2e/admin',
      '/api/posts/%2e%2E',
      '/api/posts#x',
      '/idp/me',
    ];
    const rememberReads = (reads: unknown[]) =>
      rememberPlan({ '/': { reads, build: '', scripts: [] } });
    rememberReads([...hostile, '/api/posts?limit=20', 42]);
    let fetchMock = stubFetch();
    askFirstRequests(NOW);
    // The whole entry is unreadable (a number among the reads): nothing.
    expect(askedAddresses(fetchMock)).toEqual([]);

    rememberReads([...hostile, '/api/posts?limit=20']);
    fetchMock = stubFetch();
    askFirstRequests(NOW);
    expect(askedAddresses(fetchMock)).toEqual(['/api/posts?limit=20']);
  });

  it('stops noting when the person leaves the screen, and when it settles', async () => {
    stubFetch();
    openAt('/');
    startRememberingFirstRequests();
    await apiFetch('/posts', { query: { limit: 20 } });
    openAt('/?view=mine');
    await apiFetch('/posts', { query: { limit: 20, mine: 'true' } });
    settle();
    expect(remembered()).toEqual({
      '/': { reads: ['/api/posts?limit=20'], build: '', scripts: [] },
    });

    // Settled: what starts then (the badges' polls) is not the screen's.
    startRememberingFirstRequests();
    await apiFetch('/posts', { query: { limit: 20, mine: 'true' } });
    closeFirstScreenRecord();
    await apiFetch('/posts/unread-count');
    settle();
    expect(remembered()['/?view=mine'].reads).toEqual(['/api/posts?limit=20&mine=true']);
  });

  it('cancels the answers nothing took once the first screen has settled', async () => {
    await startAndSettle('/', ['/posts/unread-count']);
    const fetchMock = stubFetch();
    askFirstRequests(NOW);
    closeFirstScreenRecord();
    expect((fetchMock.mock.calls[0]![1]!.signal as AbortSignal).aborted).toBe(true);
    await apiFetch('/posts/unread-count');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the most recently opened screens, and nothing once signed out', async () => {
    for (let n = 0; n <= MAX_REMEMBERED_SCREENS; n++) {
      await startAndSettle(`/screen-${n}`, ['/posts/unread-count']);
    }
    const screens = Object.keys(remembered());
    expect(screens).toHaveLength(MAX_REMEMBERED_SCREENS);
    expect(screens).not.toContain('/screen-0');
    expect(screens.at(-1)).toBe(`/screen-${MAX_REMEMBERED_SCREENS}`);

    forgetFirstRequests();
    expect(remembered()).toBeNull();
    // Signed out in another tab before this one's screen settled: nothing is written.
    localStorage.removeItem(storedSessionKey(CONFIG));
    await startAndSettle('/', ['/posts/unread-count']);
    expect(remembered()).toBeNull();
  });

  it("loads ahead the scripts a screen loaded beyond the page's own, for the same build only", async () => {
    const pageScript = document.createElement('script');
    pageScript.type = 'module';
    pageScript.src = '/assets/index-b1.js';
    document.head.append(pageScript);
    const resource = (pathname: string, startTime: number) =>
      ({ name: `${location.origin}${pathname}`, startTime }) as PerformanceResourceTiming;
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const timings = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([
        resource('/assets/index-b1.js', 10),
        resource('/assets/post-detail-c2.js', 300),
        resource('/api/posts/5', 320),
        resource('/assets/auth-client-d3.js', 1_200),
      ]);
    // The page starts: its start script notes the scripts the page names; then the app's loader
    // adds a preload link of its own for the screen's code, which is still the screen's.
    openAt('/posts/5');
    askFirstRequests(NOW);
    const loaderLink = document.createElement('link');
    loaderLink.rel = 'modulepreload';
    loaderLink.href = '/assets/post-detail-c2.js';
    document.head.append(loaderLink);
    await startAndSettle('/posts/5', ['/posts/5']);
    loaderLink.remove();
    expect(remembered()['/posts/:id']).toEqual({
      reads: ['/api/posts/{0}'],
      build: '/assets/index-b1.js',
      scripts: ['/assets/post-detail-c2.js'],
    });

    const preloads = () =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    openAt('/posts/6');
    askFirstRequests(NOW);
    expect(preloads()).toEqual(['/assets/post-detail-c2.js']);

    // Once loaded ahead, the timings cannot tell the screen's scripts from the others: the ones
    // seen the first time stay for this build.
    timings.mockReturnValue([
      resource('/assets/post-detail-c2.js', 20),
      resource('/assets/menu-e5.js', 400),
    ]);
    await startAndSettle('/posts/6', ['/posts/6']);
    expect(remembered()['/posts/:id'].scripts).toEqual(['/assets/post-detail-c2.js']);
    document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());

    // A new version of the app: its scripts have other names; nothing of the old one is loaded.
    pageScript.src = '/assets/index-b2.js';
    askFirstRequests(NOW);
    expect(preloads()).toEqual([]);

    // Nor anything that is not one of the app's scripts, whatever local storage holds.
    rememberPlan({
      '/posts/:id': {
        reads: [],
        build: '/assets/index-b2.js',
        scripts: ['https://evil.example/x.js', '/assets/../api/x.js', '/assets/kit-e4.js'],
      },
    });
    askFirstRequests(NOW);
    expect(preloads()).toEqual(['/assets/kit-e4.js']);
    pageScript.remove();
  });
});
