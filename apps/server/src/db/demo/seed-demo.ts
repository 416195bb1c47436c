import { sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock.ts';
import type { Database } from '../database.ts';
import { upsertMasterItems } from '../../modules/master-data/master-data.repository.ts';
import { masterItems, organizations, posts, users } from '../schema.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoTour } from './demo-tour.ts';
import { DEMO_MASTER_ITEMS } from './demo-master-data.ts';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from './demo-users.ts';

export interface SeedResult {
  seeded: boolean;
}

/**
 * Loads each part of the demo data whose table is still empty; a restart adds nothing. Its posts
 * and tasks are dated relative to the clock's now (the system's, unless a test sets one).
 */
export async function seedDemoData(
  db: Database,
  options: {
    clock?: Clock;
    /** Add what the README's tour needs (demo-tour.ts): `npm start`'s demo, not the tests'. */
    tour?: boolean;
  } = {},
): Promise<SeedResult> {
  const clock = options.clock ?? systemClock;
  const users = await seedDemoUsers(db);
  const master = await seedDemoMasterData(db);
  const content = await db.transaction(async (tx) => {
    if (!(await isEmpty(tx, posts))) return false;
    const now = clock.now();
    await seedDemoPosts(tx, now);
    if (options.tour) await seedDemoTour(tx, now);
    return true;
  });
  return { seeded: users || master || content };
}

async function isEmpty(
  db: Database,
  table: typeof users | typeof masterItems | typeof posts,
): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .limit(1);
  return (row?.count ?? 0) === 0;
}

async function seedDemoMasterData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx, masterItems))) return false;
    await upsertMasterItems(tx, DEMO_MASTER_ITEMS);
    return true;
  });
}

async function seedDemoUsers(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx, users))) return false;

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
    return true;
  });
}
