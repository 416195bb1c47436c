import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { oidcModels } from '../db/schema.ts';

/**
 * oidc-provider's storage contract (its Adapter type: upsert, find, findByUid, findByUserCode,
 * consume, destroy, revokeByGrantId) over the oidc_models table, one row per model and id. Its
 * default keeps everything in memory, so a restart signed everyone out and a second process knew
 * nobody's session.
 */
class OidcDatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcModels)
      .values({ model: this.model, id, ...columns })
      .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: columns });
  }

  find(id: string) {
    return this.findWhere(eq(oidcModels.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcModels.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcModels.userCode, userCode));
  }

  async consume(id: string) {
    await this.db
      .update(oidcModels)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  async destroy(id: string) {
    await this.db
      .delete(oidcModels)
      .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  /** Everything issued under a grant, of every model (codes, tokens), as the memory adapter does. */
  async revokeByGrantId(grantId: string) {
    await this.db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
  }

  /** An expired row is not found, even before the sweep deletes it. */
  private async findWhere(condition: ReturnType<typeof eq>) {
    const [row] = await this.db
      .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(
        and(
          eq(oidcModels.model, this.model),
          condition,
          or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }
}

export function oidcDatabaseAdapter(db: Database): AdapterFactory {
  return (model) => new OidcDatabaseAdapter(db, model);
}

/** Deletes what has expired; `find` already ignores it, so this only keeps the table small. */
export async function deleteExpiredOidcModels(db: Database): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, sql`now()`));
}
