import { useQueries } from '@tanstack/react-query';
import type { Classification, MasterItem, WizardStep } from '@kizuki/shared';
import { COLLECTION_OF } from '@kizuki/shared/rules';
import { masterItemsByIdQueryOptions } from '../../../lib/master-data.ts';

/**
 * The master-data items an existing classification names (a draft's, a quoted post's), fetched by
 * id, so an item far down a long list is found as surely as the first. Waits for `classification`.
 */
export function useClassificationItems(
  steps: WizardStep[],
  classification: Classification | undefined,
) {
  const lists = useQueries({
    queries: steps.map((step) => {
      const id = classification?.[`${step.key}Id`];
      return {
        ...masterItemsByIdQueryOptions(COLLECTION_OF[step.key], id == null ? [] : [id]),
        enabled: classification !== undefined,
      };
    }),
  });
  const items = new Map<number, MasterItem>();
  for (const list of lists) for (const item of list.data ?? []) items.set(item.id, item);
  return {
    items,
    isError: lists.some((list) => list.isError),
    isLoaded: lists.every((list) => list.data !== undefined),
    /** Some are waiting for the network to come back (offline). */
    isPaused: lists.some((list) => list.fetchStatus === 'paused'),
  };
}
