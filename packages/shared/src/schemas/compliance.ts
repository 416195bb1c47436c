import { z } from 'zod';
import { InstantSchema, requiredTextSchema } from './common.ts';

import { SCREEN_FINDING_TYPES, SCREEN_KINDS } from '../compliance/blocking.ts';
import {
  REDACTION_REASON_MAX,
  REPORT_COMMENT_MAX,
  MAX_SCREEN_RULES,
  RULE_EXCEPTIONS_MAX,
  RULE_FLAGS_PATTERN,
  RULE_ID_MAX,
  RULE_ID_PATTERN,
  RULE_MESSAGE_MAX,
  RULE_PATTERN_MAX,
  RULE_TERM_MAX,
  RULE_TERMS_MAX,
  SAFETY_CASE_PRODUCT_MAX,
  SAFETY_CASE_TEXT_MAX,
} from '../compliance/limits.ts';
import { REPORT_REASONS, type ReportReason } from '../compliance/reports.ts';
import { MAX_POST_LENGTH } from '../posts.ts';
import { EVENT_CLASSIFIER_RULE_ID } from '../compliance/event-classifier.ts';

export { SCREEN_FINDING_TYPES, SCREEN_KINDS };
export const ScreenKindSchema = z.enum(SCREEN_KINDS);
export type { ScreenKind, ScreenFindingType } from '../compliance/blocking.ts';
export const ScreenFindingTypeSchema = z.enum(SCREEN_FINDING_TYPES);

/** A message of a rule, shown to the writer: visible text in both languages. */
const RuleMessageSchema = z.strictObject({
  ja: requiredTextSchema(RULE_MESSAGE_MAX),
  en: requiredTextSchema(RULE_MESSAGE_MAX),
});

/**
 * One rule of the pre-screen, as an admin maintains it: a stable id (findings are logged by rule
 * id and table version, never with the text), what it looks for (a RegExp `pattern` with its
 * flags, plain `terms`, or both), a message in both languages, and exception phrases (RegExp
 * sources) that, found in the sentence (or, with exceptionScope 'text', anywhere in the text),
 * silence the rule. Patterns run over NFKC-normalised text (docs/compliance.md).
 */
export const ScreenRuleSchema = z
  .strictObject({
    id: z
      .string()
      .min(1)
      .max(RULE_ID_MAX)
      .regex(RULE_ID_PATTERN, 'lower-case letters, digits, dots and hyphens')
      // The event classifier's findings carry this id.
      .refine(
        (id) => id !== EVENT_CLASSIFIER_RULE_ID,
        `${EVENT_CLASSIFIER_RULE_ID} is the event classifier’s own id`,
      ),
    type: ScreenFindingTypeSchema,
    pattern: z.string().min(1).max(RULE_PATTERN_MAX).optional(),
    /** Plain words or phrases (no RegExp), matched whatever their case and width. */
    terms: z.array(requiredTextSchema(RULE_TERM_MAX)).max(RULE_TERMS_MAX).optional(),
    flags: z.string().regex(RULE_FLAGS_PATTERN, 'any of i, m, s and u, each once').optional(),
    message: RuleMessageSchema,
    exceptions: z
      .array(z.string().min(1).max(RULE_PATTERN_MAX))
      .max(RULE_EXCEPTIONS_MAX)
      .optional(),
    exceptionScope: z.enum(['sentence', 'text']).optional(),
    kinds: z.array(ScreenKindSchema).max(SCREEN_KINDS.length).optional(),
  })
  .refine((rule) => rule.pattern !== undefined || (rule.terms?.length ?? 0) > 0, {
    message: 'a rule needs a pattern or terms',
    path: ['pattern'],
  });
export type ScreenRule = z.infer<typeof ScreenRuleSchema>;

/** Rule ids are unique in a table: a finding names one rule. */
const rulesListSchema = z
  .array(ScreenRuleSchema)
  .min(1)
  .max(MAX_SCREEN_RULES)
  .superRefine((rules, context) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      if (seen.has(rule.id)) {
        context.addIssue({ code: 'custom', message: 'rule ids are unique', path: [index, 'id'] });
      }
      seen.add(rule.id);
    });
  });

export const ScreenRulesSchema = z.object({
  version: z.number().int().min(1),
  rules: rulesListSchema,
});
export type ScreenRules = z.infer<typeof ScreenRulesSchema>;

export const ScreenFindingSchema = z.object({
  type: ScreenFindingTypeSchema,
  /** UTF-16 code units of the text sent, end exclusive. */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  ruleId: z.string(),
  message: z.string(),
});
export type ScreenFinding = z.infer<typeof ScreenFindingSchema>;

/** POST /api/compliance/screen: the pre-screen over a text being written. */
export const ScreenRequestSchema = z.object({
  text: z.string().max(MAX_POST_LENGTH),
  kind: ScreenKindSchema,
});
export type ScreenRequest = z.infer<typeof ScreenRequestSchema>;

export const ScreenResponseSchema = z.object({
  findings: z.array(ScreenFindingSchema),
});
export type ScreenResponse = z.infer<typeof ScreenResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Issue 19: what a finding leads to. One contract for the server's routes, the OpenAPI document
// and the web client.
// ---------------------------------------------------------------------------------------------

const objectId = z.number().int().min(1).max(2_147_483_647);

/** Where a safety case can come from: the composers, not the safety-case form itself. */
export const SafetyCaseSourceSchema = ScreenKindSchema.exclude(['safetyCase']);
export type SafetyCaseSource = z.infer<typeof SafetyCaseSourceSchema>;

/** Someone named on a case, a report or a redaction. */
const NamedPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

/**
 * 400 `complianceFindings`: the server's own pre-screen found what the client should have shown
 * (an identifier anywhere; a possible adverse event in content on its way to readers). `details`
 * names the field and carries the findings, so a client that skipped the screen can show them.
 */
export const ComplianceRefusalDetailsSchema = z.object({
  field: z.string(),
  findings: z.array(ScreenFindingSchema),
});
export type ComplianceRefusalDetails = z.infer<typeof ComplianceRefusalDetailsSchema>;

/**
 * POST /api/safety-cases: a possible adverse event reported to the safety department. Minimal data
 * and no identifiers (the server screens both texts for them). `learntAt` is day 0 of ICH E2D:
 * when the writer learnt of it (default: now); never in the future.
 */
export const CreateSafetyCaseBodySchema = z.strictObject({
  product: requiredTextSchema(SAFETY_CASE_PRODUCT_MAX),
  whatHappened: requiredTextSchema(SAFETY_CASE_TEXT_MAX),
  learntAt: InstantSchema.optional(),
  /** The composer the event was found in. */
  source: SafetyCaseSourceSchema,
});
export type CreateSafetyCaseBody = z.input<typeof CreateSafetyCaseBodySchema>;

export const SafetyCaseSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  whatHappened: z.string(),
  /** UTC: when the company learnt of the event (the reporting clock's day 0). */
  learntAt: z.iso.datetime(),
  /** UTC: when the case was recorded. */
  reportedAt: z.iso.datetime(),
  reporter: NamedPersonSchema,
  source: SafetyCaseSourceSchema,
  /** Who handled it (marked it handled in their task), and when; null while open. */
  handledBy: NamedPersonSchema.nullable(),
  handledAt: z.iso.datetime().nullable(),
});
export type SafetyCase = z.infer<typeof SafetyCaseSchema>;

export { REPORT_REASONS, type ReportReason };
export const ReportReasonSchema = z.enum(REPORT_REASONS);

/** POST /api/posts/{id}/reports: a reader reports published content with a short reason. */
export const CreateReportBodySchema = z.strictObject({
  reason: ReportReasonSchema,
  comment: requiredTextSchema(REPORT_COMMENT_MAX),
});
export type CreateReportBody = z.input<typeof CreateReportBodySchema>;

export const REPORT_STATUSES = ['open', 'dismissed', 'unpublished', 'redacted'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

export const ContentReportSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  reason: ReportReasonSchema,
  comment: z.string(),
  status: ReportStatusSchema,
  reporter: NamedPersonSchema,
  reportedAt: z.iso.datetime(),
  resolvedBy: NamedPersonSchema.nullable(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type ContentReport = z.infer<typeof ContentReportSchema>;

/** POST /api/reports/{id}/resolve: an admin dismisses a report or unpublishes the post. */
export const ResolveReportBodySchema = z.strictObject({
  action: z.enum(['dismiss', 'unpublish']),
});
export type ResolveReportBody = z.infer<typeof ResolveReportBodySchema>;

/** What a redacted passage is replaced with, everywhere it was stored. */
export const REDACTION_MARK = '■■■';

/**
 * POST /api/posts/{id}/redactions: an admin removes a passage of a post, reply or quote (every
 * occurrence of it), or the whole text when `passage` is left out, with the reason.
 */
export const CreateRedactionBodySchema = z.strictObject({
  passage: z.string().min(1).max(MAX_POST_LENGTH).optional(),
  reason: requiredTextSchema(REDACTION_REASON_MAX),
});
export type CreateRedactionBody = z.input<typeof CreateRedactionBodySchema>;

/** The record a redaction leaves: who removed what from which object, when, why, and a hash. */
export const RedactionSchema = z.object({
  id: z.number().int(),
  objectType: z.literal('post'),
  objectId: z.number().int(),
  redactedBy: NamedPersonSchema,
  at: z.iso.datetime(),
  reason: z.string(),
  /** SHA-256 (hex) of a per-redaction salt and the removed text: proves what was removed. */
  removedHash: z.string(),
  /** Occurrences replaced in the object's current text. */
  occurrences: z.number().int().min(0),
});
export type Redaction = z.infer<typeof RedactionSchema>;

/** GET /api/compliance/rules: the unit's rule table in force (the built-in one until an admin saves). */
export const ScreenRulesResponseSchema = z.object({
  version: z.number().int().min(1),
  rules: z.array(ScreenRuleSchema),
  savedAt: z.iso.datetime().nullable(),
  savedBy: NamedPersonSchema.nullable(),
  /** True while the unit uses the table the product ships. */
  builtIn: z.boolean(),
  /** The version of the table the product ships, to compare or start again from. */
  builtInVersion: z.number().int().min(1),
});
export type ScreenRulesResponse = z.infer<typeof ScreenRulesResponseSchema>;

/** PUT /api/compliance/rules: a new version of the unit's table; refused if a pattern is unsafe. */
export const SaveScreenRulesBodySchema = z.strictObject({
  /** The version the admin edited: a save over a newer version is a 409. */
  baseVersion: z.number().int().min(1),
  rules: rulesListSchema,
});
export type SaveScreenRulesBody = z.infer<typeof SaveScreenRulesBodySchema>;

/** POST /api/compliance/test-bench: which rule fires on a sample text and why (admins). */
export const TestBenchBodySchema = z.strictObject({
  text: z.string().max(MAX_POST_LENGTH),
  kind: ScreenKindSchema,
  /** Rules being edited, not yet saved; default: the table in force. */
  rules: rulesListSchema.optional(),
});
export type TestBenchBody = z.infer<typeof TestBenchBodySchema>;

export const TestBenchResponseSchema = z.object({
  version: z.number().int().nullable(),
  findings: z.array(ScreenFindingSchema.extend({ matched: z.string() })),
  /** Matches an exception phrase silenced: the rule, the span and the exception that did it. */
  silenced: z.array(
    z.object({
      ruleId: z.string(),
      start: z.number().int(),
      end: z.number().int(),
      matched: z.string(),
      exception: z.string(),
    }),
  ),
});
export type TestBenchResponse = z.infer<typeof TestBenchResponseSchema>;

/** GET/PUT /api/compliance/safety-contacts: the unit's safety contacts, named by an admin. */
export const SafetyContactsSchema = z.object({
  data: z.array(NamedPersonSchema.extend({ email: z.string() })),
});
export type SafetyContacts = z.infer<typeof SafetyContactsSchema>;
export const SaveSafetyContactsBodySchema = z.strictObject({
  userIds: z.array(objectId).max(50),
});
