import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_SCREEN_RULES,
  findingsThatBlock,
  type BusinessUnit,
  type ComplianceRefusalDetails,
  type ScreenFinding,
  type ScreenKind,
  type ScreenRules,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../plugins/errors.ts';
import { ruleKey, rulesInForce, type RulesInForce } from './screen-rules.repository.ts';
import {
  createScreenPool,
  ScreenQueueFullError,
  ScreenTimeoutError,
  ScreenWorkerLostError,
  type ScreenLane,
  type ScreenPool,
  type ScreenPoolSettings,
  type ScreenResult,
} from './screen-pool.ts';
import type { ScreenTables } from './screen-worker.ts';

/** The language a finding's message is worded in. */
type ScreenLanguage = 'ja' | 'en';

/**
 * What a screen needs of the request it runs for: where to log, the reader's language, and the
 * worker threads that run the screen.
 */
export interface ScreenContext {
  log: FastifyBaseLogger;
  lang: ScreenLanguage;
  pool: ScreenPool;
  /**
   * The signed-in user's id: their screens share what the pre-screen remembered of their
   * sentences (the composer sends the whole text again at every pause), and nobody else's do.
   */
  owner?: string;
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
    owner: request.currentUser ? String(request.currentUser.id) : undefined,
  };
}

/**
 * Why a screen ran: a client asked (a composer as the writer types, a reviewer's or an admin's
 * view), the admins' test bench on rules being edited, a submission, an approval.
 */
export type ScreenOccasion = 'asked' | 'bench' | 'submit' | 'approve';

/**
 * Logs what the pre-screen found (issue 19): the table's version and the event model's, where it
 * ran, the id of each rule that fired; never the text, the spans or the messages (a log is read
 * by more people than the data).
 */
export function logFindings(
  log: FastifyBaseLogger,
  entry: {
    unit: BusinessUnit;
    kind: ScreenKind;
    occasion: ScreenOccasion;
    inForce: RulesInForce;
    findings: readonly ScreenFinding[];
  } & Pick<ScreenResult, 'eventModel'>,
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
        eventModel: entry.eventModel,
        ruleIds: [...new Set(entry.findings.map((finding) => finding.ruleId))],
        findings: entry.findings.length,
      },
    },
    'pre-screen findings',
  );
}

/** The rules the product ships, as rules: a rule exactly like one of them is trusted. */
const BUILT_IN_KEYS = new Set(DEFAULT_SCREEN_RULES.rules.map(ruleKey));

/** A table as the workers run it, and the key they keep it by. */
const splits = new WeakMap<ScreenRules, { tables: ScreenTables; key: string }>();

function splitTable(table: ScreenRules) {
  let split = splits.get(table);
  if (!split) {
    const trusted = table.rules.filter((rule) => BUILT_IN_KEYS.has(ruleKey(rule)));
    const untrusted = table.rules.filter((rule) => !BUILT_IN_KEYS.has(ruleKey(rule)));
    split = {
      tables: {
        trusted: { version: table.version, rules: trusted },
        untrusted: untrusted.length > 0 ? { version: table.version, rules: untrusted } : null,
      },
      key: createHash('sha256')
        .update(JSON.stringify([trusted.map(ruleKey), untrusted.map(ruleKey)]))
        .digest('hex'),
    };
    splits.set(table, split);
  }
  return split;
}

/** The queue a screen waits in: a write's screen before those asked as the writer types. */
const laneOf = (occasion: ScreenOccasion): ScreenLane =>
  occasion === 'submit' || occasion === 'approve' ? 'write' : 'asked';

/**
 * A table over a text in a worker of the screen pool (screen-pool.ts): the rules the product ships
 * with the event model, and the rules an admin wrote under a deadline (ScreenTimeoutError past it:
 * the caller fails closed); ScreenQueueFullError when the queue for `occasion` is full.
 */
export async function runScreen(
  inForce: Pick<RulesInForce, 'table'>,
  input: { text: string; kind: ScreenKind },
  context: Pick<ScreenContext, 'lang' | 'pool' | 'owner'>,
  { trace = false, occasion = 'asked' }: { trace?: boolean; occasion?: ScreenOccasion } = {},
): Promise<ScreenResult> {
  const { tables, key } = splitTable(inForce.table);
  return context.pool.screen({
    tableKey: key,
    tables,
    text: input.text,
    kind: input.kind,
    lang: context.lang,
    trace,
    lane: laneOf(occasion),
    owner: context.owner,
  });
}

/**
 * 503 `serviceUnavailable` with Retry-After (registerScreenPool's hook sets the header): every
 * worker is busy and the queue is full. Nothing was written; the composer shows the check as
 * unavailable, the outbox sends a submission again later.
 */
class ScreenBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      503,
      'serviceUnavailable',
      `the compliance pre-screen is busy; retry after ${retryAfterSeconds} s`,
    );
  }
}

/** The pool's refusal, or a worker lost under the screen, as the answer; any other error as it is. */
export function answerOfPoolError(error: unknown): unknown {
  if (error instanceof ScreenQueueFullError) return new ScreenBusyError(error.retryAfterSeconds);
  if (error instanceof ScreenWorkerLostError) return new ScreenBusyError(1);
  return error;
}

/**
 * A route's onRequest hook: refuses at once, before the body is read, while the pool's queue for
 * screens asked as the writer types is full. When the pool is saturated most requests are
 * refused, and each refusal must cost the event loop as little as possible.
 */
export async function refuseWhileSaturated(request: FastifyRequest): Promise<void> {
  try {
    request.server.screenPool.assertRoom('asked');
  } catch (error) {
    throw answerOfPoolError(error);
  }
}

/**
 * Two pools behind one: the units on the product's rules alone share `settings`' workers, and the
 * units whose tables hold rules an admin wrote have one worker of their own. A rule that runs into
 * its deadline then delays only the screens of units with rules of their own, never the others'
 * (as when the built-in rules ran on the event loop, before issue 41). The refusals before the
 * body and the figures are the shared pool's, where nearly every screen runs.
 */
function createAppScreenPool(settings: ScreenPoolSettings): ScreenPool {
  const shipped = createScreenPool(settings);
  const written = createScreenPool({ ...settings, workers: 1 });
  return {
    ...shipped,
    screen: (request) => (request.tables.untrusted ? written : shipped).screen(request),
    close: async () => {
      await Promise.all([shipped.close(), written.close()]);
    },
  };
}

/**
 * The app's screen pool (app.screenPool), closed with the app, and the Retry-After header of its
 * refusals on every route that screens (a hook on the root: the refusal may come from any write).
 */
export function registerScreenPool(app: FastifyInstance, settings: ScreenPoolSettings = {}) {
  const pool = createAppScreenPool(settings);
  app.decorate('screenPool', pool);
  if (settings.startEarly) app.addHook('onReady', async () => pool.warm());
  app.addHook('onClose', () => pool.close());
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ScreenBusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
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
  let result: ScreenResult;
  try {
    result = await runScreen(inForce, input, context, { occasion: input.occasion });
  } catch (error) {
    if (!(error instanceof ScreenTimeoutError)) throw answerOfPoolError(error);
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
    ...result,
  });
  return result.findings;
}

/**
 * 400 `complianceFindings`: the server's own screen found what stops this text (an identifier;
 * a possible adverse event outside the safety-case form). `details` names the field and carries
 * the findings, so a client that skipped the screen can still show them.
 */
function complianceFindings(field: string, findings: ScreenFinding[]): AppError {
  const types = [...new Set(findings.map((finding) => finding.type))].join(' and ');
  return new AppError(
    400,
    'complianceFindings',
    `${field}: the compliance pre-screen found ${findings.length} possible ${types} finding(s); remove them first`,
    { field, findings } satisfies ComplianceRefusalDetails,
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
