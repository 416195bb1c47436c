/**
 * Text as every search compares it: NFKC (full-width and half-width alike, ｶﾀｶﾅ and カタカナ, ＡＢＣ
 * and ABC) and lower case. The database's kizuki_fold (migration 0019) is its twin, used by the
 * stored search text, the search functions and the keyword parameters; a server test checks that
 * the two agree on a table of cases. The client and the compliance pre-screen fold with this one.
 */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
