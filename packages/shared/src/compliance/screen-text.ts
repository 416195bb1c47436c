/*
 * The text as the pre-screen's rules see it (pre-screen.ts): NFKC-normalised, with a map back to
 * the original's UTF-16 offsets, and cut into sentences the way the rules' windows are bounded.
 */
/** The text as the rules see it, with each of its UTF-16 units' span in the original text. */
export interface NormalisedText {
  text: string;
  /** For each unit of `text`, the original offset where the character it came from starts. */
  starts: number[];
  /** For each unit of `text`, the original offset where that character ends. */
  ends: number[];
}

const VOICING = /^[\u3099\u309A]$/;
/**
 * Code points NFKC leaves as they are, the bulk of a Japanese or English text (printable ASCII, the
 * Japanese full stop and comma, hiragana, katakana and the long-vowel mark, the unified ideographs):
 * they skip normalize(), which is most of the cost of a long text.
 */
const NFKC_STABLE = /^[\u0020-\u007E\u3001\u3002\u3041-\u3096\u30A1-\u30FA\u30FC\u4E00-\u9FFF]$/;

/**
 * NFKC one code point at a time (so each output unit knows its source), then recomposes a kana
 * with a following voicing mark (half-width ｶﾞ is two code points that NFKC makes one ガ).
 */
export function normaliseWithMap(original: string): NormalisedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const cp of original) {
    const end = offset + cp.length;
    const out = NFKC_STABLE.test(cp) ? cp : cp.normalize('NFKC');
    if (VOICING.test(out) && text.length > 0) {
      const composed = (text.slice(-1) + out).normalize('NFC');
      if (composed.length === 1) {
        text = text.slice(0, -1) + composed;
        ends[ends.length - 1] = end;
        offset = end;
        continue;
      }
    }
    for (let i = 0; i < out.length; i++) {
      starts.push(offset);
      ends.push(end);
    }
    text += out;
    offset = end;
  }
  return { text, starts, ends };
}

/**
 * A verb of saying after a quotation (「…？」と聞かれた, …って言われた): the sentence goes on (so
 * does 「…」という, but not 。というのも, a new sentence).
 */
const SAID = String.raw`\s*(と|って)(聞|言|尋|訊|問|思|話|相談|おっしゃ|質問|確認|連絡|答)`;
const CLOSING_QUOTE = String.raw`[」』”"’)]`;
/**
 * Where a sentence ends: 。！？!? (with a closing quote or bracket right after it) or a line break,
 * or a full stop before a space or the end; but not a quotation that a verb of saying goes on
 * from (「…いる？」と聞かれた, "A rash?" she asked: と or って and the verb, or a lower-case word
 * after the quote), nor a stop that a lower-case word follows (Emergency dept. updated…, e.g.
 * rash) nor a title's before a name (Dr. Sato): English sentences start with a capital.
 */
const SENTENCE_END = new RegExp(
  String.raw`[。！？!?](?!${CLOSING_QUOTE}|${SAID})|[。！？!?]${CLOSING_QUOTE}(?!${SAID}|\s*という|\s*[a-z,])|\n|(?<!\b(?:Dr|DR|dr|Mr|Mrs|Ms|Prof|prof|Sr|Jr|St))\.(?=\s*$|\s+(?![a-z]))`,
  'g',
);

/**
 * Where each sentence of a normalised text ends: just after its end mark (the spaces after it
 * begin the next), the last at the text's end. The pre-screen matches each sentence on its own.
 */
export function sentenceStops(text: string): number[] {
  const stops: number[] = [];
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
    const stop = m.index + m[0].length;
    if (stop > (stops.at(-1) ?? 0)) stops.push(stop);
  }
  if ((stops.at(-1) ?? 0) < text.length) stops.push(text.length);
  return stops;
}

/** White space and line ends as String.prototype.trim removes them, by UTF-16 unit. */
function isSpace(unit: number): boolean {
  return (
    (unit >= 0x09 && unit <= 0x0d) ||
    unit === 0x20 ||
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000 ||
    unit === 0xfeff
  );
}

/**
 * text[from, to) without the white space at its edges, as trim() would leave it: a sentence's
 * finding (pre-screen.ts) and a passage the event classifier reads (event-classifier.ts).
 */
export function trimmedRange(text: string, from = 0, to = text.length): [number, number] {
  while (from < to && isSpace(text.charCodeAt(from))) from++;
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  return [from, to];
}
