import { act, render, screen } from '@testing-library/react';
import { ERROR_CODES } from '@kizuki/shared/rules';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorMessageKey, failureMessageKey, useFailureToast } from './error-messages.ts';
import { en } from './i18n/en.ts';
import { initI18n, loadScreenStrings } from './i18n/i18n.ts';
import { ToastProvider } from './toast.tsx';

const noApprover = new ApiError(409, 'noApprover', 'nobody can approve');

describe('error messages', () => {
  it('has a Japanese and an English message for every error code, and for the network', async () => {
    await loadScreenStrings();
    const ja = initI18n('ja');
    const english = initI18n('en', { en });
    for (const code of [...ERROR_CODES, 'network'] as const) {
      const key = errorMessageKey(code);
      expect(ja.exists(key), `ja ${key}`).toBe(true);
      expect(english.exists(key), `en ${key}`).toBe(true);
      expect(ja.t(key), code).not.toBe(english.t(key));
    }
  });

  it('names the code’s own message; a screen’s own words only for a change made meanwhile', () => {
    expect(failureMessageKey(noApprover)).toBe('apiErrors>>noApprover');
    expect(failureMessageKey(noApprover, 'tasks>>alreadyDecided')).toBe('apiErrors>>noApprover');
    const conflict = new ApiError(409, 'invalidTransition', 'already decided');
    expect(failureMessageKey(conflict, 'tasks>>alreadyDecided')).toBe('tasks>>alreadyDecided');
    expect(failureMessageKey(new ApiError(0, 'network', 'offline'))).toBe('apiErrors>>network');
    expect(failureMessageKey(new Error('anything'))).toBe('apiErrors>>internal');
  });

  it('shows a submission refused for want of an approver as that, not as a generic failure', async () => {
    await loadScreenStrings();
    const i18n = initI18n('ja');
    let showFailure: ReturnType<typeof useFailureToast> = () => undefined;
    function Probe() {
      showFailure = useFailureToast();
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <Probe />
        </ToastProvider>
      </I18nextProvider>,
    );
    act(() => showFailure(noApprover));
    expect(await screen.findByText(i18n.t('apiErrors>>noApprover'))).toBeTruthy();
    expect(i18n.t('apiErrors>>noApprover')).toContain('承認者がいない');
  });

  it('words a toast in the language chosen after it was raised, not the one it was raised in', async () => {
    await loadScreenStrings();
    const i18n = initI18n('ja', { en });
    let showFailure: ReturnType<typeof useFailureToast> = () => undefined;
    function Probe() {
      showFailure = useFailureToast();
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <Probe />
        </ToastProvider>
      </I18nextProvider>,
    );
    act(() => showFailure(noApprover));
    expect(await screen.findByText(i18n.t('apiErrors>>noApprover'))).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    const english = i18n.getFixedT('en')('apiErrors>>noApprover');
    expect(english).not.toContain('承認者');
    expect(await screen.findByText(english)).toBeTruthy();
  });
});
