import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TermsVersionSchema } from '@kizuki/shared';
import { auditLog } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ADMIN = 'hq@cimgibu.example.com';
const MR = 'mr@cimgibu.example.com';
const FOREIGN_MR = 'mr@cimjobu.example.com';

describe('the terms of use, published by a unit’s admin (issue 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as: TestApp['requestAs'] = (...request) => t.requestAs(...request);
  const body = {
    textJa: '新しい利用規約です。',
    textEn: 'The new terms of use.',
    basedOnVersion: 1,
  };

  it('answers the app’s own text as version 1 to everyone, and the versions to admins only', async () => {
    const current = await as(MR, 'GET', '/api/terms/current');
    expect(TermsVersionSchema.parse(current.json())).toMatchObject({
      version: 1,
      textJa: null,
      textEn: null,
      unit: null,
      publishedBy: null,
    });
    expect((await as(MR, 'GET', '/api/terms')).statusCode).toBe(403);
    expect((await as(MR, 'POST', '/api/terms', body)).statusCode).toBe(403);
    expect((await as(ADMIN, 'GET', '/api/terms')).json().data).toHaveLength(1);
  });

  it('names the field of a text that is only invisible, and of a missing version', async () => {
    const blank = await as(ADMIN, 'POST', '/api/terms', { ...body, textEn: '\u200b\u3000' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json().error.details)).toContain('textEn');
    const { basedOnVersion: _, ...withoutVersion } = body;
    const missing = await as(ADMIN, 'POST', '/api/terms', withoutVersion);
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().error.details)).toContain('basedOnVersion');
  });

  it('publishes a version for the unit: its people accept it before going on, another unit’s do not notice', async () => {
    const published = await as(ADMIN, 'POST', '/api/terms', body);
    expect(published.statusCode, published.body).toBe(201);
    const version = TermsVersionSchema.parse(published.json());
    expect(version).toMatchObject({ version: 2, unit: 'cimgibu', textJa: body.textJa });
    expect(version.publishedBy).toBeTruthy();
    // A retry answers the same version; an edit of the old version is refused, naming the new one.
    const again = await as(ADMIN, 'POST', '/api/terms', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(published.json());
    const stale = await as(ADMIN, 'POST', '/api/terms', { ...body, textJa: '別の文面' });
    expect(stale.statusCode).toBe(409);
    // The issue names what was overtaken and the version in force (issue 42: one error contract).
    expect(stale.json().error.details).toEqual([
      {
        field: 'body.basedOnVersion',
        code: 'overtaken',
        message: 'version 2 of the terms is in force',
        currentVersion: 2,
      },
    ]);

    // The unit's MR is stopped until they accept; they can still read what to accept.
    await expect
      .poll(async () => (await as(MR, 'GET', '/api/tasks')).json().error?.code)
      .toBe('termsNotAccepted');
    expect((await as(MR, 'GET', '/api/terms/current')).json().textEn).toBe(body.textEn);
    const accepted = await as(MR, 'PATCH', `/api/users/${(await userIdOf(t.database.db, MR)).id}`, {
      agreedAt: new Date().toISOString(),
      termsVersion: 2,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await as(MR, 'GET', '/api/tasks')).statusCode).toBe(200);

    // Another unit goes on under version 1.
    expect((await as(FOREIGN_MR, 'GET', '/api/tasks')).statusCode).toBe(200);
    expect((await as(FOREIGN_MR, 'GET', '/api/terms/current')).json().version).toBe(1);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'terms.publish'));
    expect(audit).toMatchObject({
      unit: 'cimgibu',
      objectType: 'terms',
      objectId: '2',
      before: { version: 1 },
      after: { version: 2, textJa: body.textJa, textEn: body.textEn },
    });
  });
});
