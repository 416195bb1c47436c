import type { ScreenFinding, ScreenFindingType } from '@kizuki/shared';

/** What the writer sees of the pre-screen: one passage per place, however many rules found it. */
export interface FlaggedPassage {
  type: ScreenFindingType;
  start: number;
  end: number;
  /** The passage as written. */
  text: string;
  /** Why, each reason once (several rules may find one passage). */
  messages: string[];
}

/**
 * The findings of one type merged where they overlap or touch (服用後に発疹 and 発疹 are one
 * passage), in the order of the text; an identifier and an adverse event over the same words stay
 * two passages, since each asks something else of the writer.
 */
export function flaggedPassages(
  text: string,
  findings: readonly ScreenFinding[],
): FlaggedPassage[] {
  const passages: FlaggedPassage[] = [];
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  for (const finding of sorted) {
    const open = passages.findLast(
      (passage) => passage.type === finding.type && finding.start <= passage.end,
    );
    if (open) {
      open.end = Math.max(open.end, finding.end);
      if (!open.messages.includes(finding.message)) open.messages.push(finding.message);
    } else {
      passages.push({
        type: finding.type,
        start: finding.start,
        end: finding.end,
        text: '',
        messages: [finding.message],
      });
    }
  }
  for (const passage of passages) passage.text = text.slice(passage.start, passage.end);
  return passages.sort((a, b) => a.start - b.start || a.type.localeCompare(b.type));
}

/** A piece of text to draw: plain, or marked with the types of finding over it. */
export interface TextSegment {
  text: string;
  types: ScreenFindingType[];
}

/**
 * The text cut where a passage starts or ends, each piece with the finding types over it: what
 * a highlight draws. Joined back, the pieces are the text.
 */
export function highlightSegments(
  text: string,
  passages: readonly Pick<FlaggedPassage, 'type' | 'start' | 'end'>[],
): TextSegment[] {
  const cuts = new Set([0, text.length]);
  for (const passage of passages) {
    cuts.add(Math.min(Math.max(passage.start, 0), text.length));
    cuts.add(Math.min(Math.max(passage.end, 0), text.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TextSegment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i]!, points[i + 1]!];
    const types = [
      ...new Set(
        passages.filter((p) => p.start <= from && to <= p.end).map((passage) => passage.type),
      ),
    ].sort();
    const last = segments.at(-1);
    if (last && last.types.join() === types.join()) last.text += text.slice(from, to);
    else segments.push({ text: text.slice(from, to), types });
  }
  return segments;
}

const MASK = '\uE000';

/** A sentence ends here, but not after a title or a common abbreviation (Dr. Sato, e.g. this). */
const SENTENCE_END =
  /[。！？!?\n]|(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|Pt|St|No|vs|e\.g|i\.e|approx|etc))\.(?=\s|$)/g;

/**
 * The sentences that hold a possible adverse event, as a first draft of "what happened" for the
 * safety-case form, with whatever the pre-screen found to identify someone already replaced by
 * `removed` (○○): the writer keeps the event and checks the rest.
 */
export function sentencesWith(
  text: string,
  passages: readonly FlaggedPassage[],
  removed = '○○',
): string {
  const identifiers = passages
    .filter((passage) => passage.type === 'identifier')
    .sort((a, b) => b.start - a.start);
  // Masked with a private-use character of the same length, so the offsets still hold.
  for (const passage of identifiers) {
    text = `${text.slice(0, passage.start)}${MASK.repeat(passage.end - passage.start)}${text.slice(passage.end)}`;
  }
  const events = passages.filter((passage) => passage.type === 'adverseEvent');
  const sentences: { start: number; end: number }[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    sentences.push({ start, end });
    start = end;
  }
  if (start < text.length) sentences.push({ start, end: text.length });
  return sentences
    .filter((sentence) => events.some((e) => e.start < sentence.end && e.end > sentence.start))
    .map((sentence) => text.slice(sentence.start, sentence.end).trim())
    .join(' ')
    .replace(/\uE000+/g, removed)
    .slice(0, 1000);
}
