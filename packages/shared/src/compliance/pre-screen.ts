import type { ScreenFinding, ScreenKind, ScreenRule, ScreenRules } from '../schemas/compliance.ts';
import { DEFAULT_SCREEN_RULES } from './screen-rules.ts';
import { normaliseWithMap, sentenceAround, sentencesOf } from './screen-text.ts';

export { DEFAULT_SCREEN_RULES, normaliseWithMap };
export type { NormalisedText } from './screen-text.ts';

/**
 * The most findings one rule reports in one text: enough for every passage a writer will see at
 * once, and a bound on the work a hostile text (the same word 2,000 times) can cause. The rest
 * show once the first are removed, and the check at submit refuses them all the same.
 */
export const MAX_FINDINGS_PER_RULE = 200;

interface CompiledRule {
  id: string;
  type: ScreenFinding['type'];
  /** The pattern and the terms, each a global RegExp. */
  patterns: RegExp[];
  message: { ja: string; en: string };
  exceptions: RegExp[];
  exceptionSources: string[];
  /** Each exception's number, the same for the same source in every rule of its table. */
  exceptionNumbers: number[];
  scope: 'sentence' | 'text';
  kinds?: readonly ScreenKind[];
}

const compiledCache = new WeakMap<ScreenRules, CompiledRule[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A character of a Latin word: where a term's edge needs a word boundary. */
const LATIN_WORD = /^[A-Za-z0-9_]$/;

/**
 * Plain terms as one case-insensitive RegExp over normalised text: each term NFKC-normalised and
 * escaped; a term that starts or ends with a Latin letter or digit matches whole words only
 * ("AE" is not in "MAE"), since kana and kanji have no spaces to mark a word.
 */
export function termsPattern(terms: readonly string[]): string {
  return terms
    .map((term) => term.normalize('NFKC').trim())
    .filter((term) => term.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((term) => {
      const latinEdge = (char: string | undefined) => char !== undefined && LATIN_WORD.test(char);
      const before = latinEdge(term[0]) ? '(?<![A-Za-z0-9_])' : '';
      const after = latinEdge(term.at(-1)) ? '(?![A-Za-z0-9_])' : '';
      return `${before}${escapeRegExp(term)}${after}`;
    })
    .join('|');
}

/** A rule's flags for matching: always global, each flag once. */
const matchFlags = (flags: string | undefined) => [...new Set(`g${flags ?? ''}`)].join('');

/**
 * Numbers each exception phrase's source within one table, so that a screen tests a phrase that
 * many rules share (the label, statistics and safety-process contexts: some thirty rules each)
 * once per sentence rather than once per rule. Per table, not per process: a table's numbers go
 * when the table does (an admin's drafts on the test bench are tables too).
 */
function exceptionNumbering(): (source: string) => number {
  const numbers = new Map<string, number>();
  return (source) => {
    let number = numbers.get(source);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(source, number);
    }
    return number;
  };
}

function compileRule(rule: ScreenRule, exceptionNumber = exceptionNumbering()): CompiledRule {
  const patterns: RegExp[] = [];
  if (rule.pattern !== undefined) patterns.push(new RegExp(rule.pattern, matchFlags(rule.flags)));
  if (rule.terms && rule.terms.length > 0) {
    patterns.push(new RegExp(termsPattern(rule.terms), 'giu'));
  }
  const exceptionSources = rule.exceptions ?? [];
  return {
    id: rule.id,
    type: rule.type,
    patterns,
    message: rule.message,
    exceptions: exceptionSources.map((source) => new RegExp(source, 'iu')),
    exceptionSources,
    exceptionNumbers: exceptionSources.map(exceptionNumber),
    scope: rule.exceptionScope ?? 'sentence',
    kinds: rule.kinds,
  };
}

function compile(rules: ScreenRules): CompiledRule[] {
  const cached = compiledCache.get(rules);
  if (cached) return cached;
  const exceptionNumber = exceptionNumbering();
  const compiled = rules.rules.map((rule) => compileRule(rule, exceptionNumber));
  compiledCache.set(rules, compiled);
  return compiled;
}

/**
 * Compiles one rule as the pre-screen would, so that a table can be checked before it is saved;
 * throws the SyntaxError of the first pattern or exception that is not a valid RegExp.
 */
export function compileScreenRule(rule: ScreenRule): void {
  compileRule(rule);
}

/** A match that an exception phrase silenced, for the test bench. */
export interface SilencedMatch {
  ruleId: string;
  start: number;
  end: number;
  /** The exception's RegExp source. */
  exception: string;
}

function screen(
  text: string,
  kind: ScreenKind,
  rules: ScreenRules,
  lang: 'ja' | 'en',
  silenced?: SilencedMatch[],
): ScreenFinding[] {
  const norm = normaliseWithMap(text);
  const sentences = sentencesOf(norm.text);
  const findings: ScreenFinding[] = [];
  // Whether an exception (by its number) holds in a sentence (by its bounds), for every rule.
  // Keyed by one number made of the exception's and the sentence's bounds, which a Map looks up
  // faster than a string built for every match (a long text holds hundreds of matches).
  const exceptionHolds = new Map<number, boolean>();
  const stride = norm.text.length + 1;
  const firstMatching = (rule: CompiledRule, from: number, to: number) =>
    rule.exceptions.findIndex((exception, i) => {
      const key = (rule.exceptionNumbers[i]! * stride + from) * stride + to;
      let holds = exceptionHolds.get(key);
      if (holds === undefined) {
        holds = exception.test(norm.text.slice(from, to));
        exceptionHolds.set(key, holds);
      }
      return holds;
    });
  const original = (s: number, e: number) => ({
    start: norm.starts[s] ?? 0,
    end: norm.ends[e - 1] ?? text.length,
  });
  for (const rule of compile(rules)) {
    if (rule.kinds && !rule.kinds.includes(kind)) continue;
    const textException = rule.scope === 'text' ? firstMatching(rule, 0, norm.text.length) : -1;
    if (textException >= 0 && !silenced) continue;
    // Each exception is tried once per sentence, however many matches and rules the sentence
    // holds (firstMatching keeps what it tried).
    const sentenceException = (s: number, e: number) => {
      if (rule.exceptions.length === 0) return -1;
      const [from, to] = sentenceAround(sentences, norm.text.length, s, e);
      return firstMatching(rule, from, to);
    };
    let reported = 0;
    for (const pattern of rule.patterns) {
      pattern.lastIndex = 0;
      for (
        let m = pattern.exec(norm.text);
        m && reported < MAX_FINDINGS_PER_RULE;
        m = pattern.exec(norm.text)
      ) {
        if (m[0].length === 0) {
          pattern.lastIndex++;
          continue;
        }
        const s = m.index;
        const e = s + m[0].length;
        const exception =
          textException >= 0
            ? textException
            : rule.scope === 'sentence'
              ? sentenceException(s, e)
              : -1;
        if (exception >= 0) {
          silenced?.push({
            ruleId: rule.id,
            ...original(s, e),
            exception: rule.exceptionSources[exception]!,
          });
          continue;
        }
        reported++;
        findings.push({
          type: rule.type,
          ...original(s, e),
          ruleId: rule.id,
          message: rule.message[lang],
        });
      }
    }
  }
  return findings.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The compliance pre-screen (issue 19): possible adverse events and identifiers in a text being
 * written, as spans of the original text (UTF-16 offsets) with the rule that found them and why.
 * Pure and synchronous: the server runs it when the composer asks as the writer types, and again
 * at submit. Overlapping findings of one type are kept (each names its rule); the caller may
 * merge them.
 */
export function preScreen(
  text: string,
  kind: ScreenKind,
  rules: ScreenRules = DEFAULT_SCREEN_RULES,
  lang: 'ja' | 'en' = 'ja',
): ScreenFinding[] {
  return screen(text, kind, rules, lang);
}

/**
 * The pre-screen with its reasons, for the admins' test bench: the findings, and the matches an
 * exception phrase silenced, each with that exception.
 */
export function traceScreen(
  text: string,
  kind: ScreenKind,
  rules: ScreenRules,
  lang: 'ja' | 'en',
): { findings: ScreenFinding[]; silenced: SilencedMatch[] } {
  const silenced: SilencedMatch[] = [];
  const findings = screen(text, kind, rules, lang, silenced);
  return { findings, silenced: silenced.sort((a, b) => a.start - b.start || a.end - b.end) };
}
