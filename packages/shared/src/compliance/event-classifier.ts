/*
 * The event classifier (issue 43): how much a sentence reads like a possible adverse event, learnt
 * from the labelled notes of the corpus and the fresh sets rather than written as patterns. Rules
 * written against read sets reach ~100% on them and carry over to a new field at 66–88%; a
 * classifier of the same notes carried over at 84–99% (docs/compliance.md, "The event
 * classifier"). A naive Bayes over a sentence's distinct character 1- to 4-grams: no dictionary
 * and no word splitting (Japanese has no spaces), cheap enough to run on every sentence, and a
 * model that is plain data (a weight per n-gram) a reviewer can read and a script can rebuild.
 */
import { normaliseWithMap, sentenceStops, trimmedRange } from './screen-text.ts';

/** The rule id of a sentence the classifier reads as a possible event (no table may use it). */
export const EVENT_CLASSIFIER_RULE_ID = 'ae.classifier';

/**
 * Why the classifier's finding is one, in the writer's language. The list already labels it a
 * possible adverse event (as every event finding), so the message says only what differs from a
 * rule's: why the whole sentence is marked rather than a word.
 */
export const READS_AS_EVENT = {
  ja: '特定の語ではなく、文全体の内容から判定しました',
  en: 'Judged from the whole sentence, not from one particular word',
};

/** A model as `npm run train:events` writes it (event-model.json). */
export interface EventModel {
  /** What names this model in the logs: a hash of everything below. */
  id: string;
  /** The n-gram lengths read, in UTF-16 units of the sentence after eventText (min 1 or more). */
  ngrams: { min: number; max: number };
  /**
   * How a long sentence is read: in windows of `length` units every `step` units, the highest
   * scoring; a sentence no longer than a window is read whole. The notes the model learns from
   * are a sentence or two (median 37 characters), and each clean clause added to a sentence
   * lowers its score, so a long run-on sentence would hide the event in it.
   */
  window: { length: number; step: number };
  /** The log-odds of an event before any n-gram is read. */
  prior: number;
  /** A sentence scoring this or more reads as a possible adverse event. */
  flagAt: number;
  /** Each n-gram with its log-likelihood ratio (event against no event), by n-gram. */
  table: (readonly [gram: string, weight: number])[];
  /** What the model was built from, and how its threshold was chosen. */
  training: {
    notes: number;
    events: number;
    clean: number;
    /** The sources (sets) the notes came from: each was held out of a model in turn. */
    sources: number;
    /** The share of clean notes, scored by models without their source, that flagAt flags. */
    cleanFlagged: number;
  };
}

/**
 * The text as the classifier reads it: NFKC, lower case, every digit 0 (a potassium of 6.8 and one
 * of 5.9 read alike), between a start and an end mark so that a sentence's first and last
 * characters are n-grams of their own.
 */
export function eventText(text: string): string {
  const folded = eventFold(text);
  return `\u0002${folded.slice(...trimmedRange(folded))}\u0003`;
}

/** NFKC, lower case, every digit 0: eventText without its marks. */
const eventFold = (text: string) => lowerDigits(text.normalize('NFKC'));
/**
 * Lower case, every digit 0, and every character outside the BMP (an emoji, mostly) one mark
 * (U+0004): an n-gram of UTF-16 units would otherwise hold half of it, a lone surrogate that the
 * model's JSON cannot carry to every reader (Vite's JSON loader refuses it).
 */
const lowerDigits = (text: string) =>
  text
    .toLowerCase()
    .replace(/[0-9]/g, '0')
    .replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, '\u0004');

/** Where a clause ends, in a folded text: after 、 , or ; (NFKC folds ， and ； to , and ;). */
const CLAUSE_END_UNITS = new Set(['、', ',', ';'].map((mark) => mark.charCodeAt(0)));
/** What lower-casing or digit folding could change: digits, capitals, anything outside ASCII and CJK. */
const NEEDS_FOLDING = /[0-9A-Z\u0080-\u2fff\ua000-\uffff]/;
/**
 * What NFKC could still compose in a screen's sentence, which normaliseWithMap normalises one
 * code point at a time (combining marks, Hangul jamo): such a sentence is folded in full.
 */
const MAY_COMPOSE = /\p{M}|\p{Script=Hangul}/u;

/** The distinct n-grams of a text (eventText), which is what a note or a passage is to the model. */
export function eventFeatures(text: string, ngrams: EventModel['ngrams']): Set<string> {
  const read = eventText(text);
  const features = new Set<string>();
  for (let n = ngrams.min; n <= ngrams.max; n++) {
    for (let i = 0; i + n <= read.length; i++) features.add(read.slice(i, i + n));
  }
  return features;
}

/** What makes a model unusable: a threshold or a weight that is not a number, n-grams under 1. */
export function eventModelProblem(model: EventModel): string | undefined {
  if (typeof model.id !== 'string' || model.id === '') return 'it has no id';
  const numbers = [model.prior, model.flagAt, ...model.table.map(([, weight]) => weight)];
  if (!numbers.every(Number.isFinite)) return 'a weight or a threshold is not a finite number';
  const { ngrams, window } = model;
  if (![ngrams.min, ngrams.max, window.length, window.step].every(Number.isInteger)) {
    return 'an n-gram length or the window is not a whole number';
  }
  if (!(ngrams.min >= 1 && ngrams.max >= ngrams.min)) return 'n-grams under 1';
  if (!(window.step >= 1 && window.length >= window.step)) return 'the window';
  return undefined;
}

/** A model ready to score: its weights by n-gram. */
export interface EventScorer {
  model: EventModel;
  /**
   * A sentence's score: its highest-scoring passage's. The sentence is NFKC already, as the
   * screen and eventSentences cut it (normaliseWithMap).
   */
  score(sentence: string): number;
}

const scorers = new WeakMap<EventModel, EventScorer>();

/**
 * The scorer of a model, built once per model: its n-grams as a trie of UTF-16 units, walked from
 * each position of a passage, so that scoring makes no string per n-gram (a 2,000-character text
 * has about 8,000 of them). A passage's score is what summing eventFeatures' weights gives
 * (event-classifier.test.ts): each n-gram counts once however often it occurs.
 */
export function eventScorer(model: EventModel): EventScorer {
  let scorer = scorers.get(model);
  if (scorer) return scorer;
  const problem = eventModelProblem(model);
  if (problem) throw new Error(`The event model ${model.id} cannot be used: ${problem}.`);
  // The trie, built with a map from (node, unit) to child, then laid flat: the root's children in
  // an array by unit, every other node's in a sorted run of `childUnits` (a node has few).
  const edgeByKey = new Map<number, number>();
  const weights: number[] = [0];
  for (const [gram, weight] of model.table) {
    let node = 0;
    for (let i = 0; i < gram.length; i++) {
      const key = node * 65536 + gram.charCodeAt(i);
      let child = edgeByKey.get(key);
      if (child === undefined) {
        child = weights.length;
        weights.push(0);
        edgeByKey.set(key, child);
      }
      node = child;
    }
    weights[node] = weight;
  }
  const rootChild = new Int32Array(65536).fill(-1);
  const edges = [...edgeByKey].map(([key, child]) => [Math.floor(key / 65536), key % 65536, child]);
  edges.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  const firstEdge = new Int32Array(weights.length + 1);
  const childUnits = new Uint16Array(edges.length);
  const childNodes = new Int32Array(edges.length);
  edges.forEach(([parent, unit, child], i) => {
    if (parent === 0) rootChild[unit!] = child!;
    firstEdge[parent! + 1]!++;
    childUnits[i] = unit!;
    childNodes[i] = child!;
  });
  for (let node = 0; node < weights.length; node++) firstEdge[node + 1]! += firstEdge[node]!;
  const childOf = (node: number, unit: number): number => {
    if (node === 0) return rootChild[unit]!;
    for (let e = firstEdge[node]!, end = firstEdge[node + 1]!; e < end; e++) {
      if (childUnits[e] === unit) return childNodes[e]!;
      if (childUnits[e]! > unit) return -1;
    }
    return -1;
  };
  // The passage each node was last counted for: a node counts once per passage.
  const countedFor = new Uint32Array(weights.length);
  let passageStamp = 0;
  const START = 0x0002;
  const END = 0x0003;
  // The score of read[from, to) between a start and an end mark, without making a string of it.
  const passageScore = (read: string, from: number, to: number) => {
    if (++passageStamp === 0xffffffff) {
      countedFor.fill(0);
      passageStamp = 1;
    }
    let score = model.prior;
    for (let start = from - 1; start <= to; start++) {
      let node = 0;
      for (let n = 1; n <= model.ngrams.max && start + n - 1 <= to; n++) {
        const at = start + n - 1;
        const child = childOf(node, at < from ? START : at === to ? END : read.charCodeAt(at));
        if (child < 0) break;
        node = child;
        if (n >= model.ngrams.min && countedFor[node] !== passageStamp) {
          countedFor[node] = passageStamp;
          score += weights[node]!;
        }
      }
    }
    return score;
  };
  const { length, step } = model.window;
  // A passage without the spaces at its edges (eventText trims a note alike: ". Next" and ", then"
  // begin with a space); one longer than a window in windows, the highest scoring.
  const windowed = (read: string, from: number, to: number) => {
    [from, to] = trimmedRange(read, from, to);
    if (to - from <= length) return passageScore(read, from, to);
    let best = -Infinity;
    for (let at = from; at < to - length + step; at += step) {
      best = Math.max(
        best,
        passageScore(read, ...trimmedRange(read, at, Math.min(at + length, to))),
      );
    }
    return best;
  };
  scorer = {
    model,
    score(sentence) {
      // Clause by clause (a clause ends at 、 , ;), each alone and with the next, so that the
      // clauses around an event do not hide it; a short sentence also whole.
      // The screen's sentences are NFKC one code point at a time (normaliseWithMap): most need no
      // folding at all (kana, kanji, lower-case ASCII) and get no new string.
      const read = !NEEDS_FOLDING.test(sentence)
        ? sentence
        : MAY_COMPOSE.test(sentence)
          ? eventFold(sentence)
          : lowerDigits(sentence);
      const starts = [0];
      for (let i = 0; i < read.length - 1; i++) {
        if (CLAUSE_END_UNITS.has(read.charCodeAt(i))) starts.push(i + 1);
      }
      let best =
        read.length <= length || starts.length === 1 ? windowed(read, 0, read.length) : -Infinity;
      if (starts.length === 1) return best;
      for (let i = 0; i < starts.length; i++) {
        const next = starts[i + 1] ?? read.length;
        best = Math.max(best, windowed(read, starts[i]!, next));
        if (i + 1 < starts.length)
          best = Math.max(best, windowed(read, starts[i]!, starts[i + 2] ?? read.length));
      }
      return best;
    },
  };
  scorers.set(model, scorer);
  return scorer;
}

/** The sentences of a text as the screen cuts them (sentenceStops), blank ones left out. */
export function eventSentences(text: string): string[] {
  const normalised = normaliseWithMap(text).text;
  const sentences: string[] = [];
  let from = 0;
  for (const to of sentenceStops(normalised)) {
    const sentence = normalised.slice(from, to);
    if (sentence.trim() !== '') sentences.push(sentence);
    from = to;
  }
  return sentences;
}

/** A note's score as the screen would give it: its most event-like sentence's. */
export function noteScore(scorer: EventScorer, text: string): number {
  return Math.max(...eventSentences(text).map((sentence) => scorer.score(sentence)), -Infinity);
}
