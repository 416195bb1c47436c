import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  buildQuery,
  connectApiSession,
  SignInRequiredError,
} from './api-client.ts';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and answers the JSON body', async () => {
    const fetchMock = respond(200, { data: [1] });
    vi.stubGlobal('fetch', fetchMock);
    connectApiSession({ accessToken: () => 'token-1', onUnauthorized: () => undefined });
    expect(await apiFetch('/users', { query: { email: 'a@b.c' } })).toEqual({ data: [1] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users?email=a%40b.c');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('starts a new sign-in on 401', async () => {
    vi.stubGlobal('fetch', respond(401, { error: { code: 'unauthorized', message: 'x' } }));
    const onUnauthorized = vi.fn();
    connectApiSession({ accessToken: () => 'expired', onUnauthorized });
    await expect(apiFetch('/users')).rejects.toBeInstanceOf(SignInRequiredError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns an error response into an ApiError with the stable code', async () => {
    vi.stubGlobal(
      'fetch',
      respond(404, { error: { code: 'notFound', message: 'post not found' } }),
    );
    connectApiSession({ accessToken: () => 't', onUnauthorized: () => undefined });
    await expect(apiFetch('/posts/1')).rejects.toMatchObject({ status: 404, code: 'notFound' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiFetch('/users').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network', status: 0 });
  });
});

describe('buildQuery', () => {
  it('repeats a key for each value of a list and skips undefined values', () => {
    expect(buildQuery({ diseaseId: [1, 2], keyword: '薬価', offset: undefined })).toBe(
      '?diseaseId=1&diseaseId=2&keyword=%E8%96%AC%E4%BE%A1',
    );
    expect(buildQuery({})).toBe('');
  });
});
