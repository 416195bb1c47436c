import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { oidcModels } from '../db/schema.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { deleteExpiredOidcModels, oidcDatabaseAdapter } from './oidc-database-adapter.ts';

describe('the development provider’s storage in the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('finds by id, uid and user code, marks consumption, and revokes a whole grant', async () => {
    const adapterOf = oidcDatabaseAdapter(database.db);
    const sessions = adapterOf('Session');
    const codes = adapterOf('AuthorizationCode');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a@example.com' }, 60);
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a@example.com' });
    // The same id in another model is another row.
    expect(await codes.find('s1')).toBeUndefined();

    await codes.upsert('c1', { grantId: 'g1', userCode: 'ABCD' }, 60);
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ grantId: 'g1' });
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeGreaterThan(0);
    await adapterOf('RefreshToken').upsert('r1', { grantId: 'g1' }, 60);
    await sessions.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await adapterOf('RefreshToken').find('r1')).toBeUndefined();
    expect(await sessions.find('s1')).toBeDefined();
  });

  it('does not find what has expired, and the sweep deletes it', async () => {
    const grants = oidcDatabaseAdapter(database.db)('Grant');
    await grants.upsert('old', { accountId: 'b@example.com' }, -1);
    await grants.upsert('current', { accountId: 'b@example.com' }, 60);
    expect(await grants.find('old')).toBeUndefined();
    await deleteExpiredOidcModels(database.db);
    const ids = (await database.db.select({ id: oidcModels.id }).from(oidcModels)).map((r) => r.id);
    expect(ids).toContain('current');
    expect(ids).not.toContain('old');
  });
});
