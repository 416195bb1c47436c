import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n/i18n.ts';
import { lazyComponent } from './lazy-screen.tsx';

afterEach(cleanup);

const Loaded = () => <p>loaded screen</p>;

function draw(Component: React.ComponentType) {
  render(
    <I18nextProvider i18n={initI18n('ja')}>
      <Component />
    </I18nextProvider>,
  );
}

describe('lazyComponent.preload (issue 40)', () => {
  it('starts loading before the component is drawn, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Lazy = lazyComponent(load, { loading: <p>loading</p>, failed: <p>failed</p> });
    Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    draw(Lazy);
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again when drawn after a preload that failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Loaded);
    const Lazy = lazyComponent(load, { loading: <p>loading</p>, failed: <p>failed</p> });
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The failed attempt is forgotten once it has settled: every promise of it, by the next task.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    draw(Lazy);
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
