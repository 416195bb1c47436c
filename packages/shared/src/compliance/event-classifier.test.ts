import { describe, expect, it } from 'vitest';
import { BUILT_IN_EVENT_MODEL } from './built-in-event-model.ts';
import { SCREEN_CORPUS } from './corpus/screen-corpus.ts';
import {
  EVENT_CLASSIFIER_RULE_ID,
  eventFeatures,
  eventScorer,
  eventSentences,
  trainEventModel,
  type EventModel,
  type TrainingNote,
} from './event-classifier.ts';
import { DEFAULT_SCREEN_RULES, preScreen, traceScreen } from './pre-screen.ts';

/** A model written by hand, so that what the screen does with a score does not hang on training. */
function handModel(table: [string, number][]): EventModel {
  return {
    ngrams: { min: 1, max: 4 },
    prior: 0,
    flagAt: 3,
    table,
    training: { notes: 0, events: 0, clean: 0, cleanFlagged: 0 },
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

  it('scoring each n-gram once, as summing the weights of eventFeatures does', () => {
    const model = BUILT_IN_EVENT_MODEL;
    const weights = new Map(model.table);
    const scorer = eventScorer(model);
    const sentences = SCREEN_CORPUS.flatMap((entry) => eventSentences(entry.text));
    for (const sentence of [...sentences, 'かゆかゆかゆ', '😀\ud800x', '']) {
      let sum = model.prior;
      for (const gram of eventFeatures(sentence)) sum += weights.get(gram) ?? 0;
      expect(scorer.score(sentence)).toBeCloseTo(sum, 6);
    }
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
      /adverse event/,
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
    expect(traceScreen(training, 'post', DEFAULT_SCREEN_RULES, 'ja', itchy).findings).toEqual(
      rules,
    );
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
  const notes: TrainingNote[] = products.flatMap((product, i) => [
    ...changes.map((change) => ({
      text: `${product}を使ってから${change}らしい。`,
      event: true,
      clean: false,
    })),
    ...topics.flatMap((topic, j) => [
      { text: `卸の話では${product}の${topic}。`, event: false, clean: true },
      { text: `${i + j}月から${product}は${topic}予定。`, event: false, clean: true },
    ]),
  ]);

  it('gives the same model for the same notes, thresholds from notes each model did not see', () => {
    const model = trainEventModel(notes);
    expect(trainEventModel(notes)).toEqual(model);
    expect(model.training).toMatchObject({ notes: 60, events: 20, clean: 40 });
    const scorer = eventScorer(model);
    expect(scorer.score('貼ってから5日目、ずっとかゆいらしい。')).toBeGreaterThanOrEqual(
      model.flagAt,
    );
    expect(scorer.score('卸の話では5日から包装が変わる。')).toBeLessThan(model.flagAt);
    // The threshold flags the share of clean notes asked for, as scored by models without them.
    expect(model.training.cleanFlagged).toBeLessThanOrEqual(0.03);
    // Only n-grams seen in three notes or more are kept.
    expect(model.table.some(([gram]) => gram === 'を使って')).toBe(true);
    expect(model.table.every(([gram]) => !/[1-9]/.test(gram))).toBe(true);
  });

  it('the built-in model keeps every event of the main corpus and flags few of its clean notes', () => {
    const events = BUILT_IN_EVENT_MODEL;
    let missed = 0;
    let cleanFlagged = 0;
    for (const entry of SCREEN_CORPUS) {
      const found = preScreen(entry.text, 'post', undefined, 'ja', { events });
      const event = found.some((f) => f.type === 'adverseEvent');
      if (entry.expect.includes('adverseEvent') && !event) missed++;
      if (entry.expect.length === 0 && found.length > 0) cleanFlagged++;
    }
    expect(missed).toBe(0);
    expect(cleanFlagged / SCREEN_CORPUS.length).toBeLessThan(0.02);
  });
});
