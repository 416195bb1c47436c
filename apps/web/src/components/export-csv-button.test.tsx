import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ExportCsvButton } from './export-csv-button.tsx';
import { en } from '../lib/i18n/en.ts';
import { initI18n } from '../lib/i18n/i18n.ts';
import { ToastProvider } from '../lib/toast.tsx';

function renderButton(lang: 'ja' | 'en', outcome: 'saved' | 'empty') {
  const i18n = initI18n(lang, { en });
  render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <ExportCsvButton download={() => Promise.resolve(outcome)} />
      </ToastProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: i18n.t('lists>>exportCsv') }));
  return i18n;
}

describe('ExportCsvButton', () => {
  it('says the list was empty, in Japanese and in English, instead of "exported"', async () => {
    for (const lang of ['ja', 'en'] as const) {
      const i18n = renderButton(lang, 'empty');
      expect(i18n.exists('lists>>exportEmpty'), lang).toBe(true);
      expect(await screen.findByText(i18n.t('lists>>exportEmpty'))).toBeTruthy();
      expect(screen.queryByText(i18n.t('lists>>exported'))).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('says "exported" when a file was saved', async () => {
    const i18n = renderButton('en', 'saved');
    expect(await screen.findByText(i18n.t('lists>>exported'))).toBeTruthy();
  });
});
