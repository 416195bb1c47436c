import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@kizuki/shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../lib/auth/current-user.tsx';
import { initI18n, loadScreenStrings } from '../../lib/i18n/i18n.ts';
import { publishOutbox } from '../../lib/outbox/outbox-signal.ts';
import type { OutboxItem } from '../../lib/outbox/outbox-store.ts';
import { OutboxList } from './outbox-list.tsx';

const toasts: [string, string | undefined][] = [];
vi.mock('../../lib/toast.tsx', () => ({
  useToast: () => (key: string, severity?: string) => toasts.push([key, severity]),
}));

const kept = (state: OutboxItem['state']): OutboxItem => ({
  key: `key-${state}`,
  userId: 7,
  kind: 'post',
  body: { body: `text that is ${state}`, classification: {}, selfCheck: [], submit: true },
  createdAt: '2026-11-27T00:00:00.000Z',
  state,
  ...(state === 'refused' ? { refusal: 'complianceFindings' as const } : {}),
});

function renderList(items: OutboxItem[]) {
  publishOutbox(items);
  render(
    <I18nextProvider i18n={initI18n('ja')}>
      <MemoryRouter>
        <CurrentUserContext.Provider value={{ id: 7 } as User}>
          <OutboxList />
        </CurrentUserContext.Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the outbox list', () => {
  beforeAll(() => loadScreenStrings());
  afterEach(() => {
    vi.unstubAllGlobals();
    toasts.length = 0;
    publishOutbox([]);
  });

  it('cannot delete an item while it is being sent', () => {
    renderList([kept('sending'), kept('waiting')]);
    const [sending, waiting] = screen.getAllByRole('button', { name: '削除' });
    expect(sending).toHaveProperty('disabled', true);
    expect(waiting).toHaveProperty('disabled', false);
  });

  it('selects the text and says so where the clipboard cannot be written', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderList([kept('refused')]);
    fireEvent.click(screen.getByRole('button', { name: '本文をコピー' }));
    await waitFor(() => expect(toasts).toEqual([['outbox>>copyFailed', 'warning']]));
    expect(getSelection()?.toString()).toBe('text that is refused');
  });

  it('copies the text where the clipboard can be written', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderList([kept('refused')]);
    fireEvent.click(screen.getByRole('button', { name: '本文をコピー' }));
    await waitFor(() => expect(toasts).toEqual([['outbox>>copied', undefined]]));
    expect(writeText).toHaveBeenCalledWith('text that is refused');
  });
});
