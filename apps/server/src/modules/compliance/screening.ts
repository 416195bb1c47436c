import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  DEFAULT_SCREEN_RULES,
  findingsThatBlock,
  preScreen,
  traceScreen,
  type BusinessUnit,
  type ScreenFinding,
  type ScreenKind,
  type ScreenRules,
  type SilencedMatch,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../plugins/errors.ts';
import { ruleKey, rulesInForce, type RulesInForce } from './screen-rules.repository.ts';
import { ScreenTimeoutError, type ScreenPool } from './screen-pool.ts';

/** The language a finding's message is worded in. */
export type ScreenLanguage = 'ja' | 'en';

/**
 * What a screen needs of the request it runs for: where to log, the reader's language, and the
 * worker that runs the rules an admin wrote.
 */
export interface ScreenContext {
  log: FastifyBaseLogger;
  lang: ScreenLanguage;
  pool: ScreenPool;
}

/**
 * The request's log and language: English when the first language the client prefers is English
 * (the web app sends the language the user chose), otherwise Japanese, the default (SPEC.md).
 */
export function screenContextOf(request: FastifyRequest): ScreenContext {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return {
    log: request.log,
    lang: first.startsWith('en') ? 'en' : 'ja',
    pool: request.server.screenPool,
  };
}

/**
 * Why a screen ran: a client asked (a composer as the writer types, a reviewer's or an admin's
 * view), the admins' test bench on rules being edited, a submission, an approval.
 */
export type ScreenOccasion = 'asked' | 'bench' | 'submit' | 'approve';

/**
 * Logs what the pre-screen found (issue 19): the table's version, where it ran and the id of
 * each rule that fired, never the text, the spans or the messages: a log is read by more people
 * than the data.
 */
export function logFindings(
  log: FastifyBaseLogger,
  entry: {
    unit: BusinessUnit;
    kind: ScreenKind;
    occasion: ScreenOccasion;
    inForce: RulesInForce;
    findings: readonly ScreenFinding[];
  },
): void {
  if (entry.findings.length === 0) return;
  log.info(
    {
      compliance: {
        unit: entry.unit,
        kind: entry.kind,
        occasion: entry.occasion,
        ruleTable: entry.inForce.builtIn ? 'built-in' : 'unit',
        ruleVersion: entry.inForce.table.version,
        ruleIds: [...new Set(entry.findings.map((finding) => finding.ruleId))],
        findings: entry.findings.length,
      },
    },
    'pre-screen findings',
  );
}

/** The rules the product ships, as rules: a rule exactly like one of them is trusted. */
const BUILT_IN_KEYS = new Set(DEFAULT_SCREEN_RULES.rules.map(ruleKey));

interface SplitTable {
  /** The rules exactly as the product ships them: run on the event loop. */
  trusted: ScreenRules;
  /** The rules an admin wrote or changed: run in the worker, under a deadline. */
  untrusted: ScreenRules | null;
  key: string;
}

const splits = new WeakMap<ScreenRules, SplitTable>();

function splitTable(table: ScreenRules): SplitTable {
  let split = splits.get(table);
  if (!split) {
    const trusted = table.rules.filter((rule) => BUILT_IN_KEYS.has(ruleKey(rule)));
    const untrusted = table.rules.filter((rule) => !BUILT_IN_KEYS.has(ruleKey(rule)));
    split = {
      trusted: { version: table.version, rules: trusted },
      untrusted: untrusted.length > 0 ? { version: table.version, rules: untrusted } : null,
      key: createHash('sha256').update(untrusted.map(ruleKey).join('\n')).digest('hex'),
    };
    splits.set(table, split);
  }
  return split;
}

/**
 * A table over a text: the rules the product ships on the event loop, the rules an admin wrote
 * in the worker thread under a deadline (ScreenTimeoutError past it: the caller fails closed).
 * With `trace`, also the matches an exception silenced (the test bench).
 */
export async function runScreen(
  inForce: Pick<RulesInForce, 'table'>,
  input: { text: string; kind: ScreenKind },
  context: Pick<ScreenContext, 'lang' | 'pool'>,
  { trace = false }: { trace?: boolean } = {},
): Promise<{ findings: ScreenFinding[]; silenced: SilencedMatch[] }> {
  const { trusted, untrusted, key } = splitTable(inForce.table);
  const here =
    trusted.rules.length === 0
      ? { findings: [], silenced: [] }
      : trace
        ? traceScreen(input.text, input.kind, trusted, context.lang)
        : { findings: preScreen(input.text, input.kind, trusted, context.lang), silenced: [] };
  if (!untrusted) return here;
  const there = await context.pool.screen({
    tableKey: key,
    table: untrusted,
    text: input.text,
    kind: input.kind,
    lang: context.lang,
    trace,
  });
  const byPlace = <T extends { start: number; end: number }>(a: T, b: T) =>
    a.start - b.start || a.end - b.end;
  return {
    findings: [...here.findings, ...there.findings].sort(byPlace),
    silenced: [...here.silenced, ...there.silenced].sort(byPlace),
  };
}

/**
 * The unit's table in force over a text: its findings, logged. Rules an admin wrote that do not
 * finish in time fail the screen closed: 503, and an error in the log naming the table (the
 * composer says the check is unavailable; nothing is submitted until an admin mends the rule).
 */
export async function screenText(
  db: Database,
  unit: BusinessUnit,
  input: { text: string; kind: ScreenKind; occasion: ScreenOccasion },
  context: ScreenContext,
): Promise<ScreenFinding[]> {
  const inForce = await rulesInForce(db, unit);
  let findings: ScreenFinding[];
  try {
    ({ findings } = await runScreen(inForce, input, context));
  } catch (error) {
    if (!(error instanceof ScreenTimeoutError)) throw error;
    context.log.error(
      {
        compliance: {
          unit,
          kind: input.kind,
          occasion: input.occasion,
          ruleTable: inForce.builtIn ? 'built-in' : 'unit',
          ruleVersion: inForce.table.version,
        },
      },
      'pre-screen rules an admin wrote did not finish in time',
    );
    throw new AppError(
      503,
      'serviceUnavailable',
      'the compliance pre-screen could not finish: a rule of your unit takes too long; an admin must change it',
    );
  }
  logFindings(context.log, {
    unit,
    kind: input.kind,
    occasion: input.occasion,
    inForce,
    findings,
  });
  return findings;
}

/**
 * 400 `complianceFindings`: the server's own screen found what stops this text (an identifier;
 * a possible adverse event outside the safety-case form). `details` names the field and carries
 * the findings, so a client that skipped the screen can still show them.
 */
export function complianceFindings(field: string, findings: ScreenFinding[]): AppError {
  const types = [...new Set(findings.map((finding) => finding.type))].join(' and ');
  return new AppError(
    400,
    'complianceFindings',
    `${field}: the compliance pre-screen found ${findings.length} possible ${types} finding(s); remove them first`,
    { field, findings },
  );
}

/**
 * The check at submit, wherever text is submitted (the submission service, an approval, a
 * rejection's reason, an inquiry's question, a safety case): screens the text with the unit's
 * table and refuses it when a finding of a type that blocks this kind remains.
 */
export async function refuseScreenFindings(
  db: Database,
  unit: BusinessUnit,
  input: { text: string; kind: ScreenKind; field: string; occasion?: ScreenOccasion },
  context: ScreenContext,
): Promise<void> {
  const findings = await screenText(
    db,
    unit,
    { text: input.text, kind: input.kind, occasion: input.occasion ?? 'submit' },
    context,
  );
  const blocking = findingsThatBlock(input.kind, findings);
  if (blocking.length > 0) throw complianceFindings(input.field, blocking);
}
