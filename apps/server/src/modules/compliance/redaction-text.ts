import { REDACTION_MARK } from '@kizuki/shared';

/**
 * The longest copy of a text the product keeps as a title (task-writes.ts `titleOf`, notify.ts
 * TITLE_LENGTH): a title is the first this many UTF-16 code units of the text.
 */
export const TITLE_LENGTH = 80;

export interface Redactor {
  /** The strings removed: the passage, or every version of the text when all of it goes. */
  readonly removed: readonly string[];
  /** Any stored string with what was removed replaced by REDACTION_MARK (unchanged if none). */
  text(value: string): string;
  /** A JSON value with `text` applied to every string in it (keys stay as they are). */
  json(value: unknown): unknown;
}

/**
 * How every copy of a redacted text is rewritten (issue 19). `versions` are the texts the object
 * has held (its current text and the drafts' earlier ones from the audit trail); `passage` is
 * what to remove from them, or undefined for the whole text.
 *
 * A stored string that is a version, or the start of one (a title cut at 80 characters), is
 * recomputed from the redacted version, so a passage that straddles the cut leaves no fragment.
 * Any other string has each occurrence replaced; one cut at the title length that ends with the
 * start of the passage has that fragment replaced too.
 */
export function createRedactor(versions: readonly string[], passage: string | undefined): Redactor {
  const known = [...new Set(versions.filter((version) => version.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  const removed = passage === undefined ? known : [passage];
  const replaceAll = (value: string) =>
    removed.reduce((current, part) => current.split(part).join(REDACTION_MARK), value);

  function text(value: string): string {
    if (value.length === 0) return value;
    // Of the versions it could be cut from, the one whose redaction changes it (a version without
    // the passage may start the same way). Only a title is cut from a version: the whole of a
    // short one, or its first TITLE_LENGTH units; a shorter string that starts a version ("A",
    // a status word) is just a string.
    const isTitleOf = (version: string) =>
      version.startsWith(value) &&
      (value.length === version.length || value.length === TITLE_LENGTH);
    for (const version of known.filter(isTitleOf)) {
      const redacted = replaceAll(version);
      const cut = value.length === version.length ? redacted : redacted.slice(0, value.length);
      if (cut !== value) return replaceAll(cut);
    }
    const replaced = replaceAll(value);
    if (value.length !== TITLE_LENGTH) return replaced;
    return withoutTrailingFragment(replaced, removed);
  }

  function json(value: unknown): unknown {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(json);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, json(item)]));
    }
    return value;
  }

  return { removed, text, json };
}

/**
 * The shortest fragment of a removed string a cut title is taken to end with: one character is as
 * likely to be the end of any other title that happens to be TITLE_LENGTH long.
 */
const MIN_TRAILING_FRAGMENT = 2;

/** A title cut in the middle of a removed string: its last characters are that string's start. */
function withoutTrailingFragment(value: string, removed: readonly string[]): string {
  let longest = MIN_TRAILING_FRAGMENT - 1;
  for (const part of removed) {
    for (let length = Math.min(part.length - 1, value.length); length > longest; length--) {
      if (value.endsWith(part.slice(0, length))) {
        longest = length;
        break;
      }
    }
  }
  return longest < MIN_TRAILING_FRAGMENT
    ? value
    : value.slice(0, value.length - longest) + REDACTION_MARK;
}

/** How many times the passage occurs in the text (not overlapping), as replaceAll counts them. */
export function occurrencesOf(text: string, passage: string): number {
  return text.split(passage).length - 1;
}

/** Every string found under a `body` key of an audit row's before or after: a draft's versions. */
export function bodiesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(bodiesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'body' && typeof item === 'string' ? [item] : bodiesIn(item),
  );
}
