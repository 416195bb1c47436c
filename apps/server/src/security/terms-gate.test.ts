import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '@kizuki/shared';
import { auditLog, termsVersions, users } from '../db/schema.ts';
import { userIdOf } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createResponseContract, operationsOf, type Operation } from './openapi-contract.ts';

/**
 * The terms gate (issue 17, PRODUCT.md rollout decisions): until the signed-in user has accepted
 * the version of the terms in force, every signed-in operation of the OpenAPI document answers 403
 * termsNotAccepted, except the ones listed here, which the client needs to show the dialog and to
 * accept it. The operations are walked from the document, so a route added tomorrow is walked too.
 */
const ALLOWED_BEFORE_TERMS = [
  'GET /api/users',
  'PATCH /api/users/{id}',
  // The text the dialog shows (issue 20).
  'GET /api/terms/current',
  // An admin's retry of the version they published; anything else asks for the terms in the
  // handler (terms.test.ts).
  'POST /api/terms',
  // Usage analytics (issue 22): a newcomer's first page views come before the dialog.
  'POST /api/usage-events',
];

const MR = 'mr@cimgibu.example.com';
const ADMIN = 'hq@cimgibu.example.com';
const RM = 'rm@cimgibu.example.com';

describe('the terms gate: a user who has not accepted the terms in force', () => {
  let t: TestApp;
  let operations: Operation[];
  const checkContract = createResponseContract();
  // The demo users as `npm start` seeds them: nobody has accepted the terms yet.
  beforeAll(async () => {
    t = await createTestApp({ termsAccepted: false });
    operations = operationsOf(t.app);
  });
  afterAll(() => t.close());

  const idOf = async (email: string) => (await userIdOf(t.database.db, email)).id;
  const me = async (email: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users?email=${encodeURIComponent(email)}`,
      headers: await t.authAs(email),
    });
    expect(response.statusCode).toBe(200);
    return UserSchema.parse(response.json().data[0]);
  };
  const accept = async (email: string, body: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/${await idOf(email)}`,
      headers: await t.authAs(email),
      payload: body,
    });
  const notifications = async (app = t.app, email = MR) =>
    app.inject({ method: 'GET', url: '/api/notifications', headers: await t.authAs(email) });

  it('is refused 403 termsNotAccepted by every signed-in operation but the listed ones', async () => {
    const headers = await t.authAs(MR);
    const signedIn = operations.filter((operation) => !operation.isPublic);
    const refused: string[] = [];
    for (const operation of signedIn) {
      if (ALLOWED_BEFORE_TERMS.includes(operation.key)) continue;
      const url = operation.path.replace('{kind}', 'like').replace(/\{[^}]+\}/g, '1');
      const response = await t.app.inject({ method: operation.method as 'GET', url, headers });
      expect(response.statusCode, operation.key).toBe(403);
      expect(response.json().error.code, operation.key).toBe('termsNotAccepted');
      expect(checkContract(operation, 403, response.json())).toEqual({ ok: true });
      refused.push(operation.key);
    }
    expect(refused).toHaveLength(signedIn.length - ALLOWED_BEFORE_TERMS.length);
    // The walk covers the product, not a handful of routes.
    expect(refused.length).toBeGreaterThan(30);
  });

  it('is answered by the listed operations: reading oneself and accepting', async () => {
    const keys = operations.map((operation) => operation.key);
    for (const key of ALLOWED_BEFORE_TERMS) expect(keys).toContain(key);
    expect(await me(MR)).toMatchObject({
      email: MR,
      agreedAt: null,
      termsVersion: null,
      currentTermsVersion: 1,
    });
    // Past the gate: an invalid acceptance is a validation error, not a refusal.
    const invalid = await accept(MR, { agreedAt: 'yesterday' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('validation');
  });

  it('as an admin, may read itself but nobody else before accepting', async () => {
    expect((await me(ADMIN)).isAdmin).toBe(true);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/users?email=${encodeURIComponent(RM)}`,
      headers: await t.authAs(ADMIN),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('termsNotAccepted');
  });

  it('accepts: the version in force, when, and an audit row; the API answers at once', async () => {
    const accepted = await accept(MR, { agreedAt: new Date().toISOString(), termsVersion: 1 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ termsVersion: 1, currentTermsVersion: 1 });
    const id = await idOf(MR);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.termsVersion).toBe(1);
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row!.agreedAt).toEqual(row!.termsAcceptedAt);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, String(id)), eq(auditLog.action, 'user.acceptTerms')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: id,
      objectType: 'user',
      before: { agreedAt: null, termsVersion: null },
      after: { termsVersion: 1 },
    });
    expect((await notifications()).statusCode).toBe(200);
  });

  it('a new version: refused again in every process, even a conditional poll; the dialog is due; accepting it records it and keeps agreedAt', async () => {
    const second = await t.anotherProcess();
    try {
      const before = await notifications();
      expect(before.statusCode).toBe(200);
      expect((await notifications(second)).statusCode).toBe(200);
      const firstAcceptance = (await me(MR)).agreedAt;
      expect(firstAcceptance).not.toBeNull();

      await t.database.db.insert(termsVersions).values({ version: 2 });
      // Announced by the database to every process (kizuki_changes 'u:*'): no cached user is kept.
      await expect.poll(async () => (await notifications()).statusCode).toBe(403);
      await expect.poll(async () => (await notifications(second)).statusCode).toBe(403);
      const conditional = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...(await t.authAs(MR)), 'if-none-match': before.headers.etag as string },
      });
      expect(conditional.statusCode).toBe(403);
      expect(conditional.json().error.code).toBe('termsNotAccepted');
      expect(await me(MR)).toMatchObject({
        agreedAt: firstAcceptance,
        termsVersion: 1,
        currentTermsVersion: 2,
      });

      // A dialog that still showed version 1 cannot accept version 2.
      const stale = await accept(MR, { agreedAt: new Date().toISOString(), termsVersion: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('conflict');
      expect((await me(MR)).termsVersion).toBe(1);

      const accepted = await accept(MR, { agreedAt: new Date().toISOString(), termsVersion: 2 });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        agreedAt: firstAcceptance,
        termsVersion: 2,
        currentTermsVersion: 2,
      });
      expect((await notifications()).statusCode).toBe(200);
      await expect.poll(async () => (await notifications(second)).statusCode).toBe(200);
      const audit = await t.database.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.objectId, String(await idOf(MR))),
            eq(auditLog.action, 'user.acceptTerms'),
          ),
        )
        .orderBy(asc(auditLog.id));
      expect(audit.map((one) => (one.after as { termsVersion: number }).termsVersion)).toEqual([
        1, 2,
      ]);
      expect(audit[1]!.before).toMatchObject({ agreedAt: firstAcceptance, termsVersion: 1 });

      // A user who accepted only version 1 is refused now too.
      expect((await notifications(t.app, RM)).json().error.code).toBe('termsNotAccepted');
    } finally {
      await second.close();
    }
  });
});
