import {
  belongsToDiseaseGroup,
  can,
  classificationKeysOf,
  COLLECTION_OF,
  missingSelfCheckItems,
  wizardSteps,
  type Classification,
  type ContentKind,
  type FilterField,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import type { FieldIssue } from '@kizuki/shared';
import { forbidden, validationErrors } from '../../plugins/errors.ts';
import { createMasterDataRepository } from '../master-data/master-data.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';

/** SPEC.md section 2's collection names in words, for error messages. */
const NOUN: Record<string, string> = {
  occupationGroups: 'occupation group',
  workplaces: 'workplace',
  occupations: 'occupation',
  diseaseGroups: 'disease group',
  diseases: 'disease',
  productGroups: 'product group',
  competitiveProducts: 'competitive product',
  categories: 'category',
  activities: 'activity',
};

export function assertMayWrite(user: UserRecord, kind: ContentKind) {
  if (kind === 'reply' ? !can(user.role, 'reply') : !can(user.role, 'createPost')) {
    throw forbidden(`the role ${user.role} may not create a ${kind}`);
  }
}

/**
 * Checks a post's or quote's classification against the unit's wizard and master data: each
 * required step chosen, no step the unit does not have, every id an item of the right collection of
 * the caller's unit, and every item, segments included, one of the chosen disease group
 * (belongsToDiseaseGroup, the wizard's own rule). All problems are reported
 * together, each naming its field.
 */
export async function checkClassification(
  db: Database,
  user: UserRecord,
  classification: Classification,
  { complete }: { complete: boolean },
): Promise<void> {
  const issues: FieldIssue[] = [];
  const field = (key: FilterField) => `body.classification.${key}`;
  const steps = wizardSteps(user.unit);
  const unitKeys = classificationKeysOf(user.unit);
  for (const key of Object.keys(classification) as FilterField[]) {
    const classificationKey = key.slice(0, -2) as (typeof unitKeys)[number];
    if (classification[key] != null && !unitKeys.includes(classificationKey)) {
      issues.push({ field: field(key), message: `the ${user.unit} wizard has no such step` });
    }
  }
  if (complete) {
    for (const step of steps) {
      if (!step.optional && classification[`${step.key}Id`] == null) {
        issues.push({ field: field(`${step.key}Id`), message: 'is required' });
      }
    }
  }

  // Every chosen id in one query; each must be an item of its step's collection in the unit.
  const chosen = steps.flatMap((step) => classification[`${step.key}Id`] ?? []);
  const items = new Map(
    (await createMasterDataRepository(db).findInUnit(user.unit, chosen)).map((item) => [
      item.id,
      item,
    ]),
  );
  const diseaseGroupId = classification.diseaseGroupId ?? null;
  for (const step of steps) {
    const id = classification[`${step.key}Id`];
    if (id == null) continue;
    const collection = COLLECTION_OF[step.key];
    const item = items.get(id);
    if (!item || item.collection !== collection) {
      issues.push({
        field: field(`${step.key}Id`),
        message: `is not a ${NOUN[collection]} of your business unit`,
      });
    } else if (complete && !item.active) {
      // Issue 20: a retired item is out of the wizard; a draft may still hold it until submitted.
      issues.push({
        field: field(`${step.key}Id`),
        message: `is a retired ${NOUN[collection]}: choose another`,
        // The client opens the wizard on the step, which says the item was retired.
        code: 'retiredItem',
      });
    } else if (step.key !== 'diseaseGroup' && !belongsToDiseaseGroup(item, diseaseGroupId)) {
      issues.push({
        field: field(`${step.key}Id`),
        message: 'does not belong to the chosen disease group',
      });
    }
  }
  if (issues.length > 0) throw validationErrors(issues);
}

export function checkSelfCheck(kind: ContentKind, answered: readonly string[]) {
  const missing = missingSelfCheckItems(kind, answered);
  if (missing.length > 0) {
    throw validationErrors(
      missing.map((item) => ({ field: `body.selfCheck`, message: `must confirm "${item}"` })),
    );
  }
}
