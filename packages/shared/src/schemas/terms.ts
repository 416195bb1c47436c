import { z } from 'zod';
import { MAX_TERMS_TEXT_LENGTH } from '../people-limits.ts';
import { requiredTextSchema } from './common.ts';

/**
 * A version of the terms of use. Null texts: the app's own text (version 1, SPEC.md section 1's
 * rules). `unit` null: in force for every unit; otherwise published by an admin of that unit for it.
 */
export const TermsVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  textJa: z.string().nullable(),
  textEn: z.string().nullable(),
  // A business unit's name; a plain string, as an enum that may be null is not expressible in the
  // OpenAPI document's dialect.
  unit: z.string().nullable(),
  /** The admin who published it; null for the app's text. */
  publishedBy: z.string().nullable(),
});
export type TermsVersion = z.infer<typeof TermsVersionSchema>;

export const TermsVersionListResponseSchema = z.object({ data: z.array(TermsVersionSchema) });
export type TermsVersionListResponse = z.infer<typeof TermsVersionListResponseSchema>;

/**
 * POST /terms (admins, issue 20): a new version for the admin's unit, in both languages. Everyone of
 * the unit accepts it before their next action. `basedOnVersion` is the version the admin edited:
 * when another was published meanwhile, 409 (nobody overwrites a text they have not read). The same
 * body again answers the version it published.
 */
export const PublishTermsBodySchema = z.strictObject({
  textJa: requiredTextSchema(MAX_TERMS_TEXT_LENGTH),
  textEn: requiredTextSchema(MAX_TERMS_TEXT_LENGTH),
  basedOnVersion: z.number().int().min(1).max(2_147_483_647),
});
export type PublishTermsBody = z.input<typeof PublishTermsBodySchema>;
