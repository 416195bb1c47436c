import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_SCREEN_RULES,
  screenRuleKey,
  type BusinessUnit,
  type SafetyContacts,
  type SaveScreenRulesBody,
  type ScreenRule,
  type ScreenRules,
  type ScreenRulesResponse,
} from '@kizuki/shared';
import type { Database } from '../../db/database.ts';
import { screenRuleVersions, users } from '../../db/schema.ts';
import { conflictOn, validationErrors } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import type { UserRecord } from '../users/users.repository.ts';

/** The pre-screen's table a unit runs, and where it comes from. */
export interface RulesInForce {
  table: ScreenRules;
  /** The table the product ships: the unit has saved none. */
  builtIn: boolean;
  savedAt: Date | null;
  savedBy: { id: number; firstName: string; lastName: string } | null;
}

const BUILT_IN: RulesInForce = {
  table: DEFAULT_SCREEN_RULES,
  builtIn: true,
  savedAt: null,
  savedBy: null,
};

/**
 * The tables read last, per database and unit, and when: a screen runs on every pause in typing,
 * so the table in force (and the RegExps the pre-screen compiles for it, cached by object) is
 * taken from memory for RULES_RECHECK_MS, then the database is asked for its version again. A save
 * in this process is in force at once (the route forgets what it remembered); one in another
 * process within RULES_RECHECK_MS. A transaction is another handle: the check at submit, which
 * runs in one, always asks.
 */
const remembered = new WeakMap<
  Database,
  Map<BusinessUnit, { inForce: RulesInForce; at: number }>
>();

/** How long a process trusts the table it read before asking the database again. */
const RULES_RECHECK_MS = 5_000;

function rememberedOf(db: Database) {
  let byUnit = remembered.get(db);
  if (!byUnit) {
    byUnit = new Map();
    remembered.set(db, byUnit);
  }
  return byUnit;
}

/**
 * One object per distinct table: the pre-screen caches the RegExps it compiles by table object,
 * and every transaction reads the table afresh (the check at submit), so without this each submit
 * would compile the unit's rules again.
 */
const interned = new Map<string, ScreenRules>();

function internTable(version: number, rules: ScreenRule[]): ScreenRules {
  const key = `${version}:${createHash('sha256').update(JSON.stringify(rules)).digest('hex')}`;
  let table = interned.get(key);
  if (!table) {
    if (interned.size >= 50) interned.clear();
    table = { version, rules };
    interned.set(key, table);
  }
  return table;
}

/** Forgets the unit's table read by this database handle: after a save through a transaction. */
export function forgetRulesInForce(db: Database, unit: BusinessUnit): void {
  remembered.get(db)?.delete(unit);
}

/**
 * The table in force for a unit: its newest saved version, else the built-in one. `fresh` asks
 * the database whatever is remembered (an admin's reading, a save).
 */
export async function rulesInForce(
  db: Database,
  unit: BusinessUnit,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RulesInForce> {
  const byUnit = rememberedOf(db);
  const known = byUnit.get(unit);
  if (!fresh && known && Date.now() - known.at < RULES_RECHECK_MS) return known.inForce;
  const [latest] = await db
    .select({ version: screenRuleVersions.version })
    .from(screenRuleVersions)
    .where(eq(screenRuleVersions.unit, unit))
    .orderBy(desc(screenRuleVersions.version))
    .limit(1);
  if (!latest) {
    byUnit.set(unit, { inForce: BUILT_IN, at: Date.now() });
    return BUILT_IN;
  }
  if (known?.inForce.table.version === latest.version && !known.inForce.builtIn) {
    known.at = Date.now();
    return known.inForce;
  }
  const [row] = await db
    .select({
      version: screenRuleVersions.version,
      rules: screenRuleVersions.rules,
      savedAt: screenRuleVersions.savedAt,
      savedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(screenRuleVersions)
    .leftJoin(users, eq(users.id, screenRuleVersions.savedByUserId))
    .where(and(eq(screenRuleVersions.unit, unit), eq(screenRuleVersions.version, latest.version)));
  const inForce: RulesInForce = {
    table: internTable(row!.version, row!.rules),
    builtIn: false,
    savedAt: row!.savedAt,
    savedBy: row!.savedBy?.id ? row!.savedBy : null,
  };
  byUnit.set(unit, { inForce, at: Date.now() });
  return inForce;
}

export function presentRules(inForce: RulesInForce): ScreenRulesResponse {
  return {
    version: inForce.table.version,
    rules: inForce.table.rules,
    savedAt: inForce.savedAt?.toISOString() ?? null,
    savedBy: inForce.savedBy,
    builtIn: inForce.builtIn,
    builtInVersion: DEFAULT_SCREEN_RULES.version,
  };
}

/** A rule as one string: the one definition of "the same rule" (shared, screenRuleKey). */
export const ruleKey = screenRuleKey;

const sameRules = (a: readonly ScreenRule[], b: readonly ScreenRule[]) =>
  a.length === b.length && a.every((rule, index) => ruleKey(rule) === ruleKey(b[index]!));

/** What a save changed, by rule id, for the audit trail (the rules themselves are in the table). */
function ruleChanges(before: readonly ScreenRule[], after: readonly ScreenRule[]) {
  const old = new Map(before.map((rule) => [rule.id, rule]));
  const next = new Map(after.map((rule) => [rule.id, rule]));
  return {
    added: after.filter((rule) => !old.has(rule.id)).map((rule) => rule.id),
    removed: before.filter((rule) => !next.has(rule.id)).map((rule) => rule.id),
    changed: after
      .filter((rule) => old.has(rule.id) && !sameRules([old.get(rule.id)!], [rule]))
      .map((rule) => rule.id),
  };
}

/**
 * A new version of the unit's table, saved by an admin, in the caller's transaction: over the
 * version in force only (`baseVersion`, else 409 conflict: someone saved meanwhile), numbered
 * after both the version in force and the built-in one, with its audit row. The same rules as in
 * force save nothing and answer the table as it is, so a retry after a lost answer is harmless.
 * The rules' safety is checked before (rule-safety.ts).
 */
export async function saveRules(
  tx: Database,
  admin: UserRecord,
  body: SaveScreenRulesBody,
): Promise<{ saved: boolean; inForce: RulesInForce }> {
  const current = await rulesInForce(tx, admin.unit, { fresh: true });
  if (sameRules(current.table.rules, body.rules)) return { saved: false, inForce: current };
  if (body.baseVersion !== current.table.version) {
    throw conflictOn({
      field: 'body.baseVersion',
      code: 'overtaken',
      message: `the rules were saved meanwhile: version ${current.table.version} is in force`,
      currentVersion: current.table.version,
    });
  }
  const version = Math.max(current.table.version, DEFAULT_SCREEN_RULES.version) + 1;
  const inserted = await tx
    .insert(screenRuleVersions)
    .values({ unit: admin.unit, version, rules: body.rules, savedByUserId: admin.id })
    .onConflictDoNothing()
    .returning({ version: screenRuleVersions.version });
  // Another admin's save took this version number between our read and our write.
  if (inserted.length === 0) {
    throw conflictOn({
      field: 'body.baseVersion',
      code: 'overtaken',
      message: 'the rules were saved meanwhile',
      currentVersion: version,
    });
  }
  await appendAudit(tx, {
    unit: admin.unit,
    actorUserId: admin.id,
    action: 'screenRules.save',
    objectType: 'screenRules',
    objectId: admin.unit,
    before: { version: current.table.version, builtIn: current.builtIn },
    after: { version, ...ruleChanges(current.table.rules, body.rules) },
  });
  return { saved: true, inForce: await rulesInForce(tx, admin.unit, { fresh: true }) };
}

/** The unit's safety contacts, by name. */
export async function safetyContactsOf(db: Database, unit: BusinessUnit): Promise<SafetyContacts> {
  const data = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.unit, unit), eq(users.isSafetyContact, true)))
    .orderBy(users.lastName, users.firstName, users.id);
  return { data };
}

/**
 * Names the unit's safety contacts (exactly these users), with an audit row when it changes.
 * Every id must be a user of the admin's unit (400 naming it: another unit's user is not found).
 */
export async function saveSafetyContacts(
  tx: Database,
  admin: UserRecord,
  userIds: readonly number[],
): Promise<SafetyContacts> {
  const wanted = [...new Set(userIds)];
  const found =
    wanted.length === 0
      ? []
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.unit, admin.unit), inArray(users.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  const unknown = userIds
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !known.has(id))
    .map(({ index }) => ({
      field: `body.userIds.${index}`,
      message: 'is not a user of your unit',
    }));
  if (unknown.length > 0) throw validationErrors(unknown);

  const before = (await safetyContactsOf(tx, admin.unit)).data.map((person) => person.id);
  const unchanged = before.length === wanted.length && before.every((id) => known.has(id));
  if (!unchanged) {
    await tx
      .update(users)
      .set({ isSafetyContact: false })
      .where(and(eq(users.unit, admin.unit), eq(users.isSafetyContact, true)));
    if (wanted.length > 0) {
      await tx
        .update(users)
        .set({ isSafetyContact: true })
        .where(and(eq(users.unit, admin.unit), inArray(users.id, wanted)));
    }
    await appendAudit(tx, {
      unit: admin.unit,
      actorUserId: admin.id,
      action: 'safetyContacts.save',
      objectType: 'unit',
      objectId: admin.unit,
      before: { userIds: before },
      after: { userIds: [...wanted].sort((a, b) => a - b) },
    });
  }
  return safetyContactsOf(tx, admin.unit);
}
