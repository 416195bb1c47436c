import { z } from 'zod';

/** Where a text is screened: the composer it is typed in (SPEC, issue 19). */
export const SCREEN_KINDS = ['post', 'reply', 'quote', 'answer', 'rejectionReason'] as const;
export const ScreenKindSchema = z.enum(SCREEN_KINDS);
export type ScreenKind = z.infer<typeof ScreenKindSchema>;

export const SCREEN_FINDING_TYPES = ['adverseEvent', 'identifier'] as const;
export const ScreenFindingTypeSchema = z.enum(SCREEN_FINDING_TYPES);
export type ScreenFindingType = z.infer<typeof ScreenFindingTypeSchema>;

/**
 * One rule of the pre-screen, as an admin will maintain it: a stable id (findings are logged by
 * rule id and table version, never with the text), a RegExp source and flags, a message in both
 * languages, and exception phrases (RegExp sources) that, found in the sentence (or, with
 * exceptionScope 'text', anywhere in the text), silence the rule.
 */
export const ScreenRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9.-]+$/),
  type: ScreenFindingTypeSchema,
  pattern: z.string().min(1).max(2000),
  flags: z
    .string()
    .regex(/^[imsu]*$/)
    .optional(),
  message: z.object({ ja: z.string().min(1), en: z.string().min(1) }),
  exceptions: z.array(z.string().min(1).max(2000)).optional(),
  exceptionScope: z.enum(['sentence', 'text']).optional(),
  kinds: z.array(ScreenKindSchema).optional(),
});
export type ScreenRule = z.infer<typeof ScreenRuleSchema>;

export const ScreenRulesSchema = z
  .object({
    version: z.number().int().min(1),
    rules: z.array(ScreenRuleSchema).min(1),
  })
  .refine((t) => new Set(t.rules.map((r) => r.id)).size === t.rules.length, 'rule ids are unique');
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
  text: z.string().max(4000),
  kind: ScreenKindSchema,
});
export type ScreenRequest = z.infer<typeof ScreenRequestSchema>;

export const ScreenResponseSchema = z.object({
  findings: z.array(ScreenFindingSchema),
});
export type ScreenResponse = z.infer<typeof ScreenResponseSchema>;
