import { describe, expect, it } from 'vitest';
import { BUILT_IN_EVENT_MODEL } from './built-in-event-model.ts';
import { ScreenRuleSchema, type ScreenFinding } from '../schemas/compliance.ts';
import { SCREEN_CORPUS } from './corpus/screen-corpus.ts';
import { NOTE_SOURCES, notesOf } from './corpus/training-notes.ts';
import {
  EVENT_CLASSIFIER_RULE_ID,
  eventFeatures,
  eventModelProblem,
  eventScorer,
  eventSentences,
  type EventModel,
} from './event-classifier.ts';
import { trainEventModel, type TrainingNote } from './event-training.ts';
import { DEFAULT_SCREEN_RULES, preScreen, traceScreen } from './pre-screen.ts';

/** A model written by hand, so that what the screen does with a score does not hang on training. */
function handModel(table: [string, number][]): EventModel {
  return {
    id: 'hand',
    ngrams: { min: 1, max: 4 },
    window: { length: 64, step: 32 },
    prior: 0,
    flagAt: 3,
    table,
    training: { notes: 0, events: 0, clean: 0, sources: 0, cleanFlagged: 0 },
  };
}

const itchy = handModel([
  ['かゆ', 5],
  ['研修', -9],
]);

describe('the event classifier reads a sentence', () => {
  it('as distinct character n-grams after NFKC, lower case and every digit as 0', () => {
    const features = eventFeatures('Ｋ６.８', { min: 1, max: 2 });
    expect([...features].sort()).toEqual(
      ['\u0002', '\u0002k', '\u0003', '.', '.0', '0', '0\u0003', '0.', 'k', 'k0'].sort(),
    );
    expect(eventFeatures('かゆかゆ', { min: 2, max: 2 })).toEqual(
      new Set(['\u0002か', 'かゆ', 'ゆか', 'ゆ\u0003']),
    );
  });

  it('with a character outside the BMP (an emoji) as one mark, never half of it', () => {
    expect(eventFeatures('かゆ😊', { min: 2, max: 2 })).toEqual(
      new Set(['\u0002か', 'かゆ', 'ゆ\u0004', '\u0004\u0003']),
    );
    // A lone surrogate in an n-gram would make the model's JSON unreadable to Vite's loader.
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    expect(BUILT_IN_EVENT_MODEL.table.filter(([gram]) => loneSurrogate.test(gram))).toEqual([]);
    expect(eventScorer(BUILT_IN_EVENT_MODEL).score('ずっとかゆい😊')).toBe(
      eventScorer(BUILT_IN_EVENT_MODEL).score('ずっとかゆい🍊'),
    );
  });

  it('scores a sentence as summing eventFeatures over each of its passages, the highest', () => {
    // The reference: each passage a string of its own, read by eventFeatures (each n-gram once).
    const model = BUILT_IN_EVENT_MODEL;
    const weights = new Map(model.table);
    const sum = (text: string) =>
      [...eventFeatures(text, model.ngrams)].reduce(
        (s, gram) => s + (weights.get(gram) ?? 0),
        model.prior,
      );
    const { length, step } = model.window;
    const windowed = (text: string) => {
      const passage = text.trim();
      if (passage.length <= length) return sum(passage);
      let best = -Infinity;
      for (let at = 0; at < passage.length - length + step; at += step) {
        best = Math.max(best, sum(passage.slice(at, at + length)));
      }
      return best;
    };
    const reference = (sentence: string) => {
      const read = sentence.normalize('NFKC').toLowerCase().replace(/[0-9]/g, '0');
      const clauses = read.split(/(?<=[、,;])(?!$)/);
      let best = read.length <= length || clauses.length === 1 ? windowed(read) : -Infinity;
      for (let i = 0; clauses.length > 1 && i < clauses.length; i++) {
        best = Math.max(best, windowed(clauses[i]!));
        if (i + 1 < clauses.length) best = Math.max(best, windowed(clauses[i]! + clauses[i + 1]!));
      }
      return best;
    };
    const scorer = eventScorer(model);
    const sentences = SCREEN_CORPUS.flatMap((entry) => eventSentences(entry.text));
    const long = sentences.filter((sentence) => sentence.length > length);
    const withClauses = sentences.filter((sentence) => /[、,，;；]/.test(sentence));
    // The corpus has long sentences and sentences of several clauses, which the reference cuts alike.
    expect(Math.min(long.length, withClauses.length)).toBeGreaterThan(20);
    const odd = [
      'かゆかゆかゆ',
      '😀\ud800x',
      '',
      ' , 発疹が出た, ',
      'cafe\u0301で発疹',
      `研修${' '.repeat(70)}x`,
    ];
    for (const sentence of [...sentences, ...odd]) {
      expect(scorer.score(sentence)).toBeCloseTo(reference(sentence), 6);
    }
  });

  it('a long sentence clause by clause, and a long clause in windows, so that neither hides an event', () => {
    const scorer = eventScorer(itchy);
    const padding = '研修の案内、研修の日程、研修の会場、';
    expect(scorer.score(`${padding}ずっとかゆいらしい。`)).toBe(5);
    // Whole, the sentence would have scored 5 - 9 = -4.
    // One clause longer than two windows: the window at its end leaves 研修 out.
    const longClause = `研修${'あ'.repeat(2 * itchy.window.length)}ずっとかゆいらしい`;
    expect(scorer.score(longClause)).toBe(5);
    expect(scorer.score('研修でかゆいと言われた')).toBe(-4);
  });

  it('refuses a model that cannot be used', () => {
    expect(eventModelProblem(itchy)).toBeUndefined();
    expect(eventModelProblem({ ...itchy, flagAt: Number.NaN })).toMatch(/finite/);
    expect(eventModelProblem({ ...itchy, ngrams: { min: 0, max: 4 } })).toMatch(/n-grams/);
    expect(() => eventScorer({ ...itchy, prior: Infinity })).toThrow(/cannot be used/);
  });

  it('and a note as its most event-like sentence, cut as the screen cuts them', () => {
    expect(eventSentences('卸の話。  貼ってる間ずっとかゆい。\n')).toEqual([
      '卸の話。',
      '  貼ってる間ずっとかゆい。',
    ]);
    expect(eventScorer(itchy).score('ずっとかゆい')).toBe(5);
    expect(eventScorer(itchy).score('かゆみの研修')).toBe(-4);
  });
});

describe('the screen with the event classifier', () => {
  const text = '😀卸の話では来月から包装が変わる。　新しい貼り薬、貼ってる間ずっとかゆいらしい。 ';

  it('flags a sentence no rule matched, spanning the sentence in the original text', () => {
    expect(preScreen(text, 'post')).toEqual([]);
    const findings = preScreen(text, 'post', undefined, 'ja', { events: itchy });
    expect(findings).toEqual([
      expect.objectContaining({ type: 'adverseEvent', ruleId: EVENT_CLASSIFIER_RULE_ID }),
    ]);
    const [finding] = findings;
    expect(text.slice(finding!.start, finding!.end)).toBe(
      '新しい貼り薬、貼ってる間ずっとかゆいらしい。',
    );
    expect(preScreen(text, 'post', undefined, 'en', { events: itchy })[0]!.message).toMatch(
      /whole sentence/,
    );
  });

  it('adds nothing to a sentence a rule already found an event in', () => {
    const ruled = '服用後に発疹とかゆみが出た。';
    const rules = preScreen(ruled, 'post');
    expect(rules.some((f) => f.type === 'adverseEvent')).toBe(true);
    expect(preScreen(ruled, 'post', undefined, 'ja', { events: itchy })).toEqual(rules);
  });

  it('does not read the texts where an event does not stop the writer', () => {
    for (const kind of ['safetyCase', 'question', 'rejectionReason'] as const) {
      expect(preScreen(text, kind, undefined, 'ja', { events: itchy })).toEqual([]);
    }
    expect(preScreen(text, 'reply', undefined, 'ja', { events: itchy })).toHaveLength(1);
  });

  it('never overrules a rule: an event match stands in a sentence that reads as clean', () => {
    const training = '研修で服用後に発疹が出た事例を学んだ。';
    expect(eventScorer(itchy).score(training)).toBeLessThan(0);
    const rules = preScreen(training, 'post');
    expect(rules.some((f) => f.type === 'adverseEvent')).toBe(true);
    expect(preScreen(training, 'post', undefined, 'ja', { events: itchy })).toEqual(rules);
    expect(
      traceScreen(training, 'post', DEFAULT_SCREEN_RULES, 'ja', { events: itchy }).findings,
    ).toEqual(rules);
  });

  it('reports at most 200 sentences of one text', () => {
    const many = 'ずっとかゆい。'.repeat(250);
    expect(preScreen(many, 'post', undefined, 'ja', { events: itchy })).toHaveLength(200);
  });
});

describe('training', () => {
  const products = ['貼り薬', '新しい錠剤', '吸入薬', 'シロップ', '点眼薬'];
  const changes = ['ずっとかゆい', '頭が痛い', '眠れない', '吐き気がする'];
  const topics = ['包装が変わる', '納品が遅れる', '説明会がある', '価格が改定される'];
  // Each product's notes are one source, as each labelled set is.
  const notes: TrainingNote[] = products.flatMap((product, i) => [
    ...changes.map((change) => ({
      text: `${product}を使ってから${change}らしい。`,
      event: true,
      clean: false,
      source: product,
    })),
    ...topics.flatMap((topic, j) => [
      { text: `卸の話では${product}の${topic}。`, event: false, clean: true, source: product },
      {
        text: `${i + j}月から${product}は${topic}予定。`,
        event: false,
        clean: true,
        source: product,
      },
    ]),
  ]);

  it('gives the same model for the same notes in any order, its threshold from held-out sources', () => {
    const model = trainEventModel(notes);
    expect(trainEventModel([...notes].reverse())).toEqual(model);
    expect(model.training).toMatchObject({ notes: 60, events: 20, clean: 40, sources: 5 });
    expect(model.id).toMatch(/^nb-[0-9a-f]{8}$/);
    const scorer = eventScorer(model);
    expect(scorer.score('湿布を使ってからずっとかゆいらしい。')).toBeGreaterThanOrEqual(
      model.flagAt,
    );
    expect(scorer.score('卸の話では湿布の包装が変わる。')).toBeLessThan(model.flagAt);
    // The threshold is where 2% of the clean notes, scored by models trained without their
    // source, lie: of 40, the highest score, which two notes share here.
    expect(model.training.cleanFlagged).toBe(0.05);
    // Only n-grams seen in three notes or more are kept, digits read as 0.
    expect(model.table.some(([gram]) => gram === 'を使って')).toBe(true);
    expect(model.table.every(([gram]) => !/[1-9]/.test(gram))).toBe(true);
  });

  it('refuses notes it cannot learn a threshold from', () => {
    expect(() => trainEventModel(notes.filter((note) => note.event))).toThrow(/without one/);
    expect(() => trainEventModel(notes.filter((note) => !note.event))).toThrow(/without one/);
  });

  // Six fits over ~6,000 notes: a few seconds alone, more beside the other suites.
  it(
    'on a set it never learnt from, finds events the rules miss and flags few clean notes',
    { timeout: 60_000 },
    () => {
      const heldOut = NOTE_SOURCES.find((source) => source.name === 'fresh-lungs-guts')!;
      const model = trainEventModel(NOTE_SOURCES.filter((s) => s !== heldOut).flatMap(notesOf));
      let events = 0;
      let byRules = 0;
      let byRulesAndModel = 0;
      let clean = 0;
      let cleanByModel = 0;
      for (const note of notesOf(heldOut)) {
        const withModel = preScreen(note.text, 'post', undefined, 'ja', { events: model });
        const hasEvent = (findings: ScreenFinding[]) =>
          findings.some((f) => f.type === 'adverseEvent');
        if (note.event) {
          events++;
          if (hasEvent(preScreen(note.text, 'post'))) byRules++;
          if (hasEvent(withModel)) byRulesAndModel++;
        }
        if (note.clean) {
          clean++;
          if (withModel.some((f) => f.ruleId === EVENT_CLASSIFIER_RULE_ID)) cleanByModel++;
        }
      }
      expect(byRulesAndModel / events).toBeGreaterThanOrEqual(0.95);
      expect(byRulesAndModel - byRules).toBeGreaterThanOrEqual(4);
      expect(cleanByModel / clean).toBeLessThanOrEqual(0.06);
    },
  );
});

describe('the classifier’s rule id', () => {
  it('is no table’s: a rule may not take it', () => {
    const rule = { id: EVENT_CLASSIFIER_RULE_ID, type: 'adverseEvent', terms: ['かゆい'] };
    const parsed = ScreenRuleSchema.safeParse({ ...rule, message: { ja: 'か', en: 'i' } });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('event classifier');
    expect(
      ScreenRuleSchema.safeParse({ ...rule, id: 'unit.itch', message: { ja: 'か', en: 'i' } })
        .success,
    ).toBe(true);
  });
});
