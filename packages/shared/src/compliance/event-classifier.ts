/*
 * The event classifier (issue 43): how much a sentence reads like a possible adverse event, learnt
 * from the labelled notes of the corpus and the fresh sets rather than written as patterns. Rules
 * written against read sets reach ~100% on them and carry over to a new field at 66–88%; a
 * classifier of the same notes carried over at 84–99% (docs/compliance.md, "The event
 * classifier"). A naive Bayes over a sentence's distinct character 1- to 4-grams: no dictionary
 * and no word splitting (Japanese has no spaces), cheap enough to run on every sentence, and a
 * model that is plain data (a weight per n-gram) a reviewer can read and a script can rebuild.
 */
import { normaliseWithMap, sentenceStops } from './screen-text.ts';

/** The rule id of a sentence the classifier reads as a possible event (no rule of a table has it). */
export const EVENT_CLASSIFIER_RULE_ID = 'ae.classifier';

/** Why the classifier's finding is one, in the writer's language. */
export const READS_AS_EVENT = {
  ja: 'この文は有害事象の報告に読めます（文全体からの判定）',
  en: 'This sentence reads like a possible adverse event (judged on the whole sentence)',
};

/** A model as `npm run train:events` writes it (event-model.json). */
export interface EventModel {
  /** The n-gram lengths read, in UTF-16 units of the sentence after eventText. */
  ngrams: { min: number; max: number };
  /** The log-odds of an event before any n-gram is read. */
  prior: number;
  /** A sentence scoring this or more reads as a possible adverse event. */
  flagAt: number;
  /** Each n-gram with its log-likelihood ratio (event against no event), by n-gram. */
  table: (readonly [gram: string, weight: number])[];
  /** What the model was built from, and how its two thresholds were chosen. */
  training: {
    notes: number;
    events: number;
    clean: number;
    /** The share of clean notes, scored by models that did not see them, that flagAt flags. */
    cleanFlagged: number;
  };
}

/** How a model is built: the defaults are the ones measured in docs/compliance.md. */
export interface EventTraining {
  ngrams: { min: number; max: number };
  /** An n-gram seen in fewer notes than this is left out of the model (it generalises badly). */
  minNotes: number;
  /** The share of clean notes (held out of their model) that the flag threshold may flag. */
  cleanFlagged: number;
  /** Folds of the cross-validation that scores each note by a model that did not see it. */
  folds: number;
}

export const EVENT_TRAINING: EventTraining = {
  ngrams: { min: 1, max: 4 },
  minNotes: 3,
  cleanFlagged: 0.03,
  folds: 5,
};

/** A labelled note: its text, whether it reports a possible event, whether it is clean. */
export interface TrainingNote {
  text: string;
  event: boolean;
  /** Neither an event nor an identifier: the notes the flag threshold is chosen on. */
  clean: boolean;
}

/**
 * The text as the classifier reads it: NFKC, lower case, every digit 0 (a potassium of 6.8 and one
 * of 5.9 read alike), between a start and an end mark so that a sentence's first and last
 * characters are n-grams of their own.
 */
export function eventText(text: string): string {
  return `\u0002${text.normalize('NFKC').toLowerCase().replace(/[0-9]/g, '0')}\u0003`;
}

/** The distinct n-grams of a text (eventText), which is what a note or a sentence is to the model. */
export function eventFeatures(text: string, ngrams = EVENT_TRAINING.ngrams): Set<string> {
  const read = eventText(text);
  const features = new Set<string>();
  for (let n = ngrams.min; n <= ngrams.max; n++) {
    for (let i = 0; i + n <= read.length; i++) features.add(read.slice(i, i + n));
  }
  return features;
}

/** A model ready to score: its weights by n-gram. */
export interface EventScorer {
  model: EventModel;
  score(sentence: string): number;
}

const scorers = new WeakMap<EventModel, EventScorer>();

/**
 * The scorer of a model, built once per model: its n-grams as a trie of UTF-16 units, walked from
 * each position of the sentence, so that scoring a sentence makes no string per n-gram (a
 * 2,000-character text has about 8,000 of them). It gives what summing eventFeatures' weights
 * gives (event-classifier.test.ts): each n-gram counts once however often it occurs.
 */
export function eventScorer(model: EventModel): EventScorer {
  let scorer = scorers.get(model);
  if (!scorer) {
    // A trie node's child under a unit is found at key node * 65536 + unit; the root is node 0.
    const children = new Map<number, number>();
    const weights: number[] = [0];
    for (const [gram, weight] of model.table) {
      let node = 0;
      for (let i = 0; i < gram.length; i++) {
        const key = node * 65536 + gram.charCodeAt(i);
        let child = children.get(key);
        if (child === undefined) {
          child = weights.length;
          weights.push(0);
          children.set(key, child);
        }
        node = child;
      }
      weights[node] = weight;
    }
    // The sentence each node was last counted for: a node counts once per sentence.
    const countedFor = new Uint32Array(weights.length);
    let sentences = 0;
    scorer = {
      model,
      score(sentence) {
        const read = eventText(sentence);
        sentences = (sentences + 1) % 0xffffffff || 1;
        let score = model.prior;
        for (let start = 0; start < read.length; start++) {
          let node = 0;
          for (let n = 1; n <= model.ngrams.max && start + n <= read.length; n++) {
            const child = children.get(node * 65536 + read.charCodeAt(start + n - 1));
            if (child === undefined) break;
            node = child;
            if (n >= model.ngrams.min && countedFor[node] !== sentences) {
              countedFor[node] = sentences;
              score += weights[node]!;
            }
          }
        }
        return score;
      },
    };
    scorers.set(model, scorer);
  }
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

/** The naive Bayes weights of some notes (Laplace smoothing over the kept n-grams). */
function fit(notes: readonly TrainingNote[], training: EventTraining) {
  const inEvents = new Map<string, number>();
  const inOthers = new Map<string, number>();
  let eventNotes = 0;
  for (const note of notes) {
    if (note.event) eventNotes++;
    const counts = note.event ? inEvents : inOthers;
    for (const gram of eventFeatures(note.text, training.ngrams)) {
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
  }
  const grams = [...new Set([...inEvents.keys(), ...inOthers.keys()])]
    .filter((gram) => (inEvents.get(gram) ?? 0) + (inOthers.get(gram) ?? 0) >= training.minNotes)
    .sort();
  const total = (counts: Map<string, number>) =>
    grams.reduce((sum, gram) => sum + (counts.get(gram) ?? 0), 0) + grams.length;
  const eventTotal = total(inEvents);
  const otherTotal = total(inOthers);
  const weights = grams.map((gram) =>
    Math.log(
      ((inEvents.get(gram) ?? 0) + 1) / eventTotal / (((inOthers.get(gram) ?? 0) + 1) / otherTotal),
    ),
  );
  return {
    prior: Math.log(eventNotes / (notes.length - eventNotes)),
    table: grams.map((gram, i) => [gram, weights[i]!] as const),
  };
}

/** The value that `share` of `scores` lie at or above. */
function quantile(scores: number[], share: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  return sorted[Math.max(0, Math.floor(share * sorted.length) - 1)] ?? 0;
}

const rounded = (x: number) => Math.round(x * 1000) / 1000;

/**
 * A model of the notes, its thresholds chosen on scores each note got from a model trained
 * without it (k-fold), since a model scores the notes it learnt from too well to judge by them.
 * Deterministic: the same notes give the same model.
 */
export function trainEventModel(
  notes: readonly TrainingNote[],
  training: EventTraining = EVENT_TRAINING,
): EventModel {
  const cleanScores: number[] = [];
  for (let fold = 0; fold < training.folds; fold++) {
    const fitted = fit(
      notes.filter((_, i) => i % training.folds !== fold),
      training,
    );
    const scorer = eventScorer({ ...fitted, ...unthresholded(training, notes.length) });
    notes.forEach((note, i) => {
      if (i % training.folds !== fold) return;
      if (note.clean) cleanScores.push(noteScore(scorer, note.text));
    });
  }
  const flagAt = quantile(cleanScores, training.cleanFlagged);
  const fitted = fit(notes, training);
  return {
    ngrams: training.ngrams,
    prior: rounded(fitted.prior),
    flagAt: rounded(flagAt),
    table: fitted.table.map(([gram, weight]) => [gram, rounded(weight)] as const),
    training: {
      notes: notes.length,
      events: notes.filter((note) => note.event).length,
      clean: notes.filter((note) => note.clean).length,
      cleanFlagged: rounded(cleanScores.filter((s) => s >= flagAt).length / cleanScores.length),
    },
  };
}

/** A fold's model before its thresholds exist (only its weights are used). */
function unthresholded(training: EventTraining, notes: number) {
  return {
    ngrams: training.ngrams,
    flagAt: Infinity,
    training: { notes, events: 0, clean: 0, cleanFlagged: 0 },
  };
}
