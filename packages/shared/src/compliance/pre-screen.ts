import type { ScreenFinding, ScreenKind, ScreenRules } from '../schemas/compliance.ts';
import { eventsBlock } from './blocking.ts';
import {
  EVENT_CLASSIFIER_RULE_ID,
  eventScorer,
  READS_AS_EVENT,
  type EventModel,
} from './event-classifier.ts';
import { foldAscii } from './pattern-literals.ts';
import {
  compile,
  compileScreenRule,
  termsPattern,
  type CompiledRule,
  type CompiledTable,
} from './screen-compile.ts';
import { DEFAULT_SCREEN_RULES } from './screen-rules.ts';
import { normaliseWithMap, sentenceStops, trimmedRange } from './screen-text.ts';

export {
  compileScreenRule,
  DEFAULT_SCREEN_RULES,
  EVENT_CLASSIFIER_RULE_ID,
  normaliseWithMap,
  termsPattern,
};
export type { EventModel };
export type { NormalisedText } from './screen-text.ts';

/**
 * The most findings one rule reports in one text: enough for every passage a writer will see at
 * once, and a bound on the work a hostile text (the same word 2,000 times) can cause. The rest
 * show once the first are removed, and the check at submit refuses them all the same.
 */
export const MAX_FINDINGS_PER_RULE = 200;

/** Where the classifier's findings are counted among the rules' (no rule has this index). */
const CLASSIFIER = -1;

/** A match that an exception phrase silenced, for the test bench. */
export interface SilencedMatch {
  ruleId: string;
  start: number;
  end: number;
  /** The exception's RegExp source. */
  exception: string;
}

/** A rule's match in one sentence (offsets in the sentence), and the exception that silenced it. */
export interface SentenceHit {
  rule: number;
  start: number;
  end: number;
  /** The sentence-scope exception that holds (its index in the rule), or -1. */
  exception: number;
}

/**
 * What a sentence gave: the rules' hits, and the event classifier's score with the model that gave
 * it (-Infinity for a blank sentence), once the classifier has read it.
 */
export interface SentenceResult {
  hits: readonly SentenceHit[];
  event?: { model: string; score: number };
}

/**
 * What a screen may remember of the sentences it matched, and find again: each sentence's hits
 * under a key made of the sentence and the rules that ran, for one table. The caller owns it,
 * bounds it and scopes it (the server keeps one per table and writer: screen-worker.ts); the
 * findings are the same with it or without it.
 */
export interface ScreenMemo {
  get(key: string): SentenceResult | undefined;
  set(key: string, result: SentenceResult): void;
}

/**
 * Which of a rule's exceptions holds first in `text` (its index, or -1), for every rule of a table:
 * an exception shared by many rules (the label, statistics and safety-process contexts, some thirty
 * rules each) is tested once per text, its result kept under its number.
 */
function exceptionTester(table: CompiledTable, text: string) {
  // 0: not tested yet, 1: holds, 2: does not.
  const results = new Uint8Array(table.exceptionCount);
  return (rule: CompiledRule): number => {
    for (let i = 0; i < rule.exceptions.length; i++) {
      const number = rule.exceptionNumbers[i]!;
      if (results[number] === 0) results[number] = rule.exceptions[i]!.test(text) ? 1 : 2;
      if (results[number] === 1) return i;
    }
    return -1;
  };
}

/**
 * Every rule's matches in one sentence, but the rules `skipped` (silenced over the whole text). A
 * rule whose sentence-scope exception holds is silenced for the whole sentence: its matches are
 * listed only when `keepSilenced` (the test bench).
 */
function sentenceHits(
  table: CompiledTable,
  sentence: { text: string; folded: string },
  keepSilenced: boolean,
  skipped: readonly boolean[],
): readonly SentenceHit[] {
  const hits: SentenceHit[] = [];
  const firstException = exceptionTester(table, sentence.text);
  const open = table.gate.open(sentence.folded);
  let patternNumber = 0;
  rules: for (let index = 0; index < table.rules.length; index++) {
    const rule = table.rules[index]!;
    const firstPattern = patternNumber;
    patternNumber += rule.patterns.length;
    if (skipped[index]) continue;
    let exception: number | undefined;
    let found = 0;
    for (let i = 0; i < rule.patterns.length; i++) {
      if (open[firstPattern + i] === 0) continue;
      const pattern = rule.patterns[i]!;
      pattern.lastIndex = 0;
      for (let m = pattern.exec(sentence.text); m && found < MAX_FINDINGS_PER_RULE;) {
        if (m[0].length === 0) {
          pattern.lastIndex++;
        } else {
          exception ??= rule.scope === 'sentence' ? firstException(rule) : -1;
          if (exception >= 0 && !keepSilenced) continue rules;
          if (exception < 0) found++;
          hits.push({ rule: index, start: m.index, end: m.index + m[0].length, exception });
        }
        m = pattern.exec(sentence.text);
      }
    }
  }
  return hits;
}

/** What a screen is given besides its text (preScreen). */
export interface ScreenOptions {
  /** What it may remember of sentences for the next screen with this table (ScreenMemo). */
  memo?: ScreenMemo;
  /**
   * The event classifier to read each sentence with, where a possible adverse event stops the
   * text (blocking.ts): a sentence that reads as an event is a finding even if no rule matched it.
   * It only adds: a rule's match stands however the sentence reads (setting matches aside lost
   * more events than it spared clean sentences: docs/compliance.md, "The event classifier").
   */
  events?: EventModel;
}

/**
 * The screen: each sentence matched on its own (a finding lies within one sentence, and so does
 * the exception phrase that silences it), then the text-scope exceptions (the lecture invitation)
 * tested over the whole text, then the event classifier's reading of the sentence. Given a `memo`,
 * a sentence it holds is not matched or read again.
 */
function screen(
  text: string,
  kind: ScreenKind,
  rules: ScreenRules,
  lang: 'ja' | 'en',
  options: ScreenOptions & { silenced?: SilencedMatch[] },
): ScreenFinding[] {
  const { silenced } = options;
  // The test bench's trace lists what exceptions silenced, which a remembered sentence lacks.
  const memo = silenced ? undefined : options.memo;
  const events = options.events && eventsBlock(kind) ? eventScorer(options.events) : undefined;
  const norm = normaliseWithMap(text);
  const table = compile(rules);
  const textException = exceptionTester(table, norm.text);
  // The rules this screen does not run: another kind's, and (but on the test bench, which lists
  // what they would have found) those a text-scope exception silences over the whole text.
  const skipped = table.rules.map(
    (rule) =>
      (rule.kinds !== undefined && !rule.kinds.includes(kind)) ||
      (!silenced && rule.scope === 'text' && textException(rule) >= 0),
  );
  // What a sentence's hits depend on besides the sentence: which rules ran.
  const skippedKey = memo ? skipped.map((skip) => (skip ? '1' : '0')).join('') : '';
  // Findings reported so far by rule (its index in the table; the classifier's under CLASSIFIER).
  const reported = new Map<number, number>();
  const findings: ScreenFinding[] = [];
  const placeOf = (start: number, end: number) => ({
    start: norm.starts[start] ?? 0,
    end: norm.ends[end - 1] ?? text.length,
  });
  let from = 0;
  for (const to of sentenceStops(norm.text)) {
    const sentence = norm.text.slice(from, to);
    const key = memo && `${skippedKey}\u0000${sentence}`;
    let result = key === undefined ? undefined : memo!.get(key);
    // A sentence remembered without this model's score (read where events do not stop the
    // writer, or with another model) keeps its hits and is read now.
    if (!result || (events && result.event?.model !== events.model.id)) {
      result = {
        hits:
          result?.hits ??
          sentenceHits(
            table,
            { text: sentence, folded: foldAscii(sentence) },
            silenced !== undefined,
            skipped,
          ),
        event: events && {
          model: events.model.id,
          score: sentence.trim() === '' ? -Infinity : events.score(sentence),
        },
      };
      if (key !== undefined) memo!.set(key, result);
    }
    const eventScore = events ? result.event!.score : -Infinity;
    let eventFound = false;
    for (const hit of result.hits) {
      const rule = table.rules[hit.rule]!;
      const exception = rule.scope === 'text' ? textException(rule) : hit.exception;
      const place = placeOf(from + hit.start, from + hit.end);
      if (exception >= 0) {
        silenced?.push({ ruleId: rule.id, ...place, exception: rule.exceptionSources[exception]! });
        continue;
      }
      if (rule.type === 'adverseEvent') eventFound = true;
      const count = reported.get(hit.rule) ?? 0;
      if (count >= MAX_FINDINGS_PER_RULE) continue;
      reported.set(hit.rule, count + 1);
      findings.push({ type: rule.type, ...place, ruleId: rule.id, message: rule.message[lang] });
    }
    const classifierCount = reported.get(CLASSIFIER) ?? 0;
    if (
      !eventFound &&
      classifierCount < MAX_FINDINGS_PER_RULE &&
      events &&
      eventScore >= events.model.flagAt
    ) {
      reported.set(CLASSIFIER, classifierCount + 1);
      const [start, end] = trimmedRange(sentence);
      findings.push({
        type: 'adverseEvent',
        ...placeOf(from + start, from + end),
        ruleId: EVENT_CLASSIFIER_RULE_ID,
        message: READS_AS_EVENT[lang],
      });
    }
    from = to;
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
  options: ScreenOptions = {},
): ScreenFinding[] {
  return screen(text, kind, rules, lang, options);
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
  options: Pick<ScreenOptions, 'events'> = {},
): { findings: ScreenFinding[]; silenced: SilencedMatch[] } {
  const silenced: SilencedMatch[] = [];
  const findings = screen(text, kind, rules, lang, { silenced, events: options.events });
  return { findings, silenced: silenced.sort((a, b) => a.start - b.start || a.end - b.end) };
}
