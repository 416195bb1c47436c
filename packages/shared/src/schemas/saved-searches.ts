import { z } from 'zod';
import { MAX_FILTER_IDS, MAX_ID } from '../post-list.ts';
import { hasSavedSearchCondition, MAX_SAVED_SEARCH_NAME_LENGTH } from '../saved-searches.ts';
import { FILTER_FIELDS, type FilterField } from '../wizard.ts';
import { requiredTextSchema } from './common.ts';
import { PostListConditionsSchema } from './posts.ts';

const filterIds = z
  .array(z.number().int().min(1).max(MAX_ID))
  .max(MAX_FILTER_IDS)
  .transform((ids) => [...new Set(ids)])
  .optional();

/**
 * The nine filters of a saved search, as the timeline's conditions hold them (PostFilters): for
 * each field the ids a post must have one of; an empty or missing field filters nothing.
 */
export const SavedSearchFiltersSchema = z
  .strictObject(
    Object.fromEntries(FILTER_FIELDS.map((field) => [field, filterIds])) as Record<
      FilterField,
      typeof filterIds
    >,
  )
  .transform(
    (filters) =>
      Object.fromEntries(
        Object.entries(filters).filter(([, ids]) => ids !== undefined && ids.length > 0),
      ) as Partial<Record<FilterField, number[]>>,
  );

const SavedSearchNameSchema = requiredTextSchema(MAX_SAVED_SEARCH_NAME_LENGTH);

/**
 * A new saved search: a name, and the timeline's keyword and filters (the same keyword rules as
 * GET /posts). Something must narrow it: a keyword or at least one filter, or it would match
 * every post of the unit.
 */
export const CreateSavedSearchBodySchema = z
  .strictObject({
    name: SavedSearchNameSchema,
    keyword: PostListConditionsSchema.shape.keyword,
    filters: SavedSearchFiltersSchema.default({}),
    notify: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    if (!hasSavedSearchCondition(body.keyword, Object.keys(body.filters).length)) {
      context.addIssue({
        code: 'custom',
        path: ['keyword'],
        message: 'a saved search needs a keyword or at least one filter',
      });
    }
  });
export type CreateSavedSearchBody = z.input<typeof CreateSavedSearchBodySchema>;

/** A change to a saved search: its name, or whether it notifies (the conditions stay as saved). */
export const UpdateSavedSearchBodySchema = z
  .strictObject({ name: SavedSearchNameSchema.optional(), notify: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.notify !== undefined, {
    path: ['name'],
    message: 'name or notify is required',
  });
export type UpdateSavedSearchBody = z.input<typeof UpdateSavedSearchBodySchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** '' when the search is by filters alone. */
  keyword: z.string(),
  filters: z.partialRecord(
    z.enum(FILTER_FIELDS as [FilterField, ...FilterField[]]),
    z.array(z.number().int()),
  ),
  notify: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** The caller's saved searches, oldest first (at most MAX_SAVED_SEARCHES: no paging). */
export const SavedSearchListSchema = z.object({ data: z.array(SavedSearchSchema) });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;
