import { describe, expect, it } from 'vitest';
import type { ScreenFinding } from '@kizuki/shared';
import { flaggedPassages, highlightSegments, sentencesWith } from './finding-spans.ts';

const finding = (
  type: ScreenFinding['type'],
  start: number,
  end: number,
  message: string = type,
): ScreenFinding => ({ type, start, end, ruleId: `${type}.${start}`, message });

describe('flaggedPassages', () => {
  const text = '田中先生によると服用後に発疹が出た。';
  it.each([
    ['no findings, no passages', [], []],
    [
      'overlapping findings of one type become one passage, each reason once',
      [finding('adverseEvent', 8, 13, 'after use'), finding('adverseEvent', 11, 15, 'symptom')],
      [
        {
          type: 'adverseEvent',
          start: 8,
          end: 15,
          text: '服用後に発疹が',
          messages: ['after use', 'symptom'],
        },
      ],
    ],
    [
      'touching findings join; apart ones stay apart',
      [
        finding('adverseEvent', 8, 11),
        finding('adverseEvent', 11, 13),
        finding('adverseEvent', 14, 15),
      ],
      [
        { type: 'adverseEvent', start: 8, end: 13, text: '服用後に発', messages: ['adverseEvent'] },
        { type: 'adverseEvent', start: 14, end: 15, text: 'が', messages: ['adverseEvent'] },
      ],
    ],
    [
      'an identifier and an event over the same words stay two passages, in text order',
      [finding('adverseEvent', 8, 13), finding('identifier', 0, 4), finding('identifier', 8, 10)],
      [
        { type: 'identifier', start: 0, end: 4, text: '田中先生', messages: ['identifier'] },
        { type: 'adverseEvent', start: 8, end: 13, text: '服用後に発', messages: ['adverseEvent'] },
        { type: 'identifier', start: 8, end: 10, text: '服用', messages: ['identifier'] },
      ],
    ],
    [
      'the same message from two rules is said once',
      [finding('identifier', 0, 2, 'name'), finding('identifier', 1, 4, 'name')],
      [{ type: 'identifier', start: 0, end: 4, text: '田中先生', messages: ['name'] }],
    ],
  ] as const)('%s', (_name, findings, expected) => {
    expect(flaggedPassages(text, findings)).toEqual(expected);
  });
});

describe('highlightSegments', () => {
  it.each([
    ['plain text is one segment', 'abc', [], [{ text: 'abc', types: [] }]],
    [
      'a passage in the middle',
      'abcdef',
      [{ type: 'identifier', start: 2, end: 4 }],
      [
        { text: 'ab', types: [] },
        { text: 'cd', types: ['identifier'] },
        { text: 'ef', types: [] },
      ],
    ],
    [
      'overlapping types mark the shared part with both',
      'abcdef',
      [
        { type: 'identifier', start: 0, end: 4 },
        { type: 'adverseEvent', start: 2, end: 6 },
      ],
      [
        { text: 'ab', types: ['identifier'] },
        { text: 'cd', types: ['adverseEvent', 'identifier'] },
        { text: 'ef', types: ['adverseEvent'] },
      ],
    ],
    [
      'offsets past the end (a text shortened since) are clamped',
      'abc',
      [{ type: 'identifier', start: 2, end: 9 }],
      [
        { text: 'ab', types: [] },
        { text: 'c', types: ['identifier'] },
      ],
    ],
    [
      'a surrogate pair is never cut from its passage',
      '😀先生',
      [{ type: 'identifier', start: 0, end: 4 }],
      [{ text: '😀先生', types: ['identifier'] }],
    ],
  ] as const)('%s', (_name, text, passages, expected) => {
    const segments = highlightSegments(text, passages);
    expect(segments).toEqual(expected);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });
});

describe('sentencesWith', () => {
  it('replaces what identifies someone, and does not end a sentence at a title', () => {
    const text = 'Dr. Sato said a patient got a rash after taking it. Fine otherwise.';
    const passages = flaggedPassages(text, [
      finding('identifier', 0, 8),
      finding('adverseEvent', 30, 34),
    ]);
    expect(sentencesWith(text, passages, '[removed]')).toBe(
      '[removed] said a patient got a rash after taking it.',
    );
    expect(
      sentencesWith(
        '田中先生から聞いた。服用後に発疹が出た。',
        flaggedPassages('田中先生から聞いた。服用後に発疹が出た。', [
          finding('identifier', 0, 4),
          finding('adverseEvent', 10, 16),
        ]),
      ),
    ).toBe('服用後に発疹が出た。');
  });

  it('keeps the sentences that hold a possible adverse event, in order', () => {
    const text = '説明会があった。服用後に発疹が出た。\n次回は来週。Then she felt dizzy. OK';
    const passages = flaggedPassages(text, [
      finding('adverseEvent', 8, 14),
      finding('adverseEvent', 34, 39),
      finding('identifier', 0, 3),
    ]);
    expect(sentencesWith(text, passages)).toBe('服用後に発疹が出た。 Then she felt dizzy.');
  });
  it('is empty without an event', () => {
    expect(
      sentencesWith('田中先生', flaggedPassages('田中先生', [finding('identifier', 0, 4)])),
    ).toBe('');
  });
});
