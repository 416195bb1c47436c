import type { BusinessUnit, ImportKind } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema.ts';
import type { AuditEntry } from '../../modules/audit/audit.repository.ts';
import type { UpsertCounts } from '../../modules/master-data/master-data.repository.ts';
import type { RowChange } from './changes.ts';
import { inChunks, rowsPerStatement } from './chunks.ts';
import type { ImportOptions } from './importer.ts';

/** The bind parameters of one audit row: unit, actor, action, object type and id, before, after. */
const AUDIT_ROW_PARAMETERS = 7;

/**
 * PRODUCT.md: every admin change goes into the audit trail: per unit one row with the counts, and
 * one row per changed line with its before and after (issue 20), all by the importing admin. The
 * rows are those appendAudit writes, in the same order, a chunk of rows per statement.
 */
export async function auditImport(
  db: Database,
  kind: ImportKind,
  units: BusinessUnit[],
  counts: UpsertCounts,
  changes: RowChange[],
  { actorUserId, operator }: ImportOptions,
): Promise<void> {
  if (counts.inserted + counts.updated === 0) return;
  const by = operator === undefined ? {} : { operator };
  const entries: AuditEntry[] = [];
  for (const unit of units) {
    const ofUnit = changes.filter((change) => change.after.unit === unit);
    if (ofUnit.length === 0) continue;
    const entry = { unit, actorUserId, objectType: 'import', objectId: kind } as const;
    entries.push({
      ...entry,
      action: `admin.import.${kind}`,
      before: null,
      after: { ...counts, ...by },
    });
    for (const change of ofUnit) {
      entries.push({
        ...entry,
        action: `admin.import.${kind}.line`,
        before: change.before,
        after: { ...change.after, ...by },
      });
    }
  }
  await inChunks(entries, rowsPerStatement(AUDIT_ROW_PARAMETERS), (chunk) =>
    db
      .insert(auditLog)
      .values(chunk.map((entry) => ({ ...entry, objectId: String(entry.objectId) }))),
  );
}
