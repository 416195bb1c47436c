import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  countFilters,
  DEFAULT_POST_LIST_CONDITIONS,
  MAX_FILTER_IDS,
  parsePostListConditions,
  postListConditionsQuery,
  type PostListConditions,
  type PostListConditionsQuery,
} from './post-list.ts';
import { PostListConditionsSchema, PostListQuerySchema } from './schemas/posts.ts';

const long = 'あ'.repeat(201);
const manyIds = Array.from({ length: 21 }, (_, index) => index + 1);

/** Stored conditions as local storage may hold them, and what the parser makes of each. */
const cases: { name: string; stored: unknown; parsed: PostListConditions }[] = [
  { name: 'nothing stored', stored: undefined, parsed: DEFAULT_POST_LIST_CONDITIONS },
  { name: 'not an object', stored: 'timeline', parsed: DEFAULT_POST_LIST_CONDITIONS },
  { name: 'null', stored: null, parsed: DEFAULT_POST_LIST_CONDITIONS },
  {
    name: 'a keyword the database cannot store (U+0000, a lone surrogate)',
    stored: { keyword: 'ヒュミラ\u0000', sort: 'publishedAt', filters: {} },
    parsed: DEFAULT_POST_LIST_CONDITIONS,
  },
  {
    name: 'a keyword with a lone surrogate',
    stored: { keyword: 'a\ud800' },
    parsed: DEFAULT_POST_LIST_CONDITIONS,
  },
  {
    name: 'all valid',
    stored: { keyword: '処方', sort: 'numberOfLikeReactions', filters: { diseaseId: [3, 4] } },
    parsed: { keyword: '処方', sort: 'numberOfLikeReactions', filters: { diseaseId: [3, 4] } },
  },
  {
    name: 'a keyword that is not text, an unknown sort',
    stored: { keyword: 5, sort: 'random', filters: {} },
    parsed: DEFAULT_POST_LIST_CONDITIONS,
  },
  {
    name: 'a keyword with spaces around it',
    stored: { keyword: '  web  ', sort: 'publishedAt', filters: {} },
    parsed: { keyword: '  web  ', sort: 'publishedAt', filters: {} },
  },
  {
    name: 'a keyword too long',
    stored: { keyword: long },
    parsed: { ...DEFAULT_POST_LIST_CONDITIONS, keyword: long.slice(0, 200) },
  },
  {
    name: 'ids that are not ids, an unknown field, a field that is not an id',
    stored: {
      filters: { diseaseId: ['x', 2, 0, -1, 1.5, 2 ** 31], other: [1], categoryId: 'x' },
    },
    parsed: { ...DEFAULT_POST_LIST_CONDITIONS, filters: { diseaseId: [2] } },
  },
  {
    name: 'one id stored as a value (filters once took one id a field)',
    stored: { filters: { diseaseGroupId: 2, categoryId: 7 } },
    parsed: { ...DEFAULT_POST_LIST_CONDITIONS, filters: { diseaseGroupId: [2], categoryId: [7] } },
  },
  {
    name: 'several ids in several fields',
    stored: { filters: { diseaseGroupId: [1, 2], competitiveProductId: [5, 9, 12] } },
    parsed: {
      ...DEFAULT_POST_LIST_CONDITIONS,
      filters: { diseaseGroupId: [1, 2], competitiveProductId: [5, 9, 12] },
    },
  },
  {
    name: 'a repeated id counts once',
    stored: { filters: { diseaseId: [3, 3, 4] } },
    parsed: { ...DEFAULT_POST_LIST_CONDITIONS, filters: { diseaseId: [3, 4] } },
  },
  {
    name: 'too many ids',
    stored: { filters: { workplaceId: manyIds } },
    parsed: { ...DEFAULT_POST_LIST_CONDITIONS, filters: { workplaceId: manyIds.slice(0, 20) } },
  },
  {
    name: 'the largest id',
    stored: { filters: { activityId: [2_147_483_647] } },
    parsed: { ...DEFAULT_POST_LIST_CONDITIONS, filters: { activityId: [2_147_483_647] } },
  },
];

/** The stored conditions as a query string would carry them, unchecked. */
function asQuery(stored: unknown): Record<string, unknown> {
  const { keyword, sort, filters } = (stored ?? {}) as Record<string, unknown>;
  return { keyword, sort, ...(typeof filters === 'object' ? filters : {}) };
}

describe('post list conditions', () => {
  it.each(cases)('parses stored conditions: $name', ({ stored, parsed }) => {
    expect(parsePostListConditions(stored)).toEqual(parsed);
  });

  it.each(cases)(
    'the server accepts what the parser keeps, as the parser keeps it: $name',
    ({ stored }) => {
      const parsed = parsePostListConditions(stored);
      const query = postListConditionsQuery(parsed);
      const checked = PostListConditionsSchema.safeParse(query);
      expect(checked.success).toBe(true);
      expect(checked.data).toEqual({ ...query, sort: parsed.sort });
      expect(PostListQuerySchema.safeParse(query).success).toBe(true);
    },
  );

  it.each(cases)(
    'the parser changes only what the server refuses or drops: $name',
    ({ stored, parsed }) => {
      const raw = asQuery(stored);
      const accepted = PostListConditionsSchema.safeParse(raw);
      if (accepted.success) {
        expect(postListConditionsQuery(parsed)).toEqual({
          ...accepted.data,
          keyword: accepted.data.keyword || undefined,
        });
      } else {
        expect(postListConditionsQuery(parsed)).not.toEqual(raw);
      }
    },
  );

  it('takes at most 20 ids a field, and says which field has more', () => {
    expect(MAX_FILTER_IDS).toBe(20);
    const checked = PostListQuerySchema.safeParse({ categoryId: manyIds.map(String) });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['categoryId']);
    expect(
      PostListQuerySchema.parse({ categoryId: manyIds.slice(0, 20).map(String) }).categoryId,
    ).toEqual(manyIds.slice(0, 20));
    expect(PostListQuerySchema.parse({ diseaseGroupId: '2' }).diseaseGroupId).toEqual([2]);
  });

  it('flattens the filters and leaves a blank keyword out', () => {
    expect(
      postListConditionsQuery({ keyword: ' ', sort: 'publishedAt', filters: { diseaseId: [1] } }),
    ).toEqual({ sort: 'publishedAt', diseaseId: [1], keyword: undefined });
    expect(postListConditionsQuery({})).toEqual({ sort: undefined, keyword: undefined });
    expect(countFilters({ diseaseId: [1, 2], categoryId: [3] })).toBe(3);
  });

  it('has the query type the schema takes', () => {
    expectTypeOf<PostListConditionsQuery>().toExtend<
      Partial<Record<keyof typeof PostListConditionsSchema.shape, unknown>>
    >();
  });
});
