import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ExportCsvButton } from './export-csv-button.tsx';
import { en } from '../lib/i18n/en.ts';
import { initI18n } from '../lib/i18n/i18n.ts';
import { ToastProvider } from '../lib/toast.tsx';
import type { DownloadOutcome } from '../lib/api-download.ts';

function renderButton(lang: 'ja' | 'en', outcome: DownloadOutcome) {
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
      expect(screen.queryByText(/CSV|Saved/)).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('names the saved file and says it is in the device’s downloads (issue 39)', async () => {
    const savedAs = 'kizuki-posts-2026-03-02.csv';
    renderButton('ja', { savedAs });
    expect(
      await screen.findByText(`「${savedAs}」を保存しました。端末の「ダウンロード」にあります。`),
    ).toBeTruthy();
    document.body.innerHTML = '';
    renderButton('en', { savedAs });
    expect(await screen.findByText(`Saved “${savedAs}” to your device’s Downloads.`)).toBeTruthy();
  });
});
