import { describe, expect, it } from 'vitest';
import { SCREEN_CORPUS } from './corpus/screen-corpus.ts';
import { DEFAULT_SCREEN_RULES } from './pre-screen.ts';
import { LiteralGate } from './literal-gate.ts';
import { foldAscii, requiredLiterals } from './pattern-literals.ts';

describe('the strings a pattern requires', () => {
  it.each([
    ['a word', '病院', '', ['病院']],
    ['choices', '発疹|湿疹', '', ['発疹', '湿疹']],
    ['a product of choices, folded', '(?:A|B)病院', '', ['a病院', 'b病院']],
    ['an optional part breaks the word', 'x?病院', '', ['病院']],
    ['a class and a repetition', '[^。]{0,5}発疹', '', ['発疹']],
    ['a lookbehind requires nothing of its own', '(?<!報告)発疹', '', ['発疹']],
    ['digits then a unit', '\\d+mg', '', ['mg']],
    ['an escaped bracket inside a class', '[\\]x]y', '', ['y']],
    ['a title with its stop', '\\bDr\\.', '', ['dr.']],
    ['a repetition needs one', 'a{2}b', '', ['a']],
    ['an invalid quantifier without u is text', 'a{,2}', '', ['a{,2}']],
    ['a code point under u', '\\u{1F600}', 'u', ['😀']],
    ['a case-insensitive ASCII word', 'AE', 'i', ['ae']],
  ])('%s: /%s/%s', (_name, source, flags, expected) => {
    expect(requiredLiterals(source, flags)?.sort()).toEqual([...expected].sort());
  });

  it.each([
    ['an empty choice', 'a|', ''],
    ['only a lookahead', '(?=.*研修)', ''],
    ['only a class', '[A-Z]+', ''],
    ['\\u{…} without u is "u" repeated', '\\u{41}', ''],
    ['an octal escape', '\\012', ''],
    ['a case-insensitive letter beyond ASCII', 'É', 'i'],
    ['a wildcard', '.+', 's'],
  ])('nothing known: %s', (_name, source, flags) => {
    expect(requiredLiterals(source, flags)).toBeNull();
  });

  it.each([
    [
      '\\x without its digits is the letter (no u)',
      '5\\x daily',
      '',
      'took 5x daily',
      ['5x daily'],
    ],
    ['\\x with one digit is the letter', '\\x4g', '', 'x4g', ['x4g']],
    ['\\u with three digits is the letter', '\\u300発疹', '', 'u300発疹', ['u300発疹']],
    ['\\c takes its letter', '\\cI発疹', '', '顔:\t発疹', ['発疹']],
    [
      'an escaped surrogate pair is one character under u',
      '\\uD83E\\uDD2E?吐',
      'u',
      '夜に吐いた',
      ['吐'],
    ],
  ])('escapes read as JavaScript reads them: %s', (_name, source, flags, text, expected) => {
    expect(new RegExp(source, flags).test(text)).toBe(true);
    expect(requiredLiterals(source, flags)).toEqual(expected);
  });

  it('a source it cannot read requires nothing rather than failing the screen', () => {
    expect(requiredLiterals('\\xgrash', '')).toEqual(['xgrash']);
    expect(requiredLiterals('\\d+\\x\\s?daily', '')).toEqual(['daily']);
  });

  it('a letter beyond ASCII keeps its case when the pattern does', () => {
    expect(requiredLiterals('É', '')).toEqual(['É']);
  });
});

/** A seeded generator, so that the texts below are the same at every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the gate never closes on a pattern that matches', () => {
  const tricky = [
    '(?<![一-龥])田中(?:先生|さん)',
    'k\\s?[0-9]',
    '(?:^|。)患者',
    '(\\w)\\1',
    '(?<!報告)(?:発疹|かゆみ)',
    '(?!研修)出た',
    'Dr\\.?\\s?[A-Z][a-z]+',
    '(?:服用|投与)後[^。]{0,10}(?:発疹|かゆみ)',
    '(?i:ab)c',
  ];
  const patterns = [
    ...DEFAULT_SCREEN_RULES.rules.map((rule) => new RegExp(rule.pattern!, `g${rule.flags ?? ''}`)),
    ...tricky.map((source) => {
      try {
        return new RegExp(source, 'gu');
      } catch {
        return new RegExp(source.replace('(?i:ab)', '(?:ab)'), 'giu');
      }
    }),
  ];
  const gate = new LiteralGate(patterns.map((p) => requiredLiterals(p.source, p.flags)));
  const next = random(43);
  const alphabet = [...new Set(SCREEN_CORPUS.map((entry) => entry.text).join(''))];
  const texts = [
    ...SCREEN_CORPUS.map((entry) => entry.text.normalize('NFKC')),
    // Pieces of corpus sentences joined, and characters drawn from them.
    ...Array.from({ length: 400 }, () => {
      const a = SCREEN_CORPUS[Math.floor(next() * SCREEN_CORPUS.length)]!.text;
      const b = SCREEN_CORPUS[Math.floor(next() * SCREEN_CORPUS.length)]!.text;
      const noise = Array.from(
        { length: 20 },
        () => alphabet[Math.floor(next() * alphabet.length)],
      );
      return `${a.slice(0, a.length / 2)}${noise.join('')}${b.slice(b.length / 3)}`.normalize(
        'NFKC',
      );
    }),
  ];

  // About 180,000 pattern runs: a second alone, several on a machine running the other suites.
  it(
    'over the corpus and texts made from it, for the built-in patterns and tricky ones',
    { timeout: 60_000 },
    () => {
      let closed = 0;
      for (const text of texts) {
        const open = gate.open(foldAscii(text));
        patterns.forEach((pattern, i) => {
          if (open[i]) return;
          closed++;
          pattern.lastIndex = 0;
          expect(pattern.test(text), `${pattern.source.slice(0, 60)} on ${text}`).toBe(false);
        });
      }
      // The gate does its work: most patterns are not run on most texts.
      expect(closed).toBeGreaterThan((texts.length * patterns.length) / 2);
    },
  );

  it('finds strings inside one another, each once it ends', () => {
    const inside = new LiteralGate([['服用後'], ['用後'], ['後'], ['服用中'], null]);
    expect([...inside.open('服用後に')]).toEqual([1, 1, 1, 0, 1]);
    expect([...inside.open('服用中')]).toEqual([0, 0, 0, 1, 1]);
  });
});
