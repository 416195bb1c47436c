import { useQueries } from '@tanstack/react-query';
import type { MasterItem, SuggestedKey, WizardStep } from '@kizuki/shared';
import {
  COLLECTION_OF,
  SUGGESTED_KEYS,
  suggestClassification,
  suggestionVocabulary,
} from '@kizuki/shared/rules';
import { useMemo } from 'react';
import { wholeCollectionQueryOptions } from '../../../lib/master-data-whole.ts';

/**
 * Issue 23: the classification the committed text suggests, on the unit's steps, from the master
 * data the wizard offers, loaded once (no request per keystroke; `settledText` has waited for the
 * typing to pause). Nothing loads until `enabled` (the writer chose to start from the text).
 */
export function useTextSuggestion(
  steps: WizardStep[],
  settledText: string,
  options: { enabled: boolean; diseaseGroupId: number | null },
): Partial<Record<SuggestedKey, MasterItem>> | undefined {
  const keys = steps
    .map((step) => step.key)
    .filter((key): key is SuggestedKey => (SUGGESTED_KEYS as readonly string[]).includes(key));
  const lists = useQueries({
    queries: keys.map((key) => ({
      ...wholeCollectionQueryOptions(COLLECTION_OF[key]),
      enabled: options.enabled,
    })),
  });
  const loaded = lists.every((list) => list.data !== undefined);
  const dataKey = lists.map((list) => list.dataUpdatedAt).join(',');
  const vocabulary = useMemo(() => {
    if (!loaded) return undefined;
    const itemsByKey: Partial<Record<SuggestedKey, MasterItem[]>> = {};
    keys.forEach((key, index) => (itemsByKey[key] = lists[index]?.data ?? []));
    return suggestionVocabulary<MasterItem>(itemsByKey);
    // The lists' data changes only with dataKey; keys only with the steps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, dataKey]);
  return useMemo(
    () =>
      vocabulary
        ? suggestClassification(settledText, vocabulary, {
            diseaseGroupId: options.diseaseGroupId,
          })
        : undefined,
    [vocabulary, settledText, options.diseaseGroupId],
  );
}
