import { describe, expect, it } from 'vitest';
import { requiredTextSchema } from './schemas/common.ts';
import { cutToLength } from './text-cut.ts';
import { countedLength, hasVisibleText, isStorableText } from './text-rules.ts';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\t\n\r', false],
    ['\u3000\u3000', false],
    ['\u200B', false],
    ['\u200C\u200D', false],
    ['\u2060', false],
    ['\uFEFF', false],
    ['\u00A0\u2003\u202F', false],
    ['\u0301\u0308', false],
    ['\u202E\u200F', false],
    ['\u00AD', false],
    ['\u3164\u115F', false],
    ['\u2800', false],
    ['\uFE0F', false],
    ['\uFFFE\uFFFF', false],
    ['\uD800', false],
    ['\u0000', false],
    [' \u200B\u3000\uFEFF ', false],
    ['a', true],
    ['あ', true],
    ['\u3000あ\u200B', true],
    ['e\u0301', true],
    ['𠮷', true],
    ['👍', true],
    ['.', true],
    ['0', true],
  ])('%j has visible text: %s', (text, expected) => {
    expect(hasVisibleText(text)).toBe(expected);
  });
});

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['plain text', true],
    ['𠮷野家 👍', true],
    ['\uFFFE\uFFFF', true],
    ['\u200B', true],
    ['a\u0000b', false],
    ['\u0000', false],
    ['\uD800', false],
    ['x\uDFFF', false],
    ['\uDFFF\uD800', false],
    ['\uD83D\uDC4D', true],
  ])('%j is storable: %s', (text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });
});

describe('countedLength', () => {
  it('counts a text as the API does against its limit: white space around it is not counted', () => {
    const schema = requiredTextSchema(5);
    expect(countedLength('\n  abcde \u3000')).toBe(5);
    expect(schema.safeParse('\n  abcde \u3000').success).toBe(true);
    expect(countedLength(' abcdef ')).toBe(6);
    expect(schema.safeParse(' abcdef ').success).toBe(false);
  });
});

describe('cutToLength', () => {
  const schema = requiredTextSchema(5);
  it.each([
    ['abc', 'abc'],
    ['abcdefg', 'abcde'],
    ['abcd😀', 'abcd'],
    ['abc😀x', 'abc😀'],
    ['😀😀😀', '😀😀'],
  ])('cuts %j to %j, which the API takes at its limit', (text, cut) => {
    expect(cutToLength(text, 5)).toBe(cut);
    expect(isStorableText(cutToLength(text, 5))).toBe(true);
    expect(schema.safeParse(cutToLength(text, 5)).success).toBe(true);
  });
});
