/** Kana, CJK ideographs and half-width katakana: text with any of them is written in Japanese. */
const JAPANESE_SCRIPT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

/**
 * The language of what a person wrote, for its element's `lang`: "ja" when it holds Japanese
 * script, so the browser wraps it between phrases and picks Japanese glyphs even on the English
 * screens; otherwise undefined, so it inherits the language of the screen (the html element's).
 */
export function contentLang(text: string | null | undefined): 'ja' | undefined {
  return text && JAPANESE_SCRIPT.test(text) ? 'ja' : undefined;
}

/**
 * How written text wraps: Japanese between phrases where the browser can (word-break:
 * auto-phrase, Chromium 119+; elsewhere the default of any character), and a long Latin token
 * (a URL, a product code) anywhere rather than out of its box.
 */
export const CONTENT_TEXT_SX = {
  overflowWrap: 'anywhere',
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
} as const;

/** Shows at most `lines` lines of a text and ends the last one with an ellipsis. */
export function clampedLines(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  } as const;
}
