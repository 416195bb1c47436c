import { Worker } from 'node:worker_threads';
import { compileScreenRule, termsPattern, type ScreenRule } from '@kizuki/shared';
import type { FieldIssue } from '@kizuki/shared';

/** What is wrong with a rule, for the client to word in the admin's language. */
type RuleIssueCode = 'invalidPattern' | 'slowPattern' | 'patternMemory' | 'slowTable';
export type RuleIssue = FieldIssue & { code: RuleIssueCode };
import { ruleKey } from './screen-rules.repository.ts';

/**
 * Rules are data an admin writes (issue 19), and every screen and submit of the unit runs them on
 * the event loop: a pattern that backtracks without end would stop the process. JavaScript cannot
 * interrupt a RegExp, so a table is checked before it is saved, in a worker thread that can be
 * terminated: every pattern and exception is run over adversarial texts built from its own
 * characters and words (what makes a pattern backtrack is text it almost matches), and a rule
 * whose run is not over by the deadline is refused, named by its field. The built-in table passes
 * with a wide margin (docs/compliance.md); what it cannot prove is that no other text is slow
 * (docs/security.md, "Rules an admin writes").
 */

/** How long one pattern's probes may take, all texts together. A safe one needs well under 100 ms. */
const RULE_PROBE_DEADLINE_MS = 1500;
/** The longest text a probe uses: the longest a request may screen. */
const PROBE_LENGTH = 4000;

interface ProbeSource {
  field: string;
  source: string;
  flags: string;
}

/** Every RegExp of a rule with the field that holds it, as the pre-screen compiles them. */
function sourcesOf(rule: ScreenRule, index: number): ProbeSource[] {
  const field = `body.rules.${index}`;
  const sources: ProbeSource[] = [];
  if (rule.pattern !== undefined) {
    sources.push({
      field: `${field}.pattern`,
      source: rule.pattern,
      flags: `g${rule.flags ?? ''}`,
    });
  }
  if (rule.terms && rule.terms.length > 0) {
    sources.push({ field: `${field}.terms`, source: termsPattern(rule.terms), flags: 'giu' });
  }
  (rule.exceptions ?? []).forEach((source, exception) =>
    sources.push({ field: `${field}.exceptions.${exception}`, source, flags: 'iu' }),
  );
  return sources;
}

/**
 * What a probe text is made of: a prefix, then a seed repeated to the request's length, alone and
 * followed by a character that fails. What makes a pattern backtrack is text it almost matches, so
 * the seeds are the pattern's own characters and words and what field notes contain, and the
 * prefixes the pattern's words (a slow group behind a literal, `TEL(\d+-?)+x`, needs its literal
 * first).
 */
function probeSeeds(source: string): [prefix: string, seed: string][] {
  const literal = source.replace(/\\[pPuxk]\{?[^}\s]*\}?|\\./g, ' ');
  const characters = new Set<string>();
  for (const char of literal) if (/\S/u.test(char)) characters.add(char);
  const words = [...new Set(literal.match(/[\p{L}\p{N}]{2,12}/gu) ?? [])];
  const common = ['a', 'A', '1', ' ', '-', '.', 'あ', 'ア', '亜', '@', 'a1', 'a ', '1-', 'Dr. a'];
  const fillers = ['1', 'a', ' ', 'あ', '亜', '-', '1-', 'a '];
  return [
    ...[...characters].slice(0, 60).map((seed): [string, string] => ['', seed]),
    ...words.slice(0, 60).flatMap((word): [string, string][] => [
      ['', word],
      ['', `${word} `],
    ]),
    ...common.map((seed): [string, string] => ['', seed]),
    ...words
      .slice(0, 20)
      .flatMap((word) => fillers.map((filler): [string, string] => [word, filler])),
  ];
}

/**
 * The probe, run in the worker: each source over its texts, reporting which source it starts.
 */
const PROBE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { length, probes } = workerData;
for (let index = 0; index < probes.length; index++) {
  parentPort.postMessage(index);
  const { source, flags, seeds } = probes[index];
  const pattern = new RegExp(source, flags);
  for (const [prefix, seed] of seeds) {
    const body = seed.repeat(Math.ceil(length / seed.length)).slice(0, length - prefix.length - 1);
    for (const text of [prefix + body, prefix + body + '\\u0001']) {
      pattern.lastIndex = 0;
      if (pattern.global) {
        for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
          if (m[0].length === 0) pattern.lastIndex++;
        }
      } else {
        pattern.test(text);
      }
    }
  }
}
parentPort.postMessage('done');
`;

/**
 * The problems of a table an admin wants to save or try, each naming its field: a pattern or
 * exception that is not a valid RegExp, and one that does not finish its probes in time. Empty:
 * safe to run.
 */
export async function checkRuleSafety(
  rules: readonly ScreenRule[],
  { trusted = [] }: { trusted?: readonly ScreenRule[] } = {},
): Promise<RuleIssue[]> {
  const issues: RuleIssue[] = [];
  const probes: (ProbeSource & { seeds: [string, string][] })[] = [];
  // A rule exactly as in a table already in force passed this check when it was saved (or ships
  // with the product): only new and changed rules are probed.
  const known = new Set(trusted.map(ruleKey));
  const probed: string[] = [];
  rules.forEach((rule, index) => {
    const key = ruleKey(rule);
    if (known.has(key) || passed.has(key)) return;
    probed.push(key);
    for (const one of sourcesOf(rule, index)) {
      try {
        new RegExp(one.source, [...new Set(one.flags)].join(''));
      } catch (error) {
        issues.push({
          field: one.field,
          code: 'invalidPattern',
          message: `is not a valid pattern: ${(error as Error).message}`,
        });
        continue;
      }
      probes.push({
        ...one,
        flags: [...new Set(one.flags)].join(''),
        seeds: probeSeeds(one.source),
      });
    }
    if (!issues.some((issue) => issue.field.startsWith(`body.rules.${index}.`))) {
      compileScreenRule(rule);
    }
  });
  if (issues.length > 0 || probes.length === 0) return issues;
  // One probe at a time in a process: each may take seconds and a worker of its own.
  const outcome = await (probeQueue = probeQueue.then(
    () => runProbes(probes),
    () => runProbes(probes),
  ));
  if (outcome.kind === 'safe') {
    if (passed.size > 1000) passed.clear();
    for (const key of probed) passed.add(key);
  }
  if (outcome.kind === 'slow') {
    issues.push({
      field: outcome.probe.field,
      code: 'slowPattern',
      message: `takes too long on some texts (over ${RULE_PROBE_DEADLINE_MS} ms on a ${PROBE_LENGTH}-character text); bound its repetitions, e.g. .{0,20} instead of .*`,
    });
  } else if (outcome.kind === 'failed') {
    issues.push({
      field: outcome.probe?.field ?? 'body.rules',
      code: 'patternMemory',
      message: 'could not be run on a long text (it needs too much memory)',
    });
  } else if (outcome.kind === 'tableTooSlow') {
    issues.push({
      field: 'body.rules',
      code: 'slowTable',
      message: `the table takes over ${TABLE_PROBE_DEADLINE_MS / 1000} s to check; bound the repetitions of its patterns`,
    });
  }
  return issues;
}

/** Rules that passed the probe in this process: the test bench tries them again and again. */
const passed = new Set<string>();
let probeQueue: Promise<unknown> = Promise.resolve();

/** How long a whole table's probes may take (the built-in table: about 3 s on 2 busy cores). */
const TABLE_PROBE_DEADLINE_MS = 30_000;

type ProbeOutcome =
  | { kind: 'safe' }
  | { kind: 'slow'; probe: ProbeSource }
  | { kind: 'failed'; probe: ProbeSource | null }
  | { kind: 'tableTooSlow' };

/** Runs the probes in a worker until they are done, one outlasts its deadline, or one fails. */
function runProbes(probes: (ProbeSource & { seeds: [string, string][] })[]): Promise<ProbeOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(PROBE_WORKER, {
      eval: true,
      workerData: {
        length: PROBE_LENGTH,
        probes: probes.map(({ source, flags, seeds }) => ({ source, flags, seeds })),
      },
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    });
    let current = -1;
    let probeTimer: NodeJS.Timeout | undefined;
    const tableTimer = setTimeout(() => finish({ kind: 'tableTooSlow' }), TABLE_PROBE_DEADLINE_MS);
    let settled = false;
    const finish = (outcome: ProbeOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(probeTimer);
      clearTimeout(tableTimer);
      void worker.terminate();
      resolve(outcome);
    };
    worker.on('message', (message: number | 'done') => {
      if (message === 'done') return finish({ kind: 'safe' });
      current = message;
      clearTimeout(probeTimer);
      const probe = probes[current]!;
      probeTimer = setTimeout(() => finish({ kind: 'slow', probe }), RULE_PROBE_DEADLINE_MS);
    });
    worker.on('error', () => finish({ kind: 'failed', probe: probes[current] ?? null }));
  });
}
