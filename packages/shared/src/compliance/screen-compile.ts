/*
 * The pre-screen's tables compiled (pre-screen.ts): each rule's RegExps, its exceptions numbered
 * across the table, and the gate that tells which patterns could match a sentence.
 */
import type { ScreenFinding, ScreenKind, ScreenRule, ScreenRules } from '../schemas/compliance.ts';
import { LiteralGate } from './literal-gate.ts';
import { requiredLiterals } from './pattern-literals.ts';

export interface CompiledRule {
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

/** A table as the screen runs it: its rules compiled, and its gate. */
export interface CompiledTable {
  rules: CompiledRule[];
  /**
   * Which patterns could match a sentence (literal-gate.ts); a pattern's number is its place
   * among the patterns of the table's rules, in order.
   */
  gate: LiteralGate;
  /** How many distinct exception phrases the rules hold (their numbers run from 0). */
  exceptionCount: number;
}

const compiledCache = new WeakMap<ScreenRules, CompiledTable>();

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
function exceptionNumbering(): ((source: string) => number) & { count: () => number } {
  const numbers = new Map<string, number>();
  const numberOf = (source: string) => {
    let number = numbers.get(source);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(source, number);
    }
    return number;
  };
  return Object.assign(numberOf, { count: () => numbers.size });
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

export function compile(rules: ScreenRules): CompiledTable {
  const cached = compiledCache.get(rules);
  if (cached) return cached;
  const exceptionNumber = exceptionNumbering();
  const compiledRules = rules.rules.map((rule) => compileRule(rule, exceptionNumber));
  const compiled = {
    rules: compiledRules,
    gate: new LiteralGate(
      compiledRules.flatMap((rule) =>
        rule.patterns.map((pattern) => requiredLiterals(pattern.source, pattern.flags)),
      ),
    ),
    exceptionCount: exceptionNumber.count(),
  };
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
