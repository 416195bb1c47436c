import { z } from 'zod';

/** SPEC.md section 9: page size 20 (limit/offset). */
export const PAGE_SIZE = 20;
/** The largest page a client may ask for; a larger limit is a 400, not a silent clamp. */
export const MAX_PAGE_SIZE = 100;

export const PaginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** Every list answers `{ data, total, limit, offset }` (PRODUCT.md, API conventions). */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    limit: z.number().int().min(0),
    offset: z.number().int().min(0),
  });
}
export interface ListResponse<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}
