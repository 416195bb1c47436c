import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme.ts';

describe('createAppTheme', () => {
  it('gives MUI’s own component words in the language of the screen', () => {
    const words = (language: 'ja' | 'en') =>
      createAppTheme('light', language).components?.MuiAutocomplete?.defaultProps;
    expect(words('ja')).toMatchObject({
      openText: '開く',
      clearText: 'クリア',
      closeText: '閉じる',
    });
    expect(words('en')).toMatchObject({ openText: 'Open', clearText: 'Clear', closeText: 'Close' });
    expect(words('ja')?.noOptionsText).not.toBe(words('en')?.noOptionsText);
  });

  it.each(['light', 'dark'] as const)(
    'gives a filled error button (a confirmation’s Delete) a readable label in the %s theme',
    (mode) => {
      const { error } = createAppTheme(mode, 'ja').palette;
      // WCAG AA for text under 18.66 px bold: 4.5:1.
      expect(getContrastRatio(error.main, error.contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['light', 'dark'] as const)(
    'gives every filled toast (success, info, warning, error) a readable label in the %s theme',
    (mode) => {
      const { palette } = createAppTheme(mode, 'ja');
      for (const severity of ['success', 'info', 'warning', 'error'] as const) {
        const { main, contrastText } = palette[severity];
        expect(getContrastRatio(main, contrastText), severity).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('draws dialogs in the app’s paper colour, without the dark theme’s lighter overlay', () => {
    const paper = createAppTheme('dark', 'ja').components?.MuiDialog?.styleOverrides?.paper;
    expect(paper).toMatchObject({ backgroundImage: 'none' });
  });
});
