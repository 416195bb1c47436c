import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { organizations, users } from '../schema.ts';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from './demo-users.ts';

export interface SeedResult {
  seeded: boolean;
}

/**
 * Loads the demo data into an empty database and leaves a database with users untouched, so a
 * restart never duplicates or overwrites anything.
 */
export async function seedDemoData(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (existing && existing.count > 0) return { seeded: false };

    const insertedOrganizations = await tx
      .insert(organizations)
      .values(DEMO_ORGANIZATIONS)
      .onConflictDoNothing()
      .returning({ id: organizations.id, unit: organizations.unit, code: organizations.code });
    const organizationId = new Map(
      insertedOrganizations.map((row) => [`${row.unit}/${row.code}`, row.id]),
    );

    await tx.insert(users).values(
      DEMO_USERS.map(({ organizationCode, ...user }) => ({
        ...user,
        organizationId: organizationId.get(`${user.unit}/${organizationCode}`) ?? null,
      })),
    );
    return { seeded: true };
  });
}
