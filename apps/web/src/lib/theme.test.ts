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
});
