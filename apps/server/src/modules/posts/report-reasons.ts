import { and, eq } from 'drizzle-orm';
import { REPORT_REASONS, type ReportReason } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { contentReports } from '../../db/schema.ts';

/** The distinct reasons of these reports, in the order the report dialog offers them. */
export function reasonsInOrder(reports: { reason: ReportReason }[]): ReportReason[] {
  const given = new Set(reports.map((one) => one.reason));
  return REPORT_REASONS.filter((reason) => given.has(reason));
}

/**
 * Why a post was unpublished after readers reported it (issue 39): the reasons of the reports its
 * unpublish resolved, for its page; none for a post unpublished otherwise.
 */
export async function unpublishReasonsOf(db: Database, postId: number): Promise<ReportReason[]> {
  return reasonsInOrder(
    await db
      .select({ reason: contentReports.reason })
      .from(contentReports)
      .where(and(eq(contentReports.postId, postId), eq(contentReports.status, 'unpublished'))),
  );
}
