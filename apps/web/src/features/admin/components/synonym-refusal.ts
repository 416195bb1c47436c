import { foldText, MIN_TERM_LENGTH, SYNONYM_SEPARATOR } from '@kizuki/shared/rules';
import { refusalIssues } from '../../../lib/refusal.ts';

/** Why the server refused one of the synonyms sent (issue 23), as a message key and its values. */
export interface SynonymRefusal {
  key: string;
  values: Record<string, string | number>;
}

/**
 * Issue 23: the refusal of a synonym in the admin's words: the item that is already found by it
 * (the server names it), or what is wrong with the synonym sent at the refused place (the
 * import's separator, too short to be looked for). Null when the refusal is about something else.
 */
export function synonymRefusal(error: unknown, sent: readonly string[]): SynonymRefusal | null {
  const detail = refusalIssues(error)[0];
  const index = /^body\.synonyms\.(\d+)$/.exec(detail?.field ?? '')?.[1];
  if (!detail || index === undefined) return null;
  const synonym = detail.synonym ?? sent[Number(index)] ?? '';
  if (detail.code === 'synonymTaken' && detail.item) {
    return {
      key: 'admin>>master>>synonymTaken',
      values: { synonym, nameJa: detail.item.nameJa, nameEn: detail.item.nameEn },
    };
  }
  if (synonym.includes(SYNONYM_SEPARATOR)) {
    return {
      key: 'admin>>master>>synonymSeparator',
      values: { synonym, separator: SYNONYM_SEPARATOR },
    };
  }
  if (foldText(synonym).trim().length < MIN_TERM_LENGTH) {
    return { key: 'admin>>master>>synonymTooShort', values: { synonym, min: MIN_TERM_LENGTH } };
  }
  return null;
}
