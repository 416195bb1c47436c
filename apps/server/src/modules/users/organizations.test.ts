import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ImportReportSchema,
  OrganizationListResponseSchema,
  OrganizationSchema,
} from '@kizuki/shared';
import { auditLog, organizations, users } from '../../db/schema.ts';
import { importCsv } from '../../admin/import.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ADMIN = 'hq@cimgibu.example.com';
const MR = 'mr@cimgibu.example.com';
const FOREIGN_ADMIN = 'hq@cimjobu.example.com';

describe('organizations from the admin area (issue 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as: TestApp['requestAs'] = (...request) => t.requestAs(...request);
  const db = () => t.database.db;

  it('adds one, answers a retry with the same, refuses another of the code, and names a bad field', async () => {
    const body = { code: 'OSAKA-2', name: '大阪第二営業所' };
    const created = await as(ADMIN, 'POST', '/api/organizations', body);
    expect(created.statusCode).toBe(201);
    const organization = OrganizationSchema.parse(created.json());
    expect(organization).toMatchObject({ ...body, active: true, activePeople: 0 });
    const again = await as(ADMIN, 'POST', '/api/organizations', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(created.json());
    const other = await as(ADMIN, 'POST', '/api/organizations', { ...body, name: '別の名前' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.details).toEqual([
      { field: 'body.code', code: 'taken', message: 'an organization of this code exists' },
    ]);
    for (const [bad, field] of [
      [{ code: 'a b', name: 'x' }, 'code'],
      [{ code: 'ok', name: '\u200b' }, 'name'],
      [{ code: 'ok', name: 'x'.repeat(101) }, 'name'],
      [{ code: 'ok', name: 'x', unit: 'cimjobu' }, 'unit'],
    ] as const) {
      const response = await as(ADMIN, 'POST', '/api/organizations', bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(response.json().error.message).toContain(field);
    }
    const audit = await db()
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.objectType, 'organization'),
          eq(auditLog.objectId, String(organization.id)),
        ),
      );
    expect(audit).toEqual([
      {
        action: 'organization.create',
        after: { code: 'OSAKA-2', name: '大阪第二営業所', active: true },
      },
    ]);
    // Another unit's admin does not see it, and cannot change it.
    const foreign = OrganizationListResponseSchema.parse(
      (await as(FOREIGN_ADMIN, 'GET', '/api/organizations')).json(),
    );
    expect(foreign.data.map((row) => row.code)).not.toContain('OSAKA-2');
    const renamedAbroad = await as(
      FOREIGN_ADMIN,
      'PATCH',
      `/api/organizations/${organization.id}`,
      {
        name: 'よそから',
      },
    );
    expect(renamedAbroad.statusCode).toBe(404);
    expect((await as(MR, 'POST', '/api/organizations', body)).statusCode).toBe(403);

    // A change names something to change, in visible text, of an organization that exists.
    const url = `/api/organizations/${organization.id}`;
    for (const [change, field] of [
      [{}, 'body'],
      [{ name: '\u3000\u200b' }, 'name'],
      [{ name: 'x', code: 'other' }, 'code'],
      [{ active: 'no' }, 'active'],
    ] as const) {
      const response = await as(ADMIN, 'PATCH', url, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.message).toContain(field);
    }
    expect((await as(ADMIN, 'PATCH', '/api/organizations/999999', { name: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('retires one only once its active people have moved; a retired one takes no one new, and those in it keep it', async () => {
    const { id } = OrganizationSchema.parse(
      (
        await as(ADMIN, 'POST', '/api/organizations', { code: 'RETIRE-ME', name: '閉鎖予定' })
      ).json(),
    );
    const person = await as(ADMIN, 'POST', '/api/users', {
      email: 'leaver@cimgibu.example.com',
      lastName: '移',
      firstName: '動',
      role: 'mr',
      organizationId: id,
      isAdmin: false,
    });
    expect(person.statusCode).toBe(201);
    const personId = person.json().id as number;

    const refused = await as(ADMIN, 'PATCH', `/api/organizations/${id}`, { active: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual([
      {
        field: 'body.active',
        code: 'hasActivePeople',
        message: 'active people filed under it: 1; move them first',
        activePeople: 1,
      },
    ]);

    // Deactivated people do not hold it: they keep it, and keep it when they come back.
    expect((await as(ADMIN, 'PATCH', `/api/users/${personId}`, { active: false })).statusCode).toBe(
      200,
    );
    const retired = await as(ADMIN, 'PATCH', `/api/organizations/${id}`, {
      active: false,
      name: '閉鎖',
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ id, name: '閉鎖', active: false, activePeople: 0 });
    const back = await as(ADMIN, 'PATCH', `/api/users/${personId}`, {
      active: true,
      organizationId: id,
    });
    expect(back.statusCode).toBe(200);

    // No one new is filed under it, on the screen or by a file.
    const newcomer = await as(ADMIN, 'POST', '/api/users', {
      email: 'newcomer@cimgibu.example.com',
      lastName: '新',
      firstName: '人',
      role: 'mr',
      organizationId: id,
      isAdmin: false,
    });
    expect(newcomer.statusCode).toBe(400);
    expect(newcomer.json().error.message).toBe('body.organizationId: is retired');
    const imported = ImportReportSchema.parse(
      (
        await as(ADMIN, 'POST', '/api/imports/users', {
          csv: [
            'email,lastName,firstName,role,unit,organizationCode,isAdmin',
            'leaver@cimgibu.example.com,移,動,mr,cimgibu,RETIRE-ME,false',
            'newcomer@cimgibu.example.com,新,人,mr,cimgibu,RETIRE-ME,false',
          ].join('\n'),
          dryRun: true,
        })
      ).json(),
    );
    expect(imported.errors).toMatchObject([
      {
        line: 3,
        field: 'organizationCode',
        problem: 'retiredOrganization',
        params: { code: 'RETIRE-ME' },
      },
    ]);

    // Setting what is set changes nothing; the audit trail has the retirement with its before.
    const same = await as(ADMIN, 'PATCH', `/api/organizations/${id}`, { active: false });
    expect(same.statusCode).toBe(200);
    const audit = await db()
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'organization'), eq(auditLog.objectId, String(id))));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'organization.create' }),
      {
        action: 'organization.update',
        before: { name: '閉鎖予定', active: true },
        after: { name: '閉鎖', active: false },
      },
    ]);
    const [stored] = await db().select().from(organizations).where(eq(organizations.id, id));
    expect(stored!.active).toBe(false);
    const [leaver] = await db().select().from(users).where(eq(users.id, personId));
    expect(leaver!.organizationId).toBe(id);

    // Nobody is moved into it either: by the people list, or by the command line's import.
    const [someone] = await db().select().from(users).where(eq(users.email, MR));
    const moved = await as(ADMIN, 'PATCH', `/api/users/${someone!.id}`, { organizationId: id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe('body.organizationId: is retired');
    const fromShell = await importCsv(
      db(),
      'users',
      [
        'email,lastName,firstName,role,unit,organizationCode,isAdmin',
        `${MR},${someone!.lastName},${someone!.firstName},mr,cimgibu,RETIRE-ME,false`,
        'leaver@cimgibu.example.com,移,動,mr,cimgibu,RETIRE-ME,false',
      ].join('\n'),
      { actorUserId: null, operator: 'test', dryRun: true },
    );
    expect(fromShell).toMatchObject({
      ok: false,
      errors: [{ line: 2, field: 'organizationCode', problem: 'retiredOrganization' }],
    });

    // Brought back, it takes people again.
    expect(
      (await as(ADMIN, 'PATCH', `/api/organizations/${id}`, { active: true })).statusCode,
    ).toBe(200);
    const later = await as(ADMIN, 'POST', '/api/users', {
      email: 'newcomer@cimgibu.example.com',
      lastName: '新',
      firstName: '人',
      role: 'mr',
      organizationId: id,
      isAdmin: false,
    });
    expect(later.statusCode).toBe(201);
  });
});
