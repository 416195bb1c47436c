import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BusinessUnit } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { organizations, users } from '../../db/schema.ts';

const userColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  unit: users.unit,
  isAdmin: users.isAdmin,
  agreedAt: users.agreedAt,
  organizationId: users.organizationId,
  organizationName: organizations.name,
};

export type UserRecord = {
  id: number;
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  role: (typeof users.role.enumValues)[number];
  unit: BusinessUnit;
  isAdmin: boolean;
  agreedAt: Date | null;
  organizationId: number | null;
  organizationName: string | null;
};

function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId));
}

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await selectUsers(db).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },

    async findInUnitByEmail(unit: BusinessUnit, email: string): Promise<UserRecord | null> {
      const [row] = await selectUsers(db)
        .where(and(eq(users.unit, unit), eq(users.email, email.toLowerCase())))
        .limit(1);
      return row ?? null;
    },

    /** Anyone by id, whatever the unit: for work the server does for the user itself (a push). */
    async findById(id: number): Promise<UserRecord | null> {
      const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findInUnitById(unit: BusinessUnit, id: number): Promise<UserRecord | null> {
      const [row] = await selectUsers(db)
        .where(and(eq(users.unit, unit), eq(users.id, id)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Records the terms acceptance once, with the server's clock (the client's clock is not evidence)
     * and an audit row in the same transaction. A repeated call keeps the first acceptance.
     */
    async recordTermsAcceptance(user: UserRecord, clientAgreedAt: string): Promise<UserRecord> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ agreedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(users.id, user.id), isNull(users.agreedAt)))
          .returning({ agreedAt: users.agreedAt });
        if (updated) {
          await appendAudit(tx, {
            unit: user.unit,
            actorUserId: user.id,
            action: 'user.acceptTerms',
            objectType: 'user',
            objectId: user.id,
            before: { agreedAt: null },
            after: { agreedAt: updated.agreedAt?.toISOString(), clientAgreedAt },
          });
          return { ...user, agreedAt: updated.agreedAt };
        }
        const [current] = await selectUsers(tx).where(eq(users.id, user.id));
        return current ?? user;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
