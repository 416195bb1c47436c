/*
 * The pre-screen's gate (pre-screen.ts, literal-gate.ts): which of a table's patterns could match a sentence at
 * all, found in one pass over the sentence, so that most patterns are not run on most sentences.
 * Each pattern is read once for the literal strings any match of it must contain (the way RE2's
 * prefilter and Hyperscan's literal matching do); a pattern whose literals are absent from a
 * sentence cannot match there. The reading is conservative: whatever it does not understand
 * (a class, a wildcard, an optional part, a group with modifiers) requires nothing, so a pattern
 * with no such strings is always run. Findings are the same with the gate and without it; the
 * tests compare them over the corpus.
 */

/** What a part of a pattern can match, as far as literal strings go. */
interface Literals {
  /** Every string the part can match, when they are few and known; null otherwise. */
  exact: string[] | null;
  /** Strings one of which every match of the part contains; null when there are none known. */
  required: string[] | null;
}

/** A cross product of exact strings larger than this is not kept (it would only slow the gate). */
const MAX_EXACT = 64;
/** A required set larger than this is not kept (a vocabulary of a few hundred words is fine). */
const MAX_REQUIRED = 4000;

const ANY: Literals = { exact: null, required: null };
/** A part that matches the empty string only (an anchor, a lookaround, \b). */
const EMPTY: Literals = { exact: [''], required: null };
const literal = (text: string): Literals => ({ exact: [text], required: null });

/** The better of two required sets: longer shortest string first, then fewer strings. */
function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!a || a.some((s) => s === '')) return b && !b.some((s) => s === '') ? b : null;
  if (!b || b.some((s) => s === '')) return a;
  const shortest = (set: string[]) => Math.min(...set.map((s) => s.length));
  const byLength = shortest(a) - shortest(b);
  if (byLength !== 0) return byLength > 0 ? a : b;
  return a.length <= b.length ? a : b;
}

const requiredOf = (part: Literals) => part.required ?? part.exact;

function sequence(parts: Literals[]): Literals {
  let best: string[] | null = null;
  let run: string[] | null = [''];
  let allExact = true;
  for (const part of parts) {
    if (part.exact && run && run.length * part.exact.length <= MAX_EXACT) {
      run = run.flatMap((head) => part.exact!.map((tail) => head + tail));
      continue;
    }
    allExact = false;
    best = better(best, run);
    best = better(best, requiredOf(part));
    run = part.exact ? [...part.exact] : [''];
  }
  best = better(best, run);
  return { exact: allExact ? run : null, required: best };
}

function alternation(choices: Literals[]): Literals {
  const exact = choices.every((c) => c.exact)
    ? [...new Set(choices.flatMap((c) => c.exact!))]
    : null;
  const sets = choices.map(requiredOf);
  const required =
    sets.every((set) => set && !set.some((s) => s === '')) && sets.flat().length <= MAX_REQUIRED
      ? [...new Set(sets.flat() as string[])]
      : null;
  return { exact: exact && exact.length <= MAX_EXACT ? exact : null, required };
}

/** Reads a RegExp source (its syntax already checked by `new RegExp`) for its literals. */
class PatternReader {
  private at = 0;
  constructor(
    private readonly source: string,
    /** Under the u flag \u{…} is a code point; without it, "u" repeated. */
    private readonly unicode: boolean,
  ) {}

  read(): Literals {
    const result = this.alternation();
    return this.at === this.source.length ? result : ANY;
  }

  private alternation(): Literals {
    const choices = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      choices.push(this.sequence());
    }
    return choices.length === 1 ? choices[0]! : alternation(choices);
  }

  private sequence(): Literals {
    const parts: Literals[] = [];
    while (this.at < this.source.length && !'|)'.includes(this.source[this.at]!)) {
      parts.push(this.quantified(this.atom()));
    }
    return sequence(parts);
  }

  private quantified(part: Literals): Literals {
    const rest = this.source.slice(this.at);
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(rest);
    let min: number;
    let max: number;
    if ('*+?'.includes(rest[0] ?? '_')) {
      min = rest[0] === '+' ? 1 : 0;
      max = rest[0] === '?' ? 1 : Infinity;
      this.at++;
    } else if (braces) {
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
      this.at += braces[0].length;
    } else {
      return part;
    }
    if (this.source[this.at] === '?') this.at++; // lazy
    if (min === 0) return ANY;
    return { exact: min === 1 && max === 1 ? part.exact : null, required: requiredOf(part) };
  }

  private atom(): Literals {
    const char = this.source[this.at]!;
    this.at++;
    switch (char) {
      case '(':
        return this.group();
      case '[':
        this.skipClass();
        return ANY;
      case '.':
        return ANY;
      case '^':
      case '$':
        return EMPTY;
      case '\\':
        return this.escape();
      default: {
        // A code point whole (a surrogate pair is one character under the u flag).
        const codePoint = this.source.codePointAt(this.at - 1)!;
        if (codePoint > 0xffff) this.at++;
        return literal(String.fromCodePoint(codePoint));
      }
    }
  }

  private group(): Literals {
    const rest = this.source.slice(this.at);
    let kind: 'capture' | 'look' | 'modifiers' = 'capture';
    if (rest.startsWith('?:')) this.at += 2;
    else if (/^\?<?[=!]/.test(rest)) {
      kind = 'look';
      this.at += rest[1] === '<' ? 3 : 2;
    } else if (rest.startsWith('?<')) this.at = this.source.indexOf('>', this.at) + 1;
    else if (rest.startsWith('?')) {
      kind = 'modifiers';
      this.at = this.source.indexOf(':', this.at) + 1;
    }
    const inner = this.alternation();
    this.at++; // ')'
    // A lookaround matches no characters of its own; a group with modifiers (?i:) may change how
    // its letters match, so it requires nothing.
    return kind === 'look' ? EMPTY : kind === 'modifiers' ? ANY : inner;
  }

  private skipClass(): void {
    if (this.source[this.at] === '^') this.at++;
    if (this.source[this.at] === ']') {
      this.at++;
      return;
    }
    while (this.at < this.source.length && this.source[this.at] !== ']') {
      this.at += this.source[this.at] === '\\' ? 2 : 1;
    }
    this.at++;
  }

  private escape(): Literals {
    const char = this.source[this.at]!;
    this.at++;
    const hex = (length: number) => {
      const digits = this.source.slice(this.at, this.at + length);
      // Without the u flag, \x or \u not followed by its hex digits is the letter itself.
      if (!new RegExp(`^[0-9A-Fa-f]{${length}}$`).test(digits)) return literal(char);
      this.at += length;
      const unit = Number.parseInt(digits, 16);
      const low = /^\\u([dD][c-fC-F][0-9A-Fa-f]{2})/.exec(this.source.slice(this.at));
      if (this.unicode && unit >= 0xd800 && unit <= 0xdbff && low) {
        // Under u an escaped surrogate pair is one character (a quantifier takes both halves).
        this.at += 6;
        return literal(String.fromCharCode(unit, Number.parseInt(low[1]!, 16)));
      }
      return literal(String.fromCharCode(unit));
    };
    if ('bB'.includes(char)) return EMPTY;
    if ('dDwWsS'.includes(char)) return ANY;
    if ('pP'.includes(char) && this.source[this.at] === '{') {
      this.at = this.source.indexOf('}', this.at) + 1;
      return ANY;
    }
    if (char === 'k' && this.source[this.at] === '<') {
      this.at = this.source.indexOf('>', this.at) + 1;
      return ANY;
    }
    const controls: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };
    if (controls[char] !== undefined) return literal(controls[char]);
    if (char === '0' && !/[0-9]/.test(this.source[this.at] ?? '')) return literal('\0');
    // \c with its letter (a control character), an octal escape (\012 without the u flag): rare,
    // and read as requiring nothing (the letter or digits after it are read with it).
    if (char === 'c') {
      if (/[A-Za-z]/.test(this.source[this.at] ?? '')) this.at++;
      return ANY;
    }
    if (/[0-9]/.test(char) && (char !== '0' || /[0-9]/.test(this.source[this.at] ?? ''))) {
      while (/[0-9]/.test(this.source[this.at] ?? '')) this.at++;
      return ANY;
    }
    if (char === 'x') return hex(2);
    if (char === 'u' && this.source[this.at] === '{') {
      if (!this.unicode) return ANY;
      const end = this.source.indexOf('}', this.at);
      const code = Number.parseInt(this.source.slice(this.at + 1, end), 16);
      this.at = end + 1;
      return literal(String.fromCodePoint(code));
    }
    if (char === 'u') return hex(4);
    return literal(char);
  }
}

/** Lower-cases ASCII letters only: the gate's own folding, the same for patterns and text. */
export const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());

/** A letter beyond ASCII with a case: a case-insensitive pattern's literal holding one is dropped. */
const casedBeyondAscii = (char: string) =>
  char.charCodeAt(0) > 0x7f && char.toLowerCase() !== char.toUpperCase();

/**
 * The strings (ASCII lower-cased) one of which every match of `source` must contain, or null when
 * none are known. The text the gate reads is NFKC-normalised (no Kelvin sign or long s, which a
 * case-insensitive ASCII letter would also match).
 */
export function requiredLiterals(source: string, flags: string): string[] | null {
  let set: string[] | null;
  try {
    set = requiredOf(new PatternReader(source, flags.includes('u')).read());
  } catch {
    // A source the reader misreads: the pattern is always run, never skipped.
    return null;
  }
  if (!set || set.length === 0 || set.some((s) => s === '')) return null;
  if (flags.includes('i')) {
    if (set.some((string) => [...string].some(casedBeyondAscii))) return null;
  }
  return [...new Set(set.map(foldAscii))];
}
