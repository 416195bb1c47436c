import type { AuditActionCode, AuditObjectType, BusinessUnit } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * What every module writes to the audit trail, and nothing more: the trail is read, named and
 * exported by the audit-trail module, above every writer.
 */
export interface AuditEntry {
  unit: BusinessUnit;
  /** Null for a command-line admin change (an import), which has no signed-in user. */
  actorUserId: number | null;
  /** What happened: one of AUDIT_ACTIONS (shared), the file actions with their kind of file. */
  action: AuditActionCode;
  objectType: AuditObjectType;
  objectId: number | string;
  before: unknown;
  after: unknown;
}

/**
 * Appends one row to the audit trail, inside the caller's transaction so that it commits with the
 * change it records. The table refuses updates and deletes (migration 0013).
 */
export async function appendAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, objectId: String(entry.objectId) });
}

/** The named fields of a record: an audit row's `before` or `after` of a change to them. */
export function auditedFields<Key extends string>(
  keys: readonly Key[],
  record: Partial<Record<Key, unknown>>,
): Partial<Record<Key, unknown>> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Partial<Record<Key, unknown>>;
}
