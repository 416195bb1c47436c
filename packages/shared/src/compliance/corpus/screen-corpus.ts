import { EN_CLEAN } from './en-clean.ts';
import { EN_FLAGGED } from './en-flagged.ts';
import { FIELD_NOTES } from './field-notes.ts';
import { FIELD_NOTES_2 } from './field-notes-2.ts';
import { FIELD_NOTES_3 } from './field-notes-3.ts';
import { JA_CLEAN } from './ja-clean.ts';
import { JA_FLAGGED } from './ja-flagged.ts';
import { MARKET_NOTES } from './market-notes.ts';
import { toEntries, type CorpusEntry } from './types.ts';

export type { CorpusEntry };

/**
 * The pre-screen's labelled corpus (issue 19): sentences written for the project in Japanese and
 * English, every name, institution, number and address invented. Each row says which finding
 * types it should raise ([] for a clean report, a lecture invitation or a near miss).
 */
export const SCREEN_CORPUS: readonly CorpusEntry[] = toEntries([
  ...JA_CLEAN,
  ...JA_FLAGGED,
  ...EN_CLEAN,
  ...EN_FLAGGED,
  ...FIELD_NOTES,
  ...FIELD_NOTES_2,
  ...FIELD_NOTES_3,
  ...MARKET_NOTES,
]);
