/** SPEC.md section 9: page size 20 (limit/offset). */
export const PAGE_SIZE = 20;
/** The largest page a client may ask for; a larger limit is a 400, not a silent clamp. */
export const MAX_PAGE_SIZE = 100;

/** Every list answers `{ data, total, limit, offset }` (PRODUCT.md, API conventions). */
export interface ListResponse<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}
