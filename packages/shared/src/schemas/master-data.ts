import { z } from 'zod';
import { MIN_TERM_LENGTH, SYNONYM_SEPARATOR } from '../classification-suggest.ts';
import {
  COLOR_PATTERN,
  ITEM_CODE_MAX,
  ITEM_CODE_PATTERN,
  MASTER_NAME_MAX,
  MAX_MASTER_SEARCH_LENGTH,
  MAX_SYNONYM_LENGTH,
  MAX_SYNONYMS,
} from '../master-data-limits.ts';
import { foldText } from '../text-fold.ts';
import { hasVisibleText } from '../text-rules.ts';
import { COLLECTIONS } from '../wizard.ts';
import {
  IdTextSchema,
  listResponseSchema,
  PaginationQuerySchema,
  requiredTextSchema,
} from './common.ts';

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
  /**
   * False once an admin retired it (issue 20): it leaves the wizard, and stays on the posts that
   * name it and in the timeline's filters.
   */
  active: z.boolean(),
  /** Other names the composer finds the item by in a post's text (issue 23). */
  synonyms: z.array(z.string()),
});
export type MasterItem = z.infer<typeof MasterItemSchema>;

export const MasterItemListQuerySchema = PaginationQuerySchema.extend({
  /** Only the items of this disease group (and those that belong to every group). */
  diseaseGroupId: IdTextSchema.optional(),
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
  /**
   * Which items by their retirement (issue 20): `active` (the default: what the wizard offers),
   * `all` (the filters, the admin's lists). A list by `ids` answers retired items whatever this says:
   * an old post still names them.
   */
  status: z.enum(['active', 'all']).default('active'),
});
export type MasterItemListQuery = z.infer<typeof MasterItemListQuerySchema>;

export const MasterItemListResponseSchema = listResponseSchema(MasterItemSchema);

/** The collections an admin adds to: all but the disease groups (SPEC.md section 3 fixes those). */
export const ADDABLE_COLLECTIONS = COLLECTIONS.filter(
  (collection) => collection !== 'diseaseGroups',
);

const masterNameSchema = requiredTextSchema(MASTER_NAME_MAX);
/** The key an import file names an item or an organization by: stable, plain, short. */
export const itemCodeSchema = z
  .string()
  .trim()
  .regex(ITEM_CODE_PATTERN, `must be letters, digits, "_", "." or "-" (${ITEM_CODE_MAX} at most)`);
const colorSchema = z.string().regex(COLOR_PATTERN, 'must be a colour like #1e88e5').nullable();
const diseaseGroupIdsSchema = z
  .array(z.number().int().min(1).max(2_147_483_647))
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, 'names a disease group twice');

/**
 * One other name (issue 23): long enough, folded, for the matcher to look for it (a shorter one
 * would be kept and never found), and without the import file's separator.
 */
const synonymSchema = requiredTextSchema(MAX_SYNONYM_LENGTH)
  .refine((synonym) => !synonym.includes(SYNONYM_SEPARATOR), {
    message: `may not hold "${SYNONYM_SEPARATOR}", which separates synonyms in an import file`,
  })
  // One without visible text is refused as required already.
  .refine(
    (synonym) => !hasVisibleText(synonym) || foldText(synonym).trim().length >= MIN_TERM_LENGTH,
    {
      message: `must be at least ${MIN_TERM_LENGTH} characters: a shorter one is not looked for in a text`,
    },
  );

/**
 * An item's other names (issue 23): visible text, trimmed, and each once as the matcher sees it
 * (foldText: "ＰＰＩ" and "ppi" are one), the first spelling kept.
 */
export const synonymsSchema = z
  .array(synonymSchema)
  .max(MAX_SYNONYMS)
  .transform((synonyms) => {
    const seen = new Set<string>();
    return synonyms.filter((synonym) => {
      const folded = foldText(synonym);
      if (seen.has(folded)) return false;
      seen.add(folded);
      return true;
    });
  });

/**
 * POST /{collection} (admins, issue 20): an item of the admin's unit. The code is the key an import
 * file uses, so that the same item is the same row whichever way it came; sending the same again
 * answers the item created (a retry creates nothing twice), another item of that code is 409.
 * An item names the disease groups it belongs to (none: every group). The disease groups are SPEC.md
 * section 3's sub-groups, one each: they are renamed, recoloured, reordered or retired, never added.
 */
export const CreateMasterItemBodySchema = z.strictObject({
  code: itemCodeSchema,
  nameJa: masterNameSchema,
  nameEn: masterNameSchema,
  /** Where it stands in the wizard; default: after the last. */
  order: z.number().int().min(0).max(1_000_000).optional(),
  color: colorSchema.default(null),
  diseaseGroupIds: diseaseGroupIdsSchema.default([]),
  synonyms: synonymsSchema.default([]),
});
export type CreateMasterItemBody = z.input<typeof CreateMasterItemBodySchema>;

/**
 * PATCH /{collection}/{id} (admins, issue 20): rename, reorder, recolour, relink, retire
 * (`active: false`) or bring back. Setting what is already set changes nothing.
 */
export const UpdateMasterItemBodySchema = z
  .strictObject({
    nameJa: masterNameSchema,
    nameEn: masterNameSchema,
    order: z.number().int().min(0).max(1_000_000),
    color: colorSchema,
    diseaseGroupIds: diseaseGroupIdsSchema,
    active: z.boolean(),
    synonyms: synonymsSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'names nothing to change');
export type UpdateMasterItemBody = z.input<typeof UpdateMasterItemBodySchema>;
