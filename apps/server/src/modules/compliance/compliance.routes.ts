import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSafetyCaseBodySchema,
  DEFAULT_SCREEN_RULES,
  ScreenRulesSchema,
  IdParamsSchema,
  SafetyCaseSchema,
  SafetyContactsSchema,
  SaveSafetyContactsBodySchema,
  SaveScreenRulesBodySchema,
  ScreenRequestSchema,
  ScreenResponseSchema,
  ScreenRulesResponseSchema,
  TestBenchBodySchema,
  TestBenchResponseSchema,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { errorResponses, validationErrors } from '../../plugins/errors.ts';
import { idempotentWrite } from '../../plugins/idempotency.ts';
import { requireAdmin, requireUser } from '../users/current-user.ts';
import { checkRuleSafety } from '../screening/rule-safety.ts';
import { createSafetyCase, safetyCaseVisibleTo } from './safety-cases.service.ts';
import {
  forgetRulesInForce,
  presentRules,
  rulesInForce,
  safetyContactsOf,
  saveRules,
  saveSafetyContacts,
} from '../screening/screen-rules.repository.ts';
import {
  answerOfPoolError,
  logFindings,
  refuseWhileSaturated,
  runScreen,
  screenContextOf,
  screenText,
} from '../screening/screening.ts';
import { ScreenTimeoutError } from '../screening/screen-pool.ts';

const LANGUAGE_NOTE =
  'Messages are in English when the Accept-Language header prefers English, otherwise in Japanese.';

/** The pre-screen as the writer types, and safety cases: any signed-in user (issue 19). */
export const complianceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/compliance/screen',
    {
      // It writes nothing and runs on every pause in typing: counted apart from writes.
      config: { writesNothing: true },
      onRequest: refuseWhileSaturated,
      schema: {
        tags: ['compliance'],
        summary: 'Screen a text being written for possible adverse events and identifiers',
        description: `The unit's rules in force over the NFKC-normalised text; each finding's start and end are UTF-16 offsets of the text as sent (end exclusive). The same screen runs again when the text is submitted, which refuses it (400 complianceFindings) while a finding remains. Each finding is logged with the rule table's version and the rule id, never with the text. 503 serviceUnavailable with Retry-After (seconds) when the screen's workers are saturated and its queue is full, or when a rule of the unit's own does not finish in time. ${LANGUAGE_NOTE}`,
        body: ScreenRequestSchema,
        response: { 200: ScreenResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const findings = await screenText(
        db,
        user.unit,
        { ...request.body, occasion: 'asked' },
        screenContextOf(request),
      );
      return { findings };
    },
  );

  app.post(
    '/safety-cases',
    {
      schema: {
        tags: ['compliance'],
        summary: 'Report a possible adverse event to the safety department',
        description:
          'Minimal data, no identifiers (400 complianceFindings naming the field). learntAt is day 0 (default now; not in the future, not over a year ago). Each of the unit’s safety contacts (its admins when it names none; 409 noSafetyContact when it has neither) gets a safety-case task due the next Tokyo working day and a notice with its push at once. Send an Idempotency-Key header to make a retry safe.',
        body: CreateSafetyCaseBodySchema,
        response: { 201: SafetyCaseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await idempotentWrite(db, request, user.id, async (tx) => ({
        statusCode: 201,
        body: await createSafetyCase(tx, user, request.body, new Date(), screenContextOf(request)),
      }));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.body);
    },
  );

  app.get(
    '/safety-cases/:id',
    {
      schema: {
        tags: ['compliance'],
        summary: 'A safety case, to its reporter and the contacts it was sent to',
        params: IdParamsSchema,
        response: { 200: SafetyCaseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => safetyCaseVisibleTo(db, requireUser(request), request.params.id),
  );
};

/**
 * A rules table as JSON: the built-in one is about 750 KB in rules v16 (issue 43: each rule
 * carries its exception phrases in full), over the 256 KiB a request may send; an admin saves it
 * whole and tries a draft of it on the test bench. These two routes take more (as the imports'
 * route does), and refuse a caller who is not an admin before reading the body.
 */
const RULES_BODY_LIMIT_BYTES = 1024 * 1024;

/** The rules, their test bench and the safety contacts: admins of the unit (the admin scope). */
export const complianceRulesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/compliance/rules',
    {
      schema: {
        tags: ['compliance'],
        summary: 'The unit’s pre-screen rules in force (admins)',
        description: 'The built-in table until an admin of the unit saves one (builtIn: true).',
        response: { 200: ScreenRulesResponseSchema, ...errorResponses(401, 403) },
      },
      config: { adminAction: 'read the pre-screen rules' },
    },
    async (request) =>
      presentRules(await rulesInForce(db, requireUser(request).unit, { fresh: true })),
  );

  app.get(
    '/compliance/rules/built-in',
    {
      schema: {
        tags: ['compliance'],
        summary: 'The pre-screen rules the product ships (admins), to start again from',
        description: 'Saving them (PUT /api/compliance/rules) makes them the unit’s next version.',
        response: { 200: ScreenRulesSchema, ...errorResponses(401, 403) },
      },
      config: { adminAction: 'read the pre-screen rules' },
    },
    async () => DEFAULT_SCREEN_RULES,
  );

  app.put(
    '/compliance/rules',
    {
      bodyLimit: RULES_BODY_LIMIT_BYTES,
      // Before the body is read: only an admin may send one this large.
      onRequest: requireAdmin,
      schema: {
        tags: ['compliance'],
        summary: 'Save a new version of the unit’s pre-screen rules (admins)',
        description:
          'Over the version in force only (baseVersion; otherwise 409 conflict). Every pattern, term list and exception of a changed or new rule must compile and finish a probe over adversarial texts in time (400 naming the field). The same rules as in force save nothing and answer the table unchanged. The save is in the audit trail with the rule ids added, changed and removed.',
        body: SaveScreenRulesBodySchema,
        response: { 200: ScreenRulesResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
      config: { adminAction: 'change the pre-screen rules' },
    },
    async (request) => {
      const admin = requireUser(request);
      const current = await rulesInForce(db, admin.unit, { fresh: true });
      const issues = await checkRuleSafety(request.body.rules, { trusted: current.table.rules });
      if (issues.length > 0) throw validationErrors(issues);
      const { inForce } = await db.transaction((tx) => saveRules(tx, admin, request.body));
      // In force at once for this process's screens; the others' within RULES_RECHECK_MS.
      forgetRulesInForce(db, admin.unit);
      return presentRules(inForce);
    },
  );

  app.post(
    '/compliance/test-bench',
    {
      bodyLimit: RULES_BODY_LIMIT_BYTES,
      // Before the body is read: only an admin may send one this large.
      onRequest: requireAdmin,
      config: { adminAction: 'use the pre-screen test bench', writesNothing: true },
      schema: {
        tags: ['compliance'],
        summary: 'Which rule fires on a sample text and why (admins)',
        description: `The rules in force, or the rules being edited (\`rules\`, checked as a save checks them, 400 naming the field): each finding with the text it matched, and each match an exception phrase silenced with that exception. Nothing is stored; findings are logged as a screen's are. ${LANGUAGE_NOTE}`,
        body: TestBenchBodySchema,
        response: { 200: TestBenchResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      const { text, kind, rules } = request.body;
      const current = await rulesInForce(db, admin.unit, { fresh: true });
      if (rules) {
        const issues = await checkRuleSafety(rules, { trusted: current.table.rules });
        if (issues.length > 0) throw validationErrors(issues);
      }
      const table = rules ? { version: current.table.version, rules } : current.table;
      const context = screenContextOf(request);
      let traced: Awaited<ReturnType<typeof runScreen>>;
      try {
        traced = await runScreen({ table }, { text, kind }, context, {
          trace: true,
          occasion: 'bench',
        });
      } catch (error) {
        if (!(error instanceof ScreenTimeoutError)) throw answerOfPoolError(error);
        throw validationErrors([
          {
            field: 'body.rules',
            code: 'slowOnText',
            message: 'a rule takes too long on this text',
          },
        ]);
      }
      logFindings(context.log, {
        unit: admin.unit,
        kind,
        occasion: rules ? 'bench' : 'asked',
        inForce: rules ? { ...current, builtIn: false } : current,
        findings: traced.findings,
        eventModel: traced.eventModel,
      });
      const matched = (one: { start: number; end: number }) => text.slice(one.start, one.end);
      return {
        version: rules ? null : current.table.version,
        findings: traced.findings.map((finding) => ({ ...finding, matched: matched(finding) })),
        silenced: traced.silenced.map((one) => ({ ...one, matched: matched(one) })),
      };
    },
  );

  app.get(
    '/compliance/safety-contacts',
    {
      schema: {
        tags: ['compliance'],
        summary: 'The unit’s safety contacts (admins)',
        response: { 200: SafetyContactsSchema, ...errorResponses(401, 403) },
      },
      config: { adminAction: 'read the safety contacts' },
    },
    async (request) => safetyContactsOf(db, requireUser(request).unit),
  );

  app.put(
    '/compliance/safety-contacts',
    {
      schema: {
        tags: ['compliance'],
        summary: 'Name the unit’s safety contacts: exactly these users (admins)',
        description:
          'They receive the unit’s safety cases and reports of a possible adverse event. Each id must be a user of the unit (400 naming it). The change is in the audit trail.',
        body: SaveSafetyContactsBodySchema,
        response: { 200: SafetyContactsSchema, ...errorResponses(400, 401, 403) },
      },
      config: { adminAction: 'name the safety contacts' },
    },
    async (request) => {
      const admin = requireUser(request);
      return db.transaction((tx) => saveSafetyContacts(tx, admin, request.body.userIds));
    },
  );
};
