import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '@kizuki/shared';
import { auditLog, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MR = 'mr@cimgibu.example.com';
const RM = 'rm@cimgibu.example.com';
const ADMIN = 'hq@cimgibu.example.com';
const FOREIGN_MR = 'mr@cimjobu.example.com';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const idOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const findUsers = async (caller: string, email: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users?email=${encodeURIComponent(email)}`,
      headers: await t.authAs(caller),
    });

  describe('GET /api/users?email=', () => {
    it('answers the caller as a list of one with every field of SPEC.md section 3', async () => {
      const response = await findUsers(MR, MR);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 1, limit: 20, offset: 0 });
      const user = UserSchema.parse(body.data[0]);
      expect(user).toMatchObject({
        email: MR,
        role: 'mr',
        database: 'cimgibu',
        organizationName: '東日本第一営業所',
        agreedAt: null,
        isAdmin: false,
        lastName: '佐藤',
        firstName: '健太',
      });
    });

    it('matches the e-mail case-insensitively', async () => {
      const response = await findUsers('MR@CIMGIBU.example.com', 'Mr@CimGibu.Example.com');
      expect(response.json().data).toHaveLength(1);
    });

    it('answers an empty list to a signed-in e-mail that is not registered (userNotFound)', async () => {
      const response = await findUsers('stranger@example.com', 'stranger@example.com');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [], total: 0, limit: 20, offset: 0 });
    });

    it('does not reveal another user to a non-admin', async () => {
      const response = await findUsers(MR, RM);
      expect(response.json().data).toEqual([]);
    });

    it('lets an admin look up a user of the own unit, never of another unit', async () => {
      expect((await findUsers(ADMIN, RM)).json().data[0].email).toBe(RM);
      expect((await findUsers(ADMIN, FOREIGN_MR)).json().data).toEqual([]);
    });

    it('refuses a list without an e-mail to a non-admin (the people screen is for admins)', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: await t.authAs(MR),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    });

    it('refuses a limit above the maximum with 400 naming the field', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users?email=${MR}&limit=100000`,
        headers: await t.authAs(MR),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('querystring.limit');
    });
  });

  describe('PATCH /api/users/:id (terms acceptance)', () => {
    const accept = async (
      caller: string,
      id: number | string,
      body: unknown = { agreedAt: new Date().toISOString() },
    ) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: await t.authAs(caller),
        payload: body as object,
      });

    it('records the acceptance once, with an audit row, and keeps the first on a retry', async () => {
      const id = await idOf(MR);
      const first = await accept(MR, id);
      expect(first.statusCode).toBe(200);
      const agreedAt = first.json().agreedAt as string;
      expect(Date.parse(agreedAt)).toBeGreaterThan(Date.now() - 60_000);

      const retry = await accept(MR, id);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().agreedAt).toBe(agreedAt);

      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.objectId, String(id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'user.acceptTerms',
        actorUserId: id,
        unit: 'cimgibu',
      });

      const me = await findUsers(MR, MR);
      expect(me.json().data[0].agreedAt).toBe(agreedAt);
    });

    it('refuses a body that is not an ISO date-time, naming the field, and saves nothing', async () => {
      const id = await idOf(RM);
      const response = await accept(RM, id, { agreedAt: 'yesterday' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('body.agreedAt');
      const unknownField = await accept(RM, id, { agreedAt: new Date().toISOString(), role: 'hq' });
      expect(unknownField.statusCode).toBe(400);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ agreedAt: null, role: 'rm' });
    });

    it('refuses invalid JSON with 400, not 500', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${await idOf(RM)}`,
        headers: { ...(await t.authAs(RM)), 'content-type': 'application/json' },
        payload: '{"agreedAt":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
    });

    it('answers 403 for another user of the same unit and 404 for one of another unit', async () => {
      expect((await accept(MR, await idOf(RM))).statusCode).toBe(403);
      const foreign = await accept(MR, await idOf(FOREIGN_MR));
      expect(foreign.statusCode).toBe(404);
      expect((await accept(MR, 999_999)).statusCode).toBe(404);
      expect(foreign.json()).toEqual((await accept(MR, 999_999)).json());
    });

    it('answers userNotFound to a signed-in e-mail that is not registered', async () => {
      const response = await accept('stranger@example.com', 1);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('userNotFound');
    });

    it('refuses a non-numeric id with 400', async () => {
      const response = await accept(MR, 'abc');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('params.id');
    });
  });
});
