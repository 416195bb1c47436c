import { z } from 'zod';
import { listResponseSchema, PaginationQuerySchema } from './common.ts';

/** The longest text a wizard step's search box sends. */
export const MAX_MASTER_SEARCH_LENGTH = 100;

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
  /**
   * Only the items whose Japanese or English name or code contains this text (folded like every
   * keyword search): how a wizard step finds one item among hundreds.
   */
  q: z.string().trim().max(MAX_MASTER_SEARCH_LENGTH).optional(),
  /**
   * Only these items, as comma-separated ids (at most one page): how a composer shows the choices
   * of a draft or a quoted post that are not on the first page of a list.
   */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'must be up to 100 comma-separated ids')
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'has an id out of range')
    .optional(),
});
export type MasterItemListQuery = z.infer<typeof MasterItemListQuerySchema>;

export const MasterItemListResponseSchema = listResponseSchema(MasterItemSchema);
