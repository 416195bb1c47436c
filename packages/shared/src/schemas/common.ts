import { z } from 'zod';
import { BUSINESS_UNITS } from '../business-units.ts';
import { ERROR_CODES } from '../errors.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../lists.ts';
import { ROLES } from '../roles.ts';
import { hasVisibleText } from '../text-rules.ts';

export const BusinessUnitSchema = z.enum(BUSINESS_UNITS);
export const RoleSchema = z.enum(ROLES);
export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

/**
 * A text the user must write (a post, a reply, a question, a reason): trimmed, at most `max`
 * characters, and with something visible in it: one of only zero-width or other invisible
 * characters is as empty as "" (the same 400).
 */
export function requiredTextSchema(max: number) {
  return z.string().trim().max(max).refine(hasVisibleText, 'is required');
}

/**
 * A calendar date the user gives (YYYY-MM-DD) in this century: outside it no post or task exists,
 * and PostgreSQL refuses the year 0 that an ISO date allows (a 500 otherwise).
 */
export const CalendarDaySchema = z.iso
  .date()
  .refine((value) => value >= '2000-01-01' && value <= '2099-12-31', 'must be in 2000-2099');

export const PaginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    limit: z.number().int().min(0),
    offset: z.number().int().min(0),
  });
}
