import { z } from 'zod';
import { BUSINESS_UNITS } from '../business-units.ts';
import { ERROR_CODES } from '../errors.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../lists.ts';
import { MAX_ID } from '../post-list.ts';
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

/**
 * A moment the client gives (ISO 8601 with Z or an offset), in the same years as a calendar day:
 * every date and time a route takes goes through one of the two (issue 41).
 */
export const InstantSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const at = Date.parse(value);
  return at >= FIRST_INSTANT && at < AFTER_LAST_INSTANT;
}, 'must be in 2000-2099');
/** The years of CalendarDaySchema, in Tokyo, where the product's days are. */
const FIRST_INSTANT = Date.parse('2000-01-01T00:00:00+09:00');
const AFTER_LAST_INSTANT = Date.parse('2100-01-01T00:00:00+09:00');

/**
 * Decimal digits only, at most ten, without leading zeros: how a whole number is written in a
 * path or a query (one way of writing each number).
 */
export const DECIMAL_DIGITS = /^(?:0|[1-9][0-9]{0,9})$/;
const NOT_DECIMAL = 'must be written in decimal digits';

/**
 * A whole number in a path or a query, where it arrives as text: decimal digits only (issue 41).
 * A number's coercion would also take `0x10`, `1e3`, `+16`, `16.0` and spaces around it, so that
 * `/users/0x10` named user 16; one way of writing an id keeps ids, caches and logs unambiguous.
 * A number itself (the client's query objects, before they are written out) is taken as it is.
 */
export function decimalNumberSchema(min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(DECIMAL_DIGITS, NOT_DECIMAL).transform(Number)])
    .pipe(z.number().int().min(min).max(max));
}

/** An object's id in a path or a query (`/posts/{id}`, `?actorUserId=`). */
export const IdTextSchema = decimalNumberSchema(1, MAX_ID);

/** The `:id` of a route's path, whatever it names: one id, decimal digits only. */
export const IdParamsSchema = z.object({ id: IdTextSchema });

/**
 * A list of ids in a query (the parameter repeated; one value stays a value), at most `max`, each
 * as IdTextSchema takes it; a repeated id counts once. A bad id is named by the list's field,
 * not by its place in the list.
 */
export function idListSchema(max: number) {
  const idText = z.union([z.number(), z.string()]);
  return z
    .union([idText, z.array(idText).max(max)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine((ids) => ids.every((id) => IdTextSchema.safeParse(id).success), NOT_DECIMAL_IDS)
    .transform((ids) => [...new Set(ids.map(Number))]);
}
const NOT_DECIMAL_IDS = 'must be ids written in decimal digits';

export const PaginationQuerySchema = z.object({
  limit: decimalNumberSchema(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: decimalNumberSchema(0, 1_000_000).default(0),
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
