import { z } from 'zod';
import { listResponseSchema, PaginationQuerySchema } from './common.ts';

export const MasterItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameJa: z.string(),
  nameEn: z.string(),
  order: z.number().int(),
  /** Disease groups: the chip colour and the sub-group id of SPEC.md section 3. */
  color: z.string().nullable(),
  subGroupId: z.number().int().nullable(),
  /** The disease groups the item belongs to; empty: all of them. */
  diseaseGroupIds: z.array(z.number().int()),
});
export type MasterItem = z.infer<typeof MasterItemSchema>;

export const MasterItemListQuerySchema = PaginationQuerySchema.extend({
  /** Only the items of this disease group (and those that belong to every group). */
  diseaseGroupId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type MasterItemListQuery = z.infer<typeof MasterItemListQuerySchema>;

export const MasterItemListResponseSchema = listResponseSchema(MasterItemSchema);
