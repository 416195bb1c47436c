import { render, screen } from '@testing-library/react';
import type { Task } from '@kizuki/shared';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../lib/i18n/en.ts';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { DueLabel } from './due-label.tsx';

const approvalDueOn = (dueOn: string) =>
  ({ type: 'approval', status: 'to-do', reference: { dueOn } }) as unknown as Pick<
    Task,
    'type' | 'status' | 'reference'
  >;

describe('the due-date helper text (SPEC.md section 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('counts one day and several days in English', () => {
    // 10:00 in Tokyo on 2026-11-25.
    vi.useFakeTimers({ now: new Date('2026-11-25T01:00:00Z'), toFake: ['Date'] });
    const i18n = initI18n('en', { en });
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <DueLabel task={approvalDueOn('2026-11-26')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('1 day remaining')).toBeTruthy();
    unmount();
    render(
      <I18nextProvider i18n={i18n}>
        <DueLabel task={approvalDueOn('2026-11-28')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('3 days remaining')).toBeTruthy();
  });
});
