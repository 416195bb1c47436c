import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApprovalDelegationSchema, selfCheckItems, tokyoDateAfter } from '@kizuki/shared';
import { auditLog, organizations, tasks, users } from '../../db/schema.ts';
import { userIdOf, validClassification } from '../../test/fixtures.ts';
import { acceptCurrentTerms, createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;
const STAND_IN = 'approver.standin@cimgibu.example.com';

describe('an approver’s delegate for a period of absence (issue 23)', () => {
  let t: TestApp;
  const call = async (
    email: string,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: await t.authAs(email), payload });
  const today = () => tokyoDateAfter(new Date(), 0);

  /** Who receives the approval tasks of a new post of the mr. */
  async function assigneesOfNewPost() {
    const response = await call(GI('mr'), 'POST', '/api/posts', {
      body: '他社の講演会が開催されていた。',
      classification: await validClassification(t.database.db, 'cimgibu'),
      selfCheck: selfCheckItems('post'),
      submit: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const rows = await t.database.db
      .select({ assigneeUserId: tasks.assigneeUserId })
      .from(tasks)
      .where(eq(tasks.postId, response.json<{ id: number }>().id));
    return rows.map((row) => row.assigneeUserId).sort();
  }

  beforeAll(async () => {
    t = await createTestApp();
    const [approver] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, GI('mr-approver')));
    await t.database.db.insert(users).values({
      email: STAND_IN,
      firstName: '代理',
      lastName: '承認者',
      role: 'mr-approver',
      unit: 'cimgibu',
      organizationId: approver!.organizationId,
    });
    await acceptCurrentTerms(t.database.db);
  });
  afterAll(() => t.close());

  it('refuses what is not a delegation, naming the field; only approvers may name one', async () => {
    const self = await userIdOf(t.database.db, GI('mr-approver'));
    const pmoApprover = await userIdOf(t.database.db, GI('pmo-approver'));
    const otherUnit = await userIdOf(t.database.db, 'mr-approver@cimjobu.example.com');
    const standIn = await userIdOf(t.database.db, STAND_IN);
    const put = (body: object) => call(GI('mr-approver'), 'PUT', '/api/approval-delegation', body);
    const period = { from: today(), until: tokyoDateAfter(new Date(), 7) };
    for (const [body, field] of [
      [{ ...period, delegateUserId: self.id }, 'body.delegateUserId'],
      [{ ...period, delegateUserId: pmoApprover.id }, 'body.delegateUserId'],
      [{ ...period, delegateUserId: otherUnit.id }, 'body.delegateUserId'],
      [{ ...period, delegateUserId: 2_000_000 }, 'body.delegateUserId'],
      [{ delegateUserId: standIn.id, from: period.until, until: period.from }, 'body.until'],
      [
        {
          delegateUserId: standIn.id,
          from: tokyoDateAfter(new Date(), -5),
          until: tokyoDateAfter(new Date(), -1),
        },
        'body.until',
      ],
      [{ ...period, delegateUserId: standIn.id, until: '2026-02-30' }, 'body.until'],
      [{ ...period, delegateUserId: standIn.id, from: '0000-01-01' }, 'body.from'],
      [{ ...period, delegateUserId: standIn.id, until: '2100-01-01' }, 'body.until'],
    ] as const) {
      const refused = await put(body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.details[0].field).toBe(field);
    }
    expect((await call(GI('mr'), 'GET', '/api/approval-delegation')).statusCode).toBe(403);
    expect(
      (
        await call(GI('mr'), 'PUT', '/api/approval-delegation', {
          ...period,
          delegateUserId: standIn.id,
        })
      ).statusCode,
    ).toBe(403);
    const read = ApprovalDelegationSchema.parse(
      (await call(GI('mr-approver'), 'GET', '/api/approval-delegation')).json(),
    );
    expect(read.delegate).toBeNull();
    expect(read.candidates.map((candidate) => candidate.id)).toEqual([standIn.id]);
  });

  it('sends new approval tasks to the delegate while the period covers today; open ones stay', async () => {
    const approver = await userIdOf(t.database.db, GI('mr-approver'));
    const standIn = await userIdOf(t.database.db, STAND_IN);
    const before = await assigneesOfNewPost();
    expect(before).toEqual([approver.id, standIn.id].sort());

    // A period starting tomorrow changes nothing today.
    const later = { delegateUserId: standIn.id, from: tokyoDateAfter(new Date(), 1) };
    const set = await call(GI('mr-approver'), 'PUT', '/api/approval-delegation', {
      ...later,
      until: tokyoDateAfter(new Date(), 3),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await assigneesOfNewPost()).toEqual([approver.id, standIn.id].sort());

    const body = {
      delegateUserId: standIn.id,
      from: today(),
      until: tokyoDateAfter(new Date(), 3),
    };
    const now = await call(GI('mr-approver'), 'PUT', '/api/approval-delegation', body);
    expect(now.json()).toMatchObject({
      delegate: { id: standIn.id },
      from: body.from,
      until: body.until,
    });
    // The same again (a retry) changes nothing and is not audited twice.
    expect(
      (await call(GI('mr-approver'), 'PUT', '/api/approval-delegation', body)).statusCode,
    ).toBe(200);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delegate'), eq(auditLog.objectId, String(approver.id))));
    expect(audited).toHaveLength(2);

    expect(await assigneesOfNewPost()).toEqual([standIn.id]);
    // The approver's open tasks from before are still theirs.
    const open = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.assigneeUserId, approver.id), eq(tasks.status, 'to-do')));
    expect(open.length).toBeGreaterThanOrEqual(2);

    expect((await call(GI('mr-approver'), 'DELETE', '/api/approval-delegation')).statusCode).toBe(
      204,
    );
    expect(await assigneesOfNewPost()).toEqual([approver.id, standIn.id].sort());
  });

  it('checks the delegate again at each assignment: one whose role, unit or organization changed since gets nothing', async () => {
    const approver = await userIdOf(t.database.db, GI('mr-approver'));
    const standIn = await userIdOf(t.database.db, STAND_IN);
    const body = {
      delegateUserId: standIn.id,
      from: today(),
      until: tokyoDateAfter(new Date(), 3),
    };
    const set = await call(GI('mr-approver'), 'PUT', '/api/approval-delegation', body);
    expect(set.statusCode, set.body).toBe(200);
    expect(await assigneesOfNewPost()).toEqual([standIn.id]);
    const [stand] = await t.database.db.select().from(users).where(eq(users.id, standIn.id));
    const [otherOrganization] = await t.database.db
      .insert(organizations)
      .values({ unit: 'cimgibu', code: 'delegation-test', name: '別組織' })
      .returning();
    const changes = [
      { role: 'mr' as const },
      { unit: 'cimjobu' as const },
      { organizationId: otherOrganization!.id },
    ];
    for (const change of changes) {
      await t.database.db.update(users).set(change).where(eq(users.id, standIn.id));
      // The delegation still names them, but the approver receives the task.
      expect(await assigneesOfNewPost(), JSON.stringify(change)).toEqual([approver.id]);
      await t.database.db
        .update(users)
        .set({ role: stand!.role, unit: stand!.unit, organizationId: stand!.organizationId })
        .where(eq(users.id, standIn.id));
    }
    // An mr-approver of another organization is not offered, nor accepted, as a delegate.
    await t.database.db
      .update(users)
      .set({ organizationId: otherOrganization!.id })
      .where(eq(users.id, standIn.id));
    const read = ApprovalDelegationSchema.parse(
      (await call(GI('mr-approver'), 'GET', '/api/approval-delegation')).json(),
    );
    // The screen says why nobody is offered: no other mr-approver of their organization.
    expect(read).toMatchObject({ candidates: [], candidatesWithin: 'organization' });
    const pmoRead = ApprovalDelegationSchema.parse(
      (await call(GI('pmo-approver'), 'GET', '/api/approval-delegation')).json(),
    );
    expect(pmoRead.candidatesWithin).toBe('unit');
    const refused = await call(GI('mr-approver'), 'PUT', '/api/approval-delegation', {
      ...body,
      until: tokyoDateAfter(new Date(), 4),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details[0].field).toBe('body.delegateUserId');
    await t.database.db
      .update(users)
      .set({ organizationId: stand!.organizationId })
      .where(eq(users.id, standIn.id));
    await call(GI('mr-approver'), 'DELETE', '/api/approval-delegation');
  });
});
