import type { MasterItem } from '@kizuki/shared';
import { belongsToDiseaseGroup, foldText } from '@kizuki/shared/rules';

/**
 * A wizard step's items from a kept list (offline, issue 39), as the server would list them: the
 * chosen disease group's (the disease group step itself is never narrowed), and, with a search,
 * those whose Japanese or English name or code contains it, folded as every search folds. The
 * server's twin is the master-data repository's list; the kept list is in the server's order.
 */
export function keptStepItems(
  items: readonly MasterItem[],
  narrowing: { diseaseGroupId: number | null; search: string },
): MasterItem[] {
  const needle = foldText(narrowing.search.trim());
  return items.filter(
    (item) =>
      belongsToDiseaseGroup(item, narrowing.diseaseGroupId) &&
      (needle === '' ||
        [item.nameJa, item.nameEn, item.code].some((text) => foldText(text).includes(needle))),
  );
}
