import { describe, expect, it } from 'vitest';
import { neutralizeFormula, restoreNeutralizedFormula, tokyoDateTime } from './csv-cells.ts';

describe('neutralizeFormula: a cell a spreadsheet would run is kept as text', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+81 3 1234', `'+81 3 1234`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['＝１＋１', `'＝１＋１`],
    ['＋1', `'＋1`],
    ['－1', `'－1`],
    ['＠cmd', `'＠cmd`],
  ])('%j becomes %j', (cell, expected) => {
    expect(neutralizeFormula(cell)).toBe(expected);
  });

  it.each(['', 'plain text', '競合品Aの処方が増えた', '1+1=2', 'a-b', "'already quoted", ' =1'])(
    '%j stays as it is',
    (cell) => {
      expect(neutralizeFormula(cell)).toBe(cell);
    },
  );
});

describe('tokyoDateTime', () => {
  it.each([
    ['2026-11-22T01:00:00.123Z', '2026-11-22 10:00:00'],
    ['2026-11-22T15:00:00Z', '2026-11-23 00:00:00'],
    ['2026-12-31T15:30:05Z', '2027-01-01 00:30:05'],
  ])('%s is %s in Tokyo', (at, expected) => {
    expect(tokyoDateTime(new Date(at))).toBe(expected);
  });
});

describe('restoreNeutralizedFormula: an exported cell read back is the text it was', () => {
  it('undoes neutralizeFormula for every formula start, and leaves other cells as they are', () => {
    for (const text of [
      '=SUM(A1)',
      '+81 3',
      '-1',
      '@me',
      '\tx',
      '＝１',
      '＋',
      '－',
      '＠',
      'plain',
      "'quoted",
      "'",
    ]) {
      expect(restoreNeutralizedFormula(neutralizeFormula(text)), text).toBe(text);
    }
    expect(restoreNeutralizedFormula("'plain")).toBe("'plain");
  });
});
