import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { normalEmail, type BusinessUnit } from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { conflictOn } from '../../plugins/errors.ts';
import { organizations, termsVersions, users } from '../../db/schema.ts';

const userColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  unit: users.unit,
  isAdmin: users.isAdmin,
  isSafetyContact: users.isSafetyContact,
  active: users.active,
  agreedAt: users.agreedAt,
  termsVersion: users.termsVersion,
  // The unit's own versions and the common ones (issue 20): the highest is in force.
  currentTermsVersion:
    sql<number>`(select max(${termsVersions.version}) from ${termsVersions} where ${termsVersions.unit} is null or ${termsVersions.unit} = ${users.unit})`.mapWith(
      Number,
    ),
  organizationId: users.organizationId,
  organizationName: organizations.name,
};

/** The versions of the terms a unit's people read: its own and the common ones. */
export const termsInForceFor = (unit: BusinessUnit) =>
  or(isNull(termsVersions.unit), eq(termsVersions.unit, unit));

export type UserRecord = {
  id: number;
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  role: (typeof users.role.enumValues)[number];
  unit: BusinessUnit;
  isAdmin: boolean;
  /** Named by an admin: receives the unit's safety cases (issue 19). */
  isSafetyContact: boolean;
  /** False once an admin deactivated the user (issue 20): every request answers userDeactivated. */
  active: boolean;
  /** The first acceptance of the terms. */
  agreedAt: Date | null;
  /** The version of the terms accepted last (null: never), and the one in force when read. */
  termsVersion: number | null;
  currentTermsVersion: number;
  organizationId: number | null;
  organizationName: string | null;
};

export function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId));
}

export function createUsersRepository(db: Database) {
  return {
    /**
     * Whom a sign-in with the e-mail is: of the person's registrations (one per unit at most, and
     * usually one), an active one before a deactivated one, one the person has used (accepted the
     * terms in) before one they never have, then the oldest. So a registration another unit's
     * admin makes never takes over one in use, and a second unit's registration takes over when
     * the first is deactivated (a move between units).
     */
    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await selectUsers(db)
        .where(eq(users.email, normalEmail(email)))
        .orderBy(desc(users.active), sql`${users.agreedAt} is not null desc`, asc(users.id))
        .limit(1);
      return row ?? null;
    },

    async findInUnitByEmail(unit: BusinessUnit, email: string): Promise<UserRecord | null> {
      const [row] = await selectUsers(db)
        .where(and(eq(users.unit, unit), eq(users.email, normalEmail(email))))
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
     * Records the acceptance of the version in force (or refuses one of an older version the
     * client showed: 409), with the server's clock (the client's clock is not evidence) and an audit
     * row in the same transaction. agreedAt is the first acceptance and never moves; a repeated
     * call of the same version changes nothing.
     */
    async recordTermsAcceptance(
      user: UserRecord,
      body: { agreedAt: string; termsVersion?: number | undefined },
    ): Promise<UserRecord> {
      return db.transaction(async (tx) => {
        // Locked, so that two acceptances at once write one audit row.
        const [before] = await tx
          .select({ agreedAt: users.agreedAt, termsVersion: users.termsVersion })
          .from(users)
          .where(eq(users.id, user.id))
          .for('update');
        const [current] = await tx
          .select({ version: sql<number>`max(${termsVersions.version})`.mapWith(Number) })
          .from(termsVersions)
          .where(termsInForceFor(user.unit));
        const version = current!.version;
        if (body.termsVersion !== undefined && body.termsVersion !== version) {
          throw conflictOn({
            field: 'body.termsVersion',
            code: 'overtaken',
            message: `version ${version} of the terms is in force`,
            currentVersion: version,
          });
        }
        if (before && before.agreedAt && before.termsVersion === version) {
          const [unchanged] = await selectUsers(tx).where(eq(users.id, user.id));
          return unchanged ?? user;
        }
        const [updated] = await tx
          .update(users)
          .set({
            agreedAt: sql`coalesce(${users.agreedAt}, now())`,
            termsVersion: version,
            termsAcceptedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, user.id))
          .returning({
            agreedAt: users.agreedAt,
            termsVersion: users.termsVersion,
            termsAcceptedAt: users.termsAcceptedAt,
          });
        await appendAudit(tx, {
          unit: user.unit,
          actorUserId: user.id,
          action: 'user.acceptTerms',
          objectType: 'user',
          objectId: user.id,
          before: {
            agreedAt: before?.agreedAt?.toISOString() ?? null,
            termsVersion: before?.termsVersion ?? null,
          },
          after: {
            agreedAt: updated!.agreedAt?.toISOString(),
            termsVersion: updated!.termsVersion,
            termsAcceptedAt: updated!.termsAcceptedAt?.toISOString(),
            clientAgreedAt: body.agreedAt,
          },
        });
        return {
          ...user,
          agreedAt: updated!.agreedAt,
          termsVersion: version,
          currentTermsVersion: version,
        };
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
