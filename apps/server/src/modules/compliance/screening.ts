import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  findingsThatBlock,
  preScreen,
  type BusinessUnit,
  type ScreenFinding,
  type ScreenKind,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../plugins/errors.ts';
import { rulesInForce, type RulesInForce } from './screen-rules.repository.ts';

/** The language a finding's message is worded in. */
export type ScreenLanguage = 'ja' | 'en';

/** What a screen needs of the request it runs for: where to log, and the reader's language. */
export interface ScreenContext {
  log: FastifyBaseLogger;
  lang: ScreenLanguage;
}

/**
 * The request's log and language: English when the first language the client prefers is English
 * (the web app sends the language the user chose), otherwise Japanese, the default (SPEC.md).
 */
export function screenContextOf(request: FastifyRequest): ScreenContext {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return { log: request.log, lang: first.startsWith('en') ? 'en' : 'ja' };
}

/** Where a screen ran: as the writer typed (the composer asked) or when the text was submitted. */
export type ScreenOccasion = 'typing' | 'submit' | 'approve';

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

/** The unit's table in force over a text: its findings, logged. */
export async function screenText(
  db: Database,
  unit: BusinessUnit,
  input: { text: string; kind: ScreenKind; occasion: ScreenOccasion },
  context: ScreenContext,
): Promise<ScreenFinding[]> {
  const inForce = await rulesInForce(db, unit);
  const findings = preScreen(input.text, input.kind, inForce.table, context.lang);
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
