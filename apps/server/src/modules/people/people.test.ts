import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '@kizuki/shared';
import { auditLog, notifications, tasks, users } from '../../db/schema.ts';
import { insertPost, userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ADMIN = 'hq@cimgibu.example.com';
const MR = 'mr@cimgibu.example.com';
const MR_APPROVER = 'mr-approver@cimgibu.example.com';
const PMO_APPROVER = 'pmo-approver@cimgibu.example.com';
const FOREIGN_MR = 'mr@cimjobu.example.com';

describe('people (issue 20): an admin lists, creates, changes and deactivates the unit’s people', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as: TestApp['requestAs'] = (...request) => t.requestAs(...request);
  const auditOf = async (objectId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'user'), eq(auditLog.objectId, String(objectId))));

  it('lists the people of the own unit only, by name or e-mail, role and active', async () => {
    const all = await as(ADMIN, 'GET', '/api/users?limit=100');
    expect(all.statusCode).toBe(200);
    const everyone = all.json().data.map((user: unknown) => UserSchema.parse(user));
    expect(everyone.length).toBeGreaterThanOrEqual(7);
    expect(everyone.every((user: { database: string }) => user.database === 'cimgibu')).toBe(true);
    expect(everyone.map((user: { email: string }) => user.email)).not.toContain(FOREIGN_MR);

    const byName = (await as(ADMIN, 'GET', `/api/users?q=${encodeURIComponent('佐藤')}`)).json();
    expect(byName.data.map((user: { email: string }) => user.email)).toEqual([MR]);
    const byRole = (await as(ADMIN, 'GET', '/api/users?role=mr-approver')).json();
    expect(byRole.data.map((user: { email: string }) => user.email)).toEqual([MR_APPROVER]);
    // A LIKE wildcard typed into the search is a character, not "anything".
    expect((await as(ADMIN, 'GET', '/api/users?q=%25')).json().total).toBe(0);
  });

  it('finds people with the folding every search uses: full-width Latin, half-width kana (issue 42)', async () => {
    const kana = await as(ADMIN, 'POST', '/api/users', {
      email: 'kana.sato@cimgibu.example.com',
      firstName: 'ハナコ',
      lastName: 'サトウ',
      role: 'mr',
    });
    expect(kana.statusCode).toBe(201);
    const found = async (q: string) =>
      (await as(ADMIN, 'GET', `/api/users?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((user: { email: string }) => user.email);
    expect(await found('ｻﾄｳ')).toEqual(['kana.sato@cimgibu.example.com']);
    expect(await found('ＭＲ＠ＣＩＭＧＩＢＵ')).toEqual([MR]);
    expect(await found('KANA.SATO')).toEqual(['kana.sato@cimgibu.example.com']);
  });

  it('refuses the list to anyone but an admin', async () => {
    const response = await as(MR, 'GET', '/api/users');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('creates a person who can sign in at once; the same request again creates nobody', async () => {
    const body = {
      email: 'New.Hire@cimgibu.example.com',
      firstName: '新',
      lastName: '入社',
      role: 'mr',
    };
    const first = await as(ADMIN, 'POST', '/api/users', body);
    expect(first.statusCode).toBe(201);
    const created = UserSchema.parse(first.json());
    expect(created).toMatchObject({
      email: 'new.hire@cimgibu.example.com',
      role: 'mr',
      database: 'cimgibu',
      active: true,
      isAdmin: false,
      organizationId: null,
    });
    const again = await as(ADMIN, 'POST', '/api/users', body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(created.id);
    const signedIn = await as(
      'new.hire@cimgibu.example.com',
      'GET',
      '/api/users?email=new.hire@cimgibu.example.com',
    );
    expect(signedIn.json().data[0].id).toBe(created.id);

    const rows = await auditOf(created.id);
    expect(rows.map((row) => row.action)).toEqual(['user.create']);
    expect(rows[0]!.actorUserId).toBe((await userIdOf(t.database.db, ADMIN)).id);
  });

  it('refuses an e-mail the unit has with other details (409) and an organization of another unit (400)', async () => {
    const taken = await as(ADMIN, 'POST', '/api/users', {
      email: MR,
      firstName: '別',
      lastName: '人',
      role: 'mr',
    });
    expect(taken.statusCode).toBe(409);
    const [foreignOrganization] = await t.database.db
      .select({ id: users.organizationId })
      .from(users)
      .where(eq(users.email, FOREIGN_MR));
    const elsewhere = await as(ADMIN, 'POST', '/api/users', {
      email: 'elsewhere@cimgibu.example.com',
      firstName: '別',
      lastName: '人',
      role: 'mr',
      organizationId: foreignOrganization!.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.details[0].field).toBe('body.organizationId');
    const invisible = await as(ADMIN, 'POST', '/api/users', {
      email: 'invisible@cimgibu.example.com',
      firstName: '\u200b',
      lastName: '人',
      role: 'mr',
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error.details[0].field).toBe('body.firstName');
  });

  it('changes a role with an audit row of before and after; the same change again writes nothing', async () => {
    const { id } = await userIdOf(t.database.db, 'rm@cimgibu.example.com');
    const changed = await as(ADMIN, 'PATCH', `/api/users/${id}`, { role: 'pmo' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().role).toBe('pmo');
    const again = await as(ADMIN, 'PATCH', `/api/users/${id}`, { role: 'pmo' });
    expect(again.statusCode).toBe(200);
    const rows = await auditOf(id);
    expect(rows.filter((row) => row.action === 'user.update')).toEqual([
      expect.objectContaining({ before: { role: 'rm' }, after: { role: 'pmo' } }),
    ]);
    await as(ADMIN, 'PATCH', `/api/users/${id}`, { role: 'rm' });
  });

  it("moves the changed user's poll version, so that their next poll reads them again", async () => {
    const RM = 'rm@cimgibu.example.com';
    const { id } = await userIdOf(t.database.db, RM);
    const first = await as(RM, 'GET', '/api/tasks');
    const etag = first.headers.etag as string;
    const unchanged = await t.app.inject({
      url: '/api/tasks',
      headers: { ...(await t.authAs(RM)), 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    await as(ADMIN, 'PATCH', `/api/users/${id}`, { isAdmin: true });
    const after = await t.app.inject({
      url: '/api/tasks',
      headers: { ...(await t.authAs(RM)), 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    await as(ADMIN, 'PATCH', `/api/users/${id}`, { isAdmin: false });
  });

  it('registers an e-mail another unit has as it registers a new one, telling nothing of that unit (issue 41)', async () => {
    const foreign = 'rm@cimjobu.example.com';
    const person = (email: string) => ({ email, firstName: '同', lastName: '名', role: 'mr' });
    const known = await as(ADMIN, 'POST', '/api/users', person(foreign));
    const unknown = await as(ADMIN, 'POST', '/api/users', person('rm-new@cimjobu.example.com'));
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    const shape = (body: Record<string, unknown>) =>
      Object.keys(body)
        .sort()
        .map((key) =>
          ['id', 'uuid', 'email'].includes(key) ? key : `${key}=${String(body[key])}`,
        );
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.json()).toMatchObject({ database: 'cimgibu', email: foreign });
    // A retry is the same registration; the person still signs in to their own unit.
    expect((await as(ADMIN, 'POST', '/api/users', person(foreign))).json().id).toBe(
      known.json().id,
    );
    const me = await as(foreign, 'GET', `/api/users?email=${foreign}`);
    expect(me.json().data[0].database).toBe('cimjobu');
    // Once its own unit deactivates them, the registration here is the one a sign-in uses (a
    // move), in this process and in another that had them in memory.
    const other = await t.anotherProcess();
    try {
      const signedInThere = async () =>
        (
          await other.inject({
            url: `/api/users?email=${foreign}`,
            headers: await t.authAs(foreign),
          })
        ).json().data[0]?.database;
      expect(await signedInThere()).toBe('cimjobu');
      const first = await userIdOf(t.database.db, foreign);
      const deactivated = await as('hq@cimjobu.example.com', 'PATCH', `/api/users/${first.id}`, {
        active: false,
      });
      expect(deactivated.statusCode).toBe(200);
      await expect.poll(signedInThere).toBe('cimgibu');
      // Someone deactivated in their unit, then registered here: the other process hears of the
      // new registration (the users trigger on insert, migration 0045) and lets them in.
      const leaver = 'pmo@cimjobu.example.com';
      const { id: leaverId } = await userIdOf(t.database.db, leaver);
      await as('hq@cimjobu.example.com', 'PATCH', `/api/users/${leaverId}`, { active: false });
      const asLeaver = async () => {
        const response = await other.inject({
          url: `/api/users?email=${leaver}`,
          headers: await t.authAs(leaver),
        });
        return response.statusCode === 200 ? response.json().data[0].database : response.statusCode;
      };
      await expect.poll(asLeaver).toBe(403);
      expect((await as(ADMIN, 'POST', '/api/users', person(leaver))).statusCode).toBe(201);
      await expect.poll(asLeaver).toBe('cimgibu');
    } finally {
      await other.close();
    }
  });

  it('signs a person in to the registration they use, before an older one they never used', async () => {
    const person = { email: 'twice@example.com', firstName: '二', lastName: '重', role: 'mr' };
    const here = await as(ADMIN, 'POST', '/api/users', person);
    const there = await as('hq@cimjobu.example.com', 'POST', '/api/users', person);
    expect([here.statusCode, there.statusCode]).toEqual([201, 201]);
    const whereSignedIn = async () =>
      (await as(person.email, 'GET', `/api/users?email=${person.email}`)).json().data[0].database;
    // Neither used: the older one (a risk docs/security.md names).
    expect(await whereSignedIn()).toBe('cimgibu');
    // The newer one used (its terms accepted): that one, whatever their order.
    await t.database.db
      .update(users)
      .set({ agreedAt: new Date('2026-01-05T00:00:00Z') })
      .where(eq(users.id, there.json().id));
    await expect.poll(whereSignedIn).toBe('cimjobu');
  });

  it('refuses a non-admin (403), another unit’s person (404) and an admin locking themselves out (409)', async () => {
    const { id: mrId } = await userIdOf(t.database.db, MR);
    expect((await as(MR, 'PATCH', `/api/users/${mrId}`, { role: 'hq' })).statusCode).toBe(403);
    const { id: foreignId } = await userIdOf(t.database.db, FOREIGN_MR);
    expect(
      (await as(ADMIN, 'PATCH', `/api/users/${foreignId}`, { active: false })).statusCode,
    ).toBe(404);
    const { id: adminId } = await userIdOf(t.database.db, ADMIN);
    const self = await as(ADMIN, 'PATCH', `/api/users/${adminId}`, { active: false });
    expect(self.statusCode).toBe(409);
    const mixed = await as(MR, 'PATCH', `/api/users/${mrId}`, {
      agreedAt: new Date().toISOString(),
      role: 'hq',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.details[0].field).toBe('body.role');
  });

  it('deactivates: the next request is refused, open approval tasks go to the pmo-approvers, reactivation restores', async () => {
    const db = t.database.db;
    const approver = await userIdOf(db, MR_APPROVER);
    const author = await userIdOf(db, MR);
    const post = await insertPost(db, MR, 'review');
    const [waiting] = await db
      .insert(tasks)
      .values({
        unit: 'cimgibu',
        assigneeUserId: approver.id,
        type: 'approval',
        status: 'to-do',
        dueOn: '2099-01-01',
        title: 'approve',
        postId: post.id,
        requestedByUserId: author.id,
      })
      .returning();
    // Signed in and remembered by the server before the deactivation.
    expect((await as(MR_APPROVER, 'GET', '/api/tasks')).statusCode).toBe(200);

    const response = await as(ADMIN, 'PATCH', `/api/users/${approver.id}`, { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);

    const refused = await as(MR_APPROVER, 'GET', '/api/tasks');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('userDeactivated');
    const ownLookup = await as(MR_APPROVER, 'GET', `/api/users?email=${MR_APPROVER}`);
    expect(ownLookup.json().error.code).toBe('userDeactivated');

    const [old] = await db.select().from(tasks).where(eq(tasks.id, waiting!.id));
    expect(old!.status).toBe('canceled');
    const pmoApprover = await userIdOf(db, PMO_APPROVER);
    const moved = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.postId, post.id), eq(tasks.status, 'to-do')));
    expect(moved.map((task) => task.assigneeUserId)).toEqual([pmoApprover.id]);
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, pmoApprover.id),
          eq(notifications.link, `/tasks/${moved[0]!.id}`),
        ),
      );
    expect(told).toHaveLength(1);
    const [reassigned] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'task.reassign'), eq(auditLog.objectId, String(waiting!.id))));
    expect(reassigned!.after).toMatchObject({
      reassignedTo: [{ assigneeUserId: pmoApprover.id }],
    });
    // The pmo-approver decides it; the deactivated approver is no longer in any pool.
    const approve = await as(PMO_APPROVER, 'POST', `/api/tasks/${moved[0]!.id}/approve`, {});
    expect(approve.statusCode).toBeLessThan(300);

    const listed = (await as(ADMIN, 'GET', '/api/users?active=false')).json();
    expect(listed.data.map((user: { email: string }) => user.email)).toEqual([MR_APPROVER]);
    const audit = await auditOf(approver.id);
    expect(audit.map((row) => row.action)).toContain('user.deactivate');

    const reactivated = await as(ADMIN, 'PATCH', `/api/users/${approver.id}`, { active: true });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await as(MR_APPROVER, 'GET', '/api/tasks')).statusCode).toBe(200);
  });

  it("deactivating the unit's only safety contact hands their open safety case to the admins", async () => {
    const db = t.database.db;
    const contact = await userIdOf(db, 'safety@cimgibu.example.com');
    const admin = await userIdOf(db, ADMIN);
    const created = await as(MR, 'POST', '/api/safety-cases', {
      product: '競合品X錠',
      whatHappened: '服用後に発疹が出たと薬剤師から聞いた。',
      source: 'post',
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json().id as number;
    const [waiting] = await db.select().from(tasks).where(eq(tasks.safetyCaseId, caseId));
    expect(waiting!.assigneeUserId).toBe(contact.id);

    expect(
      (await as(ADMIN, 'PATCH', `/api/users/${contact.id}`, { active: false })).statusCode,
    ).toBe(200);
    const now = await db.select().from(tasks).where(eq(tasks.safetyCaseId, caseId));
    expect(now.map((task) => [task.assigneeUserId, task.status]).sort()).toEqual(
      [
        [contact.id, 'canceled'],
        [admin.id, 'to-do'],
      ].sort(),
    );
    const told = await db
      .select({ kind: notifications.kind, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(told).toContainEqual({ kind: 'safetyCase', title: '' });
    await as(ADMIN, 'PATCH', `/api/users/${contact.id}`, { active: true });
  });

  it("refuses an inquiry about a deactivated author's post: nobody could answer it", async () => {
    const db = t.database.db;
    const author = await userIdOf(db, 'mr@cimgibu.example.com');
    const post = await insertPost(db, MR, 'published');
    await as(ADMIN, 'PATCH', `/api/users/${author.id}`, { active: false });
    const refused = await as('pmo@cimgibu.example.com', 'POST', '/api/inquiries', {
      postId: post.id,
      question: '処方量の変化について、具体的な数字はありますか。',
    });
    expect(refused.statusCode).toBe(409);
    await as(ADMIN, 'PATCH', `/api/users/${author.id}`, { active: true });
    const allowed = await as('pmo@cimgibu.example.com', 'POST', '/api/inquiries', {
      postId: post.id,
      question: '処方量の変化について、具体的な数字はありますか。',
    });
    expect(allowed.statusCode).toBe(201);
  });
});
