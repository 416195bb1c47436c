import type { ClassificationKey, WizardStep } from './wizard.ts';

// Apart from wizard.ts, whose step lists the first paint needs: these rules only the composer,
// the server and the demo data do.

/**
 * SPEC.md section 2, "when a disease group is selected, only the chosen segments and categories are
 * listed": whether a master-data item may be chosen with that disease group. An item linked to no
 * disease group belongs to every one; so does any item while no disease group is chosen. The one
 * rule of the wizard's lists (client), of a submission's check (server) and of the demo data.
 */
export function belongsToDiseaseGroup(
  item: { diseaseGroupIds: readonly number[] },
  diseaseGroupId: number | null | undefined,
): boolean {
  return (
    diseaseGroupId == null ||
    item.diseaseGroupIds.length === 0 ||
    item.diseaseGroupIds.includes(diseaseGroupId)
  );
}

/**
 * The steps of a classification whose chosen item is not one of the chosen disease group's
 * (belongsToDiseaseGroup), in wizard order; the disease group step itself is never one of them.
 */
export function stepsOutsideDiseaseGroup<Item extends { diseaseGroupIds: readonly number[] }>(
  steps: readonly WizardStep[],
  chosen: Partial<Record<ClassificationKey, Item | null>>,
  diseaseGroupId: number | null | undefined,
): ClassificationKey[] {
  return steps
    .filter((step) => step.key !== 'diseaseGroup')
    .filter((step) => {
      const item = chosen[step.key];
      return item != null && !belongsToDiseaseGroup(item, diseaseGroupId);
    })
    .map((step) => step.key);
}
