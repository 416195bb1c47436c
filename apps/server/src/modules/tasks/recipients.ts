import { and, asc, eq, or } from 'drizzle-orm';
import type { BusinessUnit } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

/**
 * Who receives the unit's compliance work (issue 19): its safety contacts (safety cases, reports
 * of a possible adverse event) and its admins (reports). A unit whose admin has named no safety
 * contact sends safety cases to its admins, so that a case never waits in nobody's tray
 * (docs/decisions.md). Deactivated users receive nothing (issue 20).
 */
export async function complianceRecipients(
  db: Database,
  unit: BusinessUnit,
  wanted: { safetyContacts: boolean; admins: boolean },
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id, isAdmin: users.isAdmin, isSafetyContact: users.isSafetyContact })
    .from(users)
    .where(
      and(
        eq(users.unit, unit),
        eq(users.active, true),
        or(eq(users.isAdmin, true), eq(users.isSafetyContact, true)),
      ),
    )
    .orderBy(asc(users.id));
  const contacts = rows.filter((row) => row.isSafetyContact).map((row) => row.id);
  const admins = rows.filter((row) => row.isAdmin).map((row) => row.id);
  const ids = new Set<number>();
  if (wanted.safetyContacts) for (const id of contacts.length > 0 ? contacts : admins) ids.add(id);
  if (wanted.admins) for (const id of admins) ids.add(id);
  return [...ids];
}
