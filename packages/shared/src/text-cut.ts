// Apart from text-rules.ts, which the first paint carries: only forms loaded later cut text.

/**
 * A text cut to at most `max` UTF-16 code units, the API's count (countedLength), between
 * characters: an emoji's surrogate pair is kept whole or left out, never split into a lone half
 * that the API refuses (isStorableText).
 */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const lastUnit = text.charCodeAt(max - 1);
  const splitsPair = lastUnit >= 0xd800 && lastUnit <= 0xdbff;
  return text.slice(0, splitsPair ? max - 1 : max);
}
