import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_POST_LIST_CONDITIONS,
  parsePostListConditions,
  type PostListConditions,
} from '@kizuki/shared/rules';

/**
 * SPEC.md section 3: the keyword (and, here, the filters and sort) is kept for each list on its
 * own, in local storage, so it survives navigation and reload.
 */
export const LIST_PREFERENCES_STORAGE_KEY = 'kizuki.lists';

/** `insights`: the insights screen's filters (its keyword and sort are not used). */
export type ListName = 'timeline' | 'posts' | 'comments' | 'tasks' | 'notifications' | 'insights';

/** One list's stored conditions; the task and notice lists use the keyword only. */
export type ListPreferences = PostListConditions;

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
      Object.entries(stored).map(([name, value]) => [name, parsePostListConditions(value)]),
    );
  } catch {
    cache = {};
  }
  return cache;
}

export const listPreferencesStore = {
  get: (name: ListName): ListPreferences => readAll()[name] ?? DEFAULT_POST_LIST_CONDITIONS,
  /** Stores a change as it will be read back: what GET /posts would refuse is never kept. */
  update(name: ListName, change: Partial<ListPreferences>) {
    const next = parsePostListConditions({ ...listPreferencesStore.get(name), ...change });
    cache = { ...readAll(), [name]: next };
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
