/*
 * How the event classifier's model is built (event-classifier.ts reads it): a naive Bayes over the
 * labelled notes' distinct character n-grams, its flag threshold chosen on scores each note got
 * from a model that never saw the set it came from. `npm run train:events` runs it over every
 * labelled note in the repository (tools/train-event-model.ts).
 */
import {
  eventFeatures,
  eventModelProblem,
  eventScorer,
  noteScore,
  type EventModel,
} from './event-classifier.ts';

/** How a model is built: the defaults are the ones measured in docs/compliance.md. */
export interface EventTraining {
  ngrams: EventModel['ngrams'];
  window: EventModel['window'];
  /** An n-gram seen in fewer notes than this is left out of the model (it generalises badly). */
  minNotes: number;
  /** The share of clean notes (scored without their source) that the flag threshold may flag. */
  cleanFlagged: number;
  /** Folds of the cross-validation, each holding whole sources out. */
  folds: number;
}

const EVENT_TRAINING: EventTraining = {
  ngrams: { min: 1, max: 4 },
  window: { length: 64, step: 32 },
  minNotes: 3,
  cleanFlagged: 0.02,
  folds: 5,
};

/** A labelled note: its text, its labels, and the set it came from. */
export interface TrainingNote {
  text: string;
  event: boolean;
  /** Neither an event nor an identifier: the notes the flag threshold is chosen on. */
  clean: boolean;
  /** The set the note comes from: a fold holds a whole set out, as a new field would be. */
  source: string;
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
  if (eventNotes === 0 || eventNotes === notes.length) {
    throw new Error('An event model needs notes with an event and notes without one.');
  }
  const grams = [...new Set([...inEvents.keys(), ...inOthers.keys()])]
    .filter((gram) => (inEvents.get(gram) ?? 0) + (inOthers.get(gram) ?? 0) >= training.minNotes)
    .sort();
  const total = (counts: Map<string, number>) =>
    grams.reduce((sum, gram) => sum + (counts.get(gram) ?? 0), 0) + grams.length;
  const eventTotal = total(inEvents);
  const otherTotal = total(inOthers);
  return {
    prior: rounded(Math.log(eventNotes / (notes.length - eventNotes))),
    table: grams.map((gram) => {
      const inEvent = ((inEvents.get(gram) ?? 0) + 1) / eventTotal;
      const inOther = ((inOthers.get(gram) ?? 0) + 1) / otherTotal;
      return [gram, rounded(Math.log(inEvent / inOther))] as const;
    }),
  };
}

/** The value that `share` of `scores` lie at or above. */
function quantile(scores: number[], share: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  return sorted[Math.max(0, Math.floor(share * sorted.length) - 1)]!;
}

const rounded = (x: number) => Math.round(x * 1000) / 1000;

/** FNV-1a, 32 bits: a short, stable hash of a string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A source's fold: the same whatever order the sources are listed in. */
const foldOf = (source: string, folds: number) => fnv1a(source) % folds;

/** A short hash of a model's content, which names it in the logs. */
function eventModelId(model: Omit<EventModel, 'id' | 'training'>): string {
  const content = JSON.stringify([
    model.ngrams,
    model.window,
    model.prior,
    model.flagAt,
    model.table,
  ]);
  return `nb-${fnv1a(content).toString(16).padStart(8, '0')}`;
}

/**
 * A model of the notes, its threshold chosen on scores each note got from a model trained without
 * the sources of its fold (whole sets held out, so that the threshold is what a new field would
 * meet: a model scores the notes it learnt from, and their set's other notes, too well).
 * Deterministic: the same notes give the same model, whatever their order.
 */
export function trainEventModel(
  notes: readonly TrainingNote[],
  training: EventTraining = EVENT_TRAINING,
): EventModel {
  const cleanScores: number[] = [];
  const sources = new Set(notes.map((note) => note.source));
  for (let fold = 0; fold < training.folds; fold++) {
    const heldOut = (note: TrainingNote) => foldOf(note.source, training.folds) === fold;
    if (!notes.some(heldOut)) continue;
    const scorer = eventScorer({
      ...fit(
        notes.filter((note) => !heldOut(note)),
        training,
      ),
      id: `fold-${fold}`,
      ngrams: training.ngrams,
      window: training.window,
      flagAt: 0,
      training: { notes: 0, events: 0, clean: 0, sources: 0, cleanFlagged: 0 },
    });
    for (const note of notes) {
      if (heldOut(note) && note.clean) cleanScores.push(noteScore(scorer, note.text));
    }
  }
  if (cleanScores.length === 0)
    throw new Error('An event model needs clean notes to set its threshold.');
  const flagAt = rounded(quantile(cleanScores, training.cleanFlagged));
  const { prior, table } = fit(notes, training);
  const content = { ngrams: training.ngrams, window: training.window, prior, flagAt, table };
  const model: EventModel = {
    id: eventModelId(content),
    ...content,
    training: {
      notes: notes.length,
      events: notes.filter((note) => note.event).length,
      clean: notes.filter((note) => note.clean).length,
      sources: sources.size,
      cleanFlagged: rounded(cleanScores.filter((s) => s >= flagAt).length / cleanScores.length),
    },
  };
  const problem = eventModelProblem(model);
  if (problem) throw new Error(`The event model cannot be used: ${problem}.`);
  return model;
}
