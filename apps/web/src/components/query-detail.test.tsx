import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryDetail } from './query-detail.tsx';
import { en } from '../lib/i18n/en.ts';
import { initI18n } from '../lib/i18n/i18n.ts';

function Detail() {
  const query = useQuery({ queryKey: ['thing'], queryFn: () => Promise.resolve('the thing') });
  return (
    <QueryDetail
      query={query}
      notFound={{ title: 'not found', back: { to: '/', screen: 'nav>>home' } }}
    >
      {(thing) => <p>{thing}</p>}
    </QueryDetail>
  );
}

describe('QueryDetail', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('offline, says that what was never opened here loads on reconnecting, then shows it', async () => {
    onlineManager.setOnline(false);
    const i18n = initI18n('en', { en });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Detail />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText(en.notFoundScreen.offlineNotKept)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('the thing')).toBeTruthy();
  });
});
