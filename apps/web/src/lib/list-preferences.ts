import { useCallback, useSyncExternalStore } from 'react';
import { FILTER_FIELDS, POST_SORTS, type FilterField, type PostSort } from '@kizuki/shared/rules';

/**
 * SPEC.md section 3: the keyword (and, here, the filters and sort) is kept for each list on its
 * own, in local storage, so it survives navigation and reload.
 */
export const LIST_PREFERENCES_STORAGE_KEY = 'kizuki.lists';

export type ListName = 'timeline' | 'posts' | 'comments' | 'tasks' | 'notifications';
export type PostFilters = Partial<Record<FilterField, number[]>>;

export interface ListPreferences {
  keyword: string;
  sort: PostSort;
  filters: PostFilters;
}

const DEFAULTS: ListPreferences = { keyword: '', sort: 'publishedAt', filters: {} };

/** Whatever is stored is checked field by field: a damaged entry falls back to the defaults. */
function sanitize(stored: unknown): ListPreferences {
  const value = (stored ?? {}) as Partial<Record<keyof ListPreferences, unknown>>;
  const filters: PostFilters = {};
  const storedFilters = (value.filters ?? {}) as Record<string, unknown>;
  for (const field of FILTER_FIELDS) {
    const ids = storedFilters[field];
    if (Array.isArray(ids)) {
      const valid = ids.filter((id): id is number => Number.isInteger(id) && id > 0);
      if (valid.length > 0) filters[field] = valid;
    }
  }
  return {
    keyword: typeof value.keyword === 'string' ? value.keyword.slice(0, 200) : '',
    sort: (POST_SORTS as readonly unknown[]).includes(value.sort)
      ? (value.sort as PostSort)
      : DEFAULTS.sort,
    filters,
  };
}

let cache: Partial<Record<ListName, ListPreferences>> | null = null;
const listeners = new Set<() => void>();

function readAll(): Partial<Record<ListName, ListPreferences>> {
  if (cache) return cache;
  try {
    const stored = JSON.parse(localStorage.getItem(LIST_PREFERENCES_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    cache = Object.fromEntries(
      Object.entries(stored).map(([name, value]) => [name, sanitize(value)]),
    );
  } catch {
    cache = {};
  }
  return cache;
}

export const listPreferencesStore = {
  get: (name: ListName): ListPreferences => readAll()[name] ?? DEFAULTS,
  update(name: ListName, change: Partial<ListPreferences>) {
    cache = { ...readAll(), [name]: { ...listPreferencesStore.get(name), ...change } };
    localStorage.setItem(LIST_PREFERENCES_STORAGE_KEY, JSON.stringify(cache));
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Forgets the in-memory copy (tests). */
  reset: () => {
    cache = null;
  },
};

export function countFilters(filters: PostFilters): number {
  return Object.values(filters).reduce((sum, ids) => sum + (ids?.length ?? 0), 0);
}

/** One list's keyword, sort and filters, and a setter that stores them. */
export function useListPreferences(
  name: ListName,
): [ListPreferences, (change: Partial<ListPreferences>) => void] {
  const preferences = useSyncExternalStore(listPreferencesStore.subscribe, () =>
    listPreferencesStore.get(name),
  );
  const update = useCallback(
    (change: Partial<ListPreferences>) => listPreferencesStore.update(name, change),
    [name],
  );
  return [preferences, update];
}
