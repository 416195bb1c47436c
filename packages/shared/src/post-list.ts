import { POST_SORTS, type PostSort } from './posts.ts';
import { isStorableText } from './text-rules.ts';
import { FILTER_FIELDS, type FilterField } from './wizard.ts';

/** The longest keyword a post list takes (GET /posts refuses a longer one). */
export const MAX_KEYWORD_LENGTH = 200;
/** The most ids one filter field takes (a person picks a few; GET /posts refuses more). */
export const MAX_FILTER_IDS = 20;
/** The largest id (a Postgres integer). */
export const MAX_ID = 2_147_483_647;

/** SPEC.md section 3's filters: for each filter field, the master-data ids a post must have. */
export type PostFilters = Partial<Record<FilterField, number[]>>;

/**
 * A post list's conditions (SPEC.md section 3): the keyword, the sort and the nine filters. The
 * lists keep them per list in local storage; PostListConditionsSchema (schemas/posts.ts) is their
 * form in GET /posts's query string, and post-list.test.ts checks that the two agree.
 */
export interface PostListConditions {
  keyword: string;
  sort: PostSort;
  filters: PostFilters;
}

export const DEFAULT_POST_LIST_CONDITIONS: PostListConditions = {
  keyword: '',
  sort: 'publishedAt',
  filters: {},
};

/** The conditions as GET /posts's query string takes them: the filters flat, nothing empty. */
export type PostListConditionsQuery = { keyword?: string; sort?: PostSort } & PostFilters;

function isId(id: unknown): id is number {
  return Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_ID;
}

function parseFilters(value: unknown): PostFilters {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const filters: PostFilters = {};
  for (const field of FILTER_FIELDS) {
    const value = stored[field];
    // Filters were once one id per field: a stored single id reads as a list of one.
    const ids: unknown[] = Array.isArray(value) ? value : [value];
    const valid = [...new Set(ids.filter(isId))].slice(0, MAX_FILTER_IDS);
    if (valid.length > 0) filters[field] = valid;
  }
  return filters;
}

/**
 * Reads conditions from anything (what local storage held): each field GET /posts would refuse
 * falls back to its default, each id it would refuse is dropped, so stored conditions never make
 * a list fail. The browser's twin of PostListConditionsSchema, without zod.
 */
export function parsePostListConditions(value: unknown): PostListConditions {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof PostListConditions, unknown>
  >;
  return {
    // A keyword GET /posts would refuse (U+0000, a lone surrogate) is dropped, not kept to fail
    // every later visit.
    keyword:
      typeof stored.keyword === 'string' && isStorableText(stored.keyword)
        ? stored.keyword.slice(0, MAX_KEYWORD_LENGTH)
        : '',
    sort: (POST_SORTS as readonly unknown[]).includes(stored.sort)
      ? (stored.sort as PostSort)
      : DEFAULT_POST_LIST_CONDITIONS.sort,
    filters: parseFilters(stored.filters),
  };
}

/** Conditions as GET /posts's query string takes them: filters flat, a blank keyword left out. */
export function postListConditionsQuery({
  keyword,
  sort,
  filters,
}: Partial<PostListConditions>): PostListConditionsQuery {
  return { sort, ...filters, keyword: keyword?.trim() || undefined };
}

/** How many filter ids are chosen, over all fields. */
export function countFilters(filters: PostFilters): number {
  return Object.values(filters).reduce((sum, ids) => sum + (ids?.length ?? 0), 0);
}
