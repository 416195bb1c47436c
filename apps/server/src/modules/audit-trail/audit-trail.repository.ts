import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  auditActionCodes,
  type AuditEntry as AuditEntryView,
  type AuditLogFilter,
  type BusinessUnit,
  type ExportLanguage,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { auditLog, users } from '../../db/schema.ts';
import { readableChanges } from './audit-changes.ts';
import { nameBookOf, type NameBook } from './audit-object-names.ts';

/*
 * The audit trail as its readers read it (the admin's screen and its CSV export): rows named in
 * the reader's unit and language. The trail is written by appendAudit (audit/audit.repository.ts),
 * which every module uses; reading it is this module's alone.
 */

/** Midnight of a Tokyo calendar date (Japan keeps no daylight saving time). */
const tokyoMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The conditions of a filter: the unit always, then what the admin narrowed it to. */
function conditionsOf(unit: BusinessUnit, filter: AuditLogFilter): SQL[] {
  const conditions: SQL[] = [eq(auditLog.unit, unit)];
  if (filter.objectType) conditions.push(eq(auditLog.objectType, filter.objectType));
  if (filter.objectId) conditions.push(eq(auditLog.objectId, filter.objectId));
  if (filter.actorUserId) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.action) conditions.push(inArray(auditLog.action, auditActionCodes(filter.action)));
  if (filter.from) conditions.push(gte(auditLog.at, tokyoMidnight(filter.from)));
  if (filter.to) {
    conditions.push(lt(auditLog.at, new Date(tokyoMidnight(filter.to).getTime() + DAY_MS)));
  }
  return conditions;
}

function selectEntries(db: Database) {
  return db
    .select({
      row: auditLog,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['where']>>[number];

/** A page of rows as the reader reads them: objects and ids named in the caller's unit only. */
async function presentPage(
  db: Database,
  unit: BusinessUnit,
  lang: ExportLanguage,
  rows: SelectedRow[],
): Promise<AuditEntryView[]> {
  const book = await nameBookOf(
    db,
    unit,
    lang,
    rows.map(({ row }) => row),
  );
  return rows.map((row) => presentAuditEntry(row, book));
}

export function createAuditRepository(db: Database) {
  return {
    /** The unit's audit trail, newest first, narrowed by the filter, one page, named in `lang`. */
    async list(
      unit: BusinessUnit,
      lang: ExportLanguage,
      query: AuditLogFilter & { limit: number; offset: number },
    ) {
      const where = and(...conditionsOf(unit, query));
      const [rows, [totals]] = await Promise.all([
        selectEntries(db)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows: await presentPage(db, unit, lang, rows), total: totals?.total ?? 0 };
    },

    /**
     * Every entry of the filter, newest first, a page of `pageSize` at a time (by id, not by
     * offset, so that a long export costs the same per page), named in `lang`: the pages the CSV
     * export streams.
     */
    async *pages(unit: BusinessUnit, lang: ExportLanguage, filter: AuditLogFilter, pageSize = 500) {
      let below = Number.MAX_SAFE_INTEGER;
      for (;;) {
        const rows = await selectEntries(db)
          .where(and(...conditionsOf(unit, filter), lt(auditLog.id, below)))
          .orderBy(desc(auditLog.id))
          .limit(pageSize);
        yield await presentPage(db, unit, lang, rows);
        if (rows.length < pageSize) return;
        below = rows.at(-1)!.row.id;
      }
    },
  };
}

function presentAuditEntry(
  { row, actorFirstName, actorLastName }: SelectedRow,
  book: NameBook,
): AuditEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    actor:
      actorFirstName !== null && actorLastName !== null
        ? { firstName: actorFirstName, lastName: actorLastName }
        : null,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    objectName: book.objects.get(`${row.objectType}:${row.objectId}`) ?? null,
    before: row.before,
    after: row.after,
    changes: readableChanges(row.before, row.after, book),
  };
}
