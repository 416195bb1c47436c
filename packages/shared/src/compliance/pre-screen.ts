import type { ScreenFinding, ScreenKind, ScreenRules } from '../schemas/compliance.ts';
import { DEFAULT_SCREEN_RULES } from './screen-rules.ts';

export { DEFAULT_SCREEN_RULES };

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
    const out = cp.normalize('NFKC');
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

const SENTENCE_END = /[。！？!?\n]|\.(?=\s|$)/g;

/** The sentence (in normalised text) around [start, end). */
function sentenceAround(text: string, start: number, end: number): string {
  let from = 0;
  let to = text.length;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
    const stop = m.index + m[0].length;
    if (stop <= start) from = stop;
    else if (m.index >= end) {
      to = stop;
      break;
    }
  }
  return text.slice(from, to);
}

interface CompiledRule {
  id: string;
  type: ScreenFinding['type'];
  pattern: RegExp;
  message: { ja: string; en: string };
  exceptions: RegExp[];
  scope: 'sentence' | 'text';
  kinds?: readonly ScreenKind[];
}

const compiledCache = new WeakMap<ScreenRules, CompiledRule[]>();

function compile(rules: ScreenRules): CompiledRule[] {
  const cached = compiledCache.get(rules);
  if (cached) return cached;
  const compiled = rules.rules.map((r) => ({
    id: r.id,
    type: r.type,
    pattern: new RegExp(r.pattern, `g${r.flags ?? ''}`.replace(/(.)(?=.*\1)/g, '')),
    message: r.message,
    exceptions: (r.exceptions ?? []).map((e) => new RegExp(e, 'iu')),
    scope: r.exceptionScope ?? 'sentence',
    kinds: r.kinds,
  }));
  compiledCache.set(rules, compiled);
  return compiled;
}

/**
 * The compliance pre-screen (issue 19): possible adverse events and identifiers in a text being
 * written, as spans of the original text (UTF-16 offsets) with the rule that found them and why.
 * Pure and synchronous: the composer runs it as the writer types, the server again at submit.
 * Overlapping findings of one type are kept (each names its rule); the caller may merge them.
 */
export function preScreen(
  text: string,
  kind: ScreenKind,
  rules: ScreenRules = DEFAULT_SCREEN_RULES,
  lang: 'ja' | 'en' = 'ja',
): ScreenFinding[] {
  const norm = normaliseWithMap(text);
  const findings: ScreenFinding[] = [];
  for (const rule of compile(rules)) {
    if (rule.kinds && !rule.kinds.includes(kind)) continue;
    if (rule.scope === 'text' && rule.exceptions.some((e) => e.test(norm.text))) continue;
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(norm.text); m; m = rule.pattern.exec(norm.text)) {
      if (m[0].length === 0) {
        rule.pattern.lastIndex++;
        continue;
      }
      const s = m.index;
      const e = s + m[0].length;
      if (rule.scope === 'sentence') {
        const sentence = sentenceAround(norm.text, s, e);
        if (rule.exceptions.some((x) => x.test(sentence))) continue;
      }
      findings.push({
        type: rule.type,
        start: norm.starts[s] ?? 0,
        end: norm.ends[e - 1] ?? text.length,
        ruleId: rule.id,
        message: rule.message[lang],
      });
    }
  }
  return findings.sort((a, b) => a.start - b.start || a.end - b.end);
}
