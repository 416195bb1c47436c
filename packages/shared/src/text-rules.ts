/**
 * What any text the API stores must be, and what a required text must hold. Pure, so the composer
 * and the server judge a text alike.
 */

/**
 * Characters that show nothing on their own: white space (U+3000 among it), controls, format
 * characters (U+200B–U+200D, U+2060, U+FEFF, the bidirectional marks), combining marks without a
 * base, lone surrogates, the Hangul fillers, the braille blank and the noncharacters.
 */
const INVISIBLE =
  /[\s\p{Cc}\p{Cf}\p{M}\p{Cs}\p{Zl}\p{Zp}\p{Zs}\u115F\u1160\u3164\uFFA0\u2800\uFDD0-\uFDEF\uFFFE\uFFFF]/u;

/** Whether a text holds at least one character a reader would see; an invisible text is empty. */
export function hasVisibleText(text: string): boolean {
  for (const char of text) {
    if (!INVISIBLE.test(char)) return true;
  }
  return false;
}

/**
 * A text's length as the API counts it against its limit (requiredTextSchema: trimmed, then
 * UTF-16 code units), so a composer's counter and the server agree on what is too long.
 */
export function countedLength(text: string): number {
  return text.trim().length;
}

/**
 * Whether PostgreSQL can store the text as it is: no U+0000 (text columns refuse it) and no lone
 * surrogate (not Unicode, so not UTF-8 either).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * Text a form may send: something visible, and nothing the database cannot store (a pasted NUL
 * keeps the button off rather than ending in a refusal that names no field on the screen).
 */
export function isSendableText(text: string): boolean {
  return hasVisibleText(text) && isStorableText(text);
}
