import { describe, expect, it } from 'vitest';
import { contentLang } from './content-lang.ts';

describe('contentLang', () => {
  it('marks text with kana or kanji as Japanese and leaves other text to the screen’s language', () => {
    expect(contentLang('大学病院で確認した')).toBe('ja');
    expect(contentLang('ｶﾀｶﾅ only')).toBe('ja');
    expect(contentLang('Seen at the clinic: 処方')).toBe('ja');
    expect(contentLang('Seen at the clinic')).toBeUndefined();
    expect(contentLang('')).toBeUndefined();
    expect(contentLang(null)).toBeUndefined();
  });
});
