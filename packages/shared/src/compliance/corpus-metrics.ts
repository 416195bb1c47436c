import {
  SCREEN_FINDING_TYPES,
  type ScreenFindingType,
  type ScreenRules,
} from '../schemas/compliance.ts';
import { SCREEN_CORPUS, type CorpusEntry } from './corpus/screen-corpus.ts';
import { DEFAULT_SCREEN_RULES, preScreen, type ScreenOptions } from './pre-screen.ts';

interface TypeMetrics {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export interface ScreenMetrics {
  sentences: number;
  byType: Record<ScreenFindingType, TypeMetrics>;
  cleanSentences: number;
  cleanFlagged: number;
  /** Share of sentences expecting no finding that got one. */
  cleanFlaggedShare: number;
  misses: { text: string; expected: ScreenFindingType[]; got: ScreenFindingType[] }[];
}

/**
 * Sentence-level precision and recall per finding type of the pre-screen over a corpus, with the
 * screen's `options` (the event model, where it is judged too).
 */
export function screenMetrics(
  corpus: readonly CorpusEntry[] = SCREEN_CORPUS,
  rules: ScreenRules = DEFAULT_SCREEN_RULES,
  options: ScreenOptions = {},
): ScreenMetrics {
  const counts = Object.fromEntries(
    SCREEN_FINDING_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]),
  ) as Record<ScreenFindingType, { tp: number; fp: number; fn: number }>;
  let cleanSentences = 0;
  let cleanFlagged = 0;
  const misses: ScreenMetrics['misses'] = [];
  for (const entry of corpus) {
    const got = [
      ...new Set(preScreen(entry.text, 'post', rules, 'ja', options).map((f) => f.type)),
    ];
    for (const t of SCREEN_FINDING_TYPES) {
      const expected = entry.expect.includes(t);
      const found = got.includes(t);
      if (expected && found) counts[t].tp++;
      else if (found) counts[t].fp++;
      else if (expected) counts[t].fn++;
    }
    if (entry.expect.length === 0) {
      cleanSentences++;
      if (got.length > 0) cleanFlagged++;
    }
    const same = got.length === entry.expect.length && got.every((t) => entry.expect.includes(t));
    if (!same) misses.push({ text: entry.text, expected: entry.expect, got });
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const byType = Object.fromEntries(
    SCREEN_FINDING_TYPES.map((t) => {
      const c = counts[t];
      return [
        t,
        {
          truePositives: c.tp,
          falsePositives: c.fp,
          falseNegatives: c.fn,
          precision: ratio(c.tp, c.tp + c.fp),
          recall: ratio(c.tp, c.tp + c.fn),
        },
      ];
    }),
  ) as Record<ScreenFindingType, TypeMetrics>;
  return {
    sentences: corpus.length,
    byType,
    cleanSentences,
    cleanFlagged,
    cleanFlaggedShare: ratio(cleanFlagged, cleanSentences),
    misses,
  };
}

/** The targets: recall ≥ 95% adverse events, ≥ 90% identifiers, ≤ 10% clean flagged. */
export const SCREEN_TARGETS = {
  adverseEventRecall: 0.95,
  identifierRecall: 0.9,
  cleanFlaggedMax: 0.1,
};
