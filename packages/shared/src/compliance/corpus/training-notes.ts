import type { TrainingNote } from '../event-training.ts';
import { FRESH_SETS } from './fresh-sets.ts';
import { HELD_OUT } from './held-out.ts';
import { HELD_OUT_5 } from './held-out-5.ts';
import { SCREEN_CORPUS } from './screen-corpus.ts';
import { toEntries, type Row } from './types.ts';
import { UNSEEN } from './unseen.ts';

/** A fresh set's name: its file's, which its title names (corpus/fresh-….ts). */
function fileNamed(title: string): string {
  const file = /corpus\/([\w-]+)\.ts/.exec(title)?.[1];
  if (!file) throw new Error(`A fresh set's title names its file (corpus/….ts): ${title}`);
  return file;
}

/** Every labelled note of the repository by where it comes from: the corpus, then each set apart. */
export const NOTE_SOURCES: readonly { name: string; rows: readonly Row[] | 'corpus' }[] = [
  { name: 'corpus', rows: 'corpus' },
  { name: 'held-out', rows: HELD_OUT },
  { name: 'held-out-5', rows: HELD_OUT_5 },
  { name: 'unseen', rows: UNSEEN },
  ...FRESH_SETS.map(({ title, rows }) => ({ name: fileNamed(title), rows })),
];

/** The notes of one source, as the event classifier learns from them. */
export function notesOf(source: (typeof NOTE_SOURCES)[number]): TrainingNote[] {
  const entries = source.rows === 'corpus' ? SCREEN_CORPUS : toEntries(source.rows);
  return entries.map((entry) => ({
    text: entry.text,
    event: entry.expect.includes('adverseEvent'),
    clean: entry.expect.length === 0,
    source: source.name,
  }));
}

/**
 * What the built-in event model is trained on: every labelled note in the repository, the fresh
 * sets whose misses were never read included (their labels are the writers', not ours; a set
 * counts as measured once only before a model or a rule has learnt from it).
 */
export function trainingNotes(): TrainingNote[] {
  return NOTE_SOURCES.flatMap(notesOf);
}
