import { afterEach, describe, expect, it } from 'vitest';
import { countFilters, MAX_FILTER_IDS } from '@kizuki/shared/rules';
import { LIST_PREFERENCES_STORAGE_KEY, listPreferencesStore } from './list-preferences.ts';

describe('list preferences', () => {
  afterEach(() => {
    localStorage.clear();
    listPreferencesStore.reset();
  });

  it('keeps each list’s keyword, sort and filters apart, across a reload', () => {
    listPreferencesStore.update('timeline', { keyword: '処方', filters: { diseaseId: [3, 4] } });
    listPreferencesStore.update('comments', { keyword: 'web', sort: 'numberOfLikeReactions' });
    listPreferencesStore.reset();
    expect(listPreferencesStore.get('timeline')).toEqual({
      keyword: '処方',
      sort: 'publishedAt',
      filters: { diseaseId: [3, 4] },
    });
    expect(listPreferencesStore.get('comments')).toMatchObject({
      keyword: 'web',
      sort: 'numberOfLikeReactions',
    });
    expect(listPreferencesStore.get('posts').keyword).toBe('');
    expect(countFilters(listPreferencesStore.get('timeline').filters)).toBe(2);
  });

  it('stores a change as it reads it back: no more ids than GET /posts takes', () => {
    const many = Array.from({ length: MAX_FILTER_IDS + 5 }, (_, index) => index + 1);
    listPreferencesStore.update('timeline', { filters: { competitiveProductId: many } });
    const kept = listPreferencesStore.get('timeline').filters.competitiveProductId;
    expect(kept).toEqual(many.slice(0, MAX_FILTER_IDS));
    listPreferencesStore.reset();
    expect(listPreferencesStore.get('timeline').filters.competitiveProductId).toEqual(kept);
  });

  it('reads a filter stored as one id (before filters took several) as a list of one', () => {
    localStorage.setItem(
      LIST_PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        timeline: { keyword: '処方', sort: 'publishedAt', filters: { diseaseGroupId: 2 } },
        posts: { filters: { diseaseGroupId: [1, 2], categoryId: 5 } },
      }),
    );
    expect(listPreferencesStore.get('timeline').filters).toEqual({ diseaseGroupId: [2] });
    expect(listPreferencesStore.get('posts').filters).toEqual({
      diseaseGroupId: [1, 2],
      categoryId: [5],
    });
    listPreferencesStore.update('timeline', { sort: 'numberOfLikeReactions' });
    expect(
      JSON.parse(localStorage.getItem(LIST_PREFERENCES_STORAGE_KEY)!).timeline.filters,
    ).toEqual({ diseaseGroupId: [2] });
  });

  it('falls back to defaults for whatever stored value is damaged', () => {
    localStorage.setItem(
      LIST_PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        timeline: { keyword: 5, sort: 'random', filters: { diseaseId: ['x', 2], other: [1] } },
      }),
    );
    expect(listPreferencesStore.get('timeline')).toEqual({
      keyword: '',
      sort: 'publishedAt',
      filters: { diseaseId: [2] },
    });
    localStorage.setItem(LIST_PREFERENCES_STORAGE_KEY, '{not json');
    listPreferencesStore.reset();
    expect(listPreferencesStore.get('timeline').sort).toBe('publishedAt');
  });
});
