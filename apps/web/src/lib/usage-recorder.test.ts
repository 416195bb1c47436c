import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import type * as ApiClientModule from './api-client.ts';

type ApiClient = typeof ApiClientModule;

const sent: unknown[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({ recorded: 1 });
vi.mock('./api-client.ts', async (original) => ({
  ...(await original<ApiClient>()),
  apiFetch: vi.fn((path: string, request: { body: unknown }) => {
    sent.push({ path, ...(request.body as object) });
    return answer();
  }),
}));

describe('the usage recorder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    sent.length = 0;
    answer = () => Promise.resolve({ recorded: 1 });
  });
  afterEach(() => vi.useRealTimers());

  it('sends page views in one batch, with screens and never a path', async () => {
    const recorder = await import('./usage-recorder.ts');
    recorder.recordPageView('/posts/123');
    recorder.recordPageView('/login/callback'); // no screen: not recorded
    recorder.recordPageView('/');
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent).toHaveLength(1);
    const [batch] = sent as {
      path: string;
      events: { id: string; action: string; screen?: string }[];
    }[];
    expect(batch!.path).toBe('/usage-events');
    expect(Object.keys(batch!).sort()).toEqual(['events', 'path']);
    expect(batch!.events.map(({ action, screen }) => [action, screen])).toEqual([
      ['pageView', 'postDetail'],
      ['pageView', 'home'],
    ]);
    // Each event is these three fields (the server dates it), and only the id (random) may hold
    // digits: the path's id appears in no other field, whatever the id happens to be.
    for (const event of batch!.events) {
      expect(Object.keys(event).sort()).toEqual(['action', 'id', 'screen']);
    }
    const withoutId = batch!.events.map(({ id: _id, ...rest }) => rest);
    expect(JSON.stringify(withoutId)).not.toMatch(/123|\/posts/);
  });

  it('keeps a batch the server could not be reached for, with the same ids, and drops a refused one', async () => {
    const recorder = await import('./usage-recorder.ts');
    answer = () => Promise.reject(new ApiError(0, 'network', 'offline'));
    recorder.recordPageView('/tasks');
    await vi.advanceTimersByTimeAsync(15_000);
    answer = () => Promise.resolve({ recorded: 1 });
    await vi.advanceTimersByTimeAsync(15_000);
    const [first, second] = sent as { events: { id: string }[] }[];
    expect(second!.events.map((event) => event.id)).toEqual(first!.events.map((event) => event.id));

    answer = () => Promise.reject(new ApiError(400, 'validation', 'bad'));
    recorder.recordPageView('/tasks/1');
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(3);
  });

  it('sends at once when a batch is full', async () => {
    const recorder = await import('./usage-recorder.ts');
    for (let index = 0; index < 50; index += 1) recorder.recordPageView('/');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
  });
});
