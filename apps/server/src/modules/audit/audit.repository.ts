import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  AuditEntry as AuditEntryView,
  AuditLogQuery,
  AuditObjectType,
  BusinessUnit,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  unit: BusinessUnit;
  /** Null for a command-line admin change (an import), which has no signed-in user. */
  actorUserId: number | null;
  /** What happened, as object.verb: post.submit, task.open, user.agree… */
  action: string;
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

export function createAuditRepository(db: Database) {
  return {
    /** The unit's audit trail, newest first, narrowed to an object and/or the user who acted. */
    async list(
      unit: BusinessUnit,
      query: Required<Pick<AuditLogQuery, 'limit' | 'offset'>> & AuditLogQuery,
    ) {
      const conditions: SQL[] = [eq(auditLog.unit, unit)];
      if (query.objectType) conditions.push(eq(auditLog.objectType, query.objectType));
      if (query.objectId) conditions.push(eq(auditLog.objectId, query.objectId));
      if (query.actorUserId) conditions.push(eq(auditLog.actorUserId, query.actorUserId));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows: rows.map(presentAuditEntry), total: totals?.total ?? 0 };
    },
  };
}

function presentAuditEntry(row: typeof auditLog.$inferSelect): AuditEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    before: row.before,
    after: row.after,
  };
}
