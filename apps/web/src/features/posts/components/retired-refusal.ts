import type { ClassificationKey } from '@kizuki/shared';
import { refusalIssues } from '../../../lib/refusal.ts';

/**
 * The steps whose choice a submission was refused for because an admin retired the item since
 * (the server's code `retiredItem`, issue 20), by the field it names
 * (`body.classification.competitiveProductId` is the step `competitiveProduct`); none for any
 * other failure.
 */
export function retiredStepsOf(error: unknown): ClassificationKey[] {
  return refusalIssues(error)
    .filter((issue) => issue.code === 'retiredItem')
    .map(
      (issue) =>
        issue.field.replace(/^body\.classification\./, '').replace(/Id$/, '') as ClassificationKey,
    );
}
