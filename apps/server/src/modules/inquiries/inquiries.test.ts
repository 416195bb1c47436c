import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INQUIRY_DUE_DAYS,
  InquiryDetailSchema,
  InquiryListResponseSchema,
  ROLES,
  selfCheckItems,
  TaskDetailSchema,
  TaskListResponseSchema,
  tokyoDateAfter,
  type PostStatus,
} from '@kizuki/shared';
import { auditLog, notifications, posts, tasks, users } from '../../db/schema.ts';
import { insertPost, userIdOf } from '../../test/fixtures.ts';
import { acceptCurrentTerms, createTestApp, type TestApp } from '../../test/test-app.ts';

const GI = (role: string) => `${role}@cimgibu.example.com`;
const QUESTION = '処方量の変化について、具体的な数字はありますか。';

describe('inquiries: a PMO-group question, answered by a reply, done when the answer is published', () => {
  let t: TestApp;

  const call = async (
    email: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers: { ...(await t.authAs(email)), ...headers }, payload });
  const open = (email: string, payload: object, headers?: Record<string, string>) =>
    call(email, 'POST', '/api/inquiries', payload, headers);
  const answer = (email: string, taskId: number, body = '前月比で約2割増えています。') =>
    call(email, 'POST', `/api/tasks/${taskId}/answer`, {
      body,
      selfCheck: selfCheckItems('reply'),
    });

  const postBy = (
    email: string,
    status: PostStatus = 'published',
    kind: 'post' | 'reply' = 'post',
  ) => insertPost(t.database.db, email, status, { kind });
  const taskRow = async (id: number) =>
    (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
  const noticesFor = async (email: string, link: string) => {
    const user = await userIdOf(t.database.db, email);
    return t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.link, link)));
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(users).values({
      email: 'other.author@cimgibu.example.com',
      role: 'pmo-approver',
      unit: 'cimgibu',
      lastName: '別',
      firstName: '著者',
    });
    await acceptCurrentTerms(t.database.db);
  });
  afterAll(() => t.close());

  it('opens an inquiry: a task of the author due in 14 days, told, audited', async () => {
    const post = await postBy(GI('mr'));
    const response = await open(GI('pmo'), { postId: post.id, question: QUESTION });
    expect(response.statusCode, response.body).toBe(201);
    const inquiry = response.json();
    const mr = await userIdOf(t.database.db, GI('mr'));
    expect(inquiry).toMatchObject({
      type: 'inquiry',
      status: 'to-do',
      question: QUESTION,
      reference: { postId: post.id, dueOn: tokyoDateAfter(new Date(), INQUIRY_DUE_DAYS) },
      assignee: { id: mr.id },
      answerPostId: null,
    });
    expect((await taskRow(inquiry.id)).assigneeUserId).toBe(mr.id);
    expect((await noticesFor(GI('mr'), `/tasks/${inquiry.id}`)).map((n) => n.kind)).toEqual([
      'inquiryAssigned',
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'task'), eq(auditLog.objectId, String(inquiry.id))));
    expect(audit.map((row) => row.action)).toEqual(['inquiry.open']);
    // The author sees it in the tray, open, with the question.
    const tray = TaskListResponseSchema.parse(
      (await call(GI('mr'), 'GET', '/api/tasks?type=inquiry')).json(),
    );
    expect(tray.data.map((task) => task.id)).toContain(inquiry.id);
  });

  for (const role of ROLES) {
    const allowed = ['pmo', 'pmo-approver', 'hq'].includes(role);
    it(`${role} ${allowed ? 'may' : 'may not (403)'} open inquiries and list them`, async () => {
      const post = await postBy('other.author@cimgibu.example.com');
      const opened = await open(GI(role), { postId: post.id, question: QUESTION });
      expect(opened.statusCode, opened.body).toBe(allowed ? 201 : 403);
      const list = await call(GI(role), 'GET', '/api/inquiries');
      expect(list.statusCode).toBe(allowed ? 200 : 403);
      if (allowed) {
        const page = InquiryListResponseSchema.parse(list.json());
        expect(page.data[0]!.id).toBe(opened.json().id);
        const detail = await call(GI(role), 'GET', `/api/inquiries/${opened.json().id}`);
        expect(InquiryDetailSchema.parse(detail.json()).post?.id).toBe(post.id);
      }
    });
  }

  it('refuses what makes no sense, each with a clear answer', async () => {
    const own = await postBy(GI('pmo'));
    const ownResponse = await open(GI('pmo'), { postId: own.id, question: QUESTION });
    expect(ownResponse.statusCode).toBe(409);
    expect(ownResponse.json().error.code).toBe('ownContent');

    const reply = await postBy(GI('mr'), 'published', 'reply');
    const replyResponse = await open(GI('pmo'), { postId: reply.id, question: QUESTION });
    expect(replyResponse.statusCode).toBe(400);
    expect(replyResponse.json().error.details[0].field).toBe('body.postId');

    for (const status of ['draft', 'review', 'unpublished'] as const) {
      const post = await postBy(GI('mr'), status);
      expect((await open(GI('pmo'), { postId: post.id, question: QUESTION })).statusCode).toBe(404);
    }
    const published = await postBy(GI('mr'));
    expect(
      (await open('pmo@cimrdbu.example.com', { postId: published.id, question: QUESTION }))
        .statusCode,
    ).toBe(404);
    const past = await open(GI('pmo'), {
      postId: published.id,
      question: QUESTION,
      dueOn: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details[0].field).toBe('body.dueOn');
    const blank = await open(GI('pmo'), { postId: published.id, question: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].field).toBe('body.question');

    const dueOn = tokyoDateAfter(new Date(), 5);
    const chosen = await open(GI('pmo'), { postId: published.id, question: QUESTION, dueOn });
    expect(chosen.json().reference.dueOn).toBe(dueOn);
  });

  it('an Idempotency-Key makes a retried open create one inquiry', async () => {
    const post = await postBy(GI('mr'));
    const headers = { 'idempotency-key': `inquiry-${post.id}` };
    const payload = { postId: post.id, question: QUESTION };
    const [first, second] = [
      await open(GI('hq'), payload, headers),
      await open(GI('hq'), payload, headers),
    ];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.postId, post.id))).toHaveLength(
      1,
    );
  });

  it('an mr’s answer goes to review (in progress), back to to-do on reject, done on approve', async () => {
    const post = await postBy(GI('mr'));
    const inquiry = (await open(GI('pmo'), { postId: post.id, question: QUESTION })).json();

    const answered = await answer(GI('mr'), inquiry.id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'in-progress' });
    const answerId = answered.json().answerPostId as number;
    const [reply] = await t.database.db.select().from(posts).where(eq(posts.id, answerId));
    expect(reply).toMatchObject({ kind: 'reply', parentId: post.id, status: 'review' });
    // The in-progress inquiry is no longer open: the task badge drops.
    const tray = (await call(GI('mr'), 'GET', `/api/tasks?status=in-progress`)).json();
    expect(tray.data.map((task: { id: number }) => task.id)).toContain(inquiry.id);
    // The asker does not see the answer before it is approved.
    const pending = InquiryDetailSchema.parse(
      (await call(GI('pmo'), 'GET', `/api/inquiries/${inquiry.id}`)).json(),
    );
    expect(pending).toMatchObject({ status: 'in-progress', answer: null });
    // A second answer while one is in review: 409.
    expect((await answer(GI('mr'), inquiry.id)).statusCode).toBe(409);

    const approval = async () =>
      (
        await t.database.db
          .select()
          .from(tasks)
          .where(and(eq(tasks.postId, answerId), eq(tasks.status, 'to-do')))
      )[0]!;
    const rejected = await call(
      GI('mr-approver'),
      'POST',
      `/api/tasks/${(await approval()).id}/reject`,
      {
        reason: '数字の出典を書いてください。',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await taskRow(inquiry.id)).status).toBe('to-do');

    // The author edits the returned answer and submits it again: in progress again.
    const edited = await call(GI('mr'), 'PATCH', `/api/posts/${answerId}`, {
      body: '社内集計では前月比で約2割増えています。',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(GI('mr'), 'POST', `/api/posts/${answerId}/submit`)).statusCode).toBe(200);
    expect((await taskRow(inquiry.id)).status).toBe('in-progress');

    // An approval task cannot be answered like an inquiry.
    const approvalTask = await approval();
    const answeringApproval = await call(
      GI('mr-approver'),
      'POST',
      `/api/tasks/${approvalTask.id}/answer`,
      { body: '回答', selfCheck: selfCheckItems('reply') },
    );
    expect(answeringApproval.statusCode).toBe(404);
    const approved = await call(
      GI('mr-approver'),
      'POST',
      `/api/tasks/${(await approval()).id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const done = await taskRow(inquiry.id);
    expect(done.status).toBe('done');
    expect(done.decidedAt).not.toBeNull();
    expect((await noticesFor(GI('pmo'), `/inquiries/${inquiry.id}`)).map((n) => n.kind)).toEqual([
      'inquiryAnswered',
    ]);
    const detail = InquiryDetailSchema.parse(
      (await call(GI('pmo'), 'GET', `/api/inquiries/${inquiry.id}`)).json(),
    );
    expect(detail).toMatchObject({ status: 'done', answer: { id: answerId, status: 'published' } });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'task'), eq(auditLog.objectId, String(inquiry.id))));
    expect(audit.map((row) => row.action)).toEqual([
      'inquiry.open',
      'inquiry.in-progress',
      'inquiry.to-do',
      'inquiry.in-progress',
      'inquiry.done',
    ]);
  });

  it('an answer that needs no approval is published and the inquiry done at once', async () => {
    const post = await postBy(GI('pmo-approver'));
    const inquiry = (await open(GI('hq'), { postId: post.id, question: QUESTION })).json();
    // Only the assignee may answer; another's inquiry is not found.
    expect((await answer(GI('mr'), inquiry.id)).statusCode).toBe(404);
    const missingCheck = await call(GI('pmo-approver'), 'POST', `/api/tasks/${inquiry.id}/answer`, {
      body: '回答です。',
      selfCheck: [],
    });
    expect(missingCheck.statusCode).toBe(400);
    expect(missingCheck.json().error.details[0].field).toBe('body.selfCheck');

    const response = await answer(GI('pmo-approver'), inquiry.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('done');
    const [parent] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(parent!.commentCount).toBe(1);
    expect(await noticesFor(GI('hq'), `/inquiries/${inquiry.id}`)).toHaveLength(1);
    const detail = TaskDetailSchema.parse(
      (await call(GI('pmo-approver'), 'GET', `/api/tasks/${inquiry.id}`)).json(),
    );
    expect(detail.answer?.id).toBe(response.json().answerPostId);
    // An inquiry is answered, not approved; an approval is decided, not answered.
    expect(
      (await call(GI('pmo-approver'), 'POST', `/api/tasks/${inquiry.id}/approve`)).statusCode,
    ).toBe(404);
    // Done is done: answering again is a clear 409.
    const again = await answer(GI('pmo-approver'), inquiry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalidTransition');
  });

  it('done only when the answer is published: the asker is told then, once; a returned answer reopens it', async () => {
    const post = await postBy(GI('mr'));
    const inquiry = (await open(GI('hq'), { postId: post.id, question: QUESTION })).json();
    const link = `/inquiries/${inquiry.id}`;
    const activeTasksOfAuthor = async () =>
      TaskListResponseSchema.parse(
        (
          await call(GI('mr'), 'GET', '/api/tasks?limit=100&status=to-do&status=in-progress')
        ).json(),
      )
        .data.filter((task) => task.id === inquiry.id)
        .map((task) => task.status);
    const pendingApproval = async (answerId: number) =>
      (
        await t.database.db
          .select()
          .from(tasks)
          .where(and(eq(tasks.postId, answerId), eq(tasks.status, 'to-do')))
      )[0]!;

    // Submitted, waiting for comment approval: not done, and the asker is not told yet; not
    // even an admin asker (hq), who may read content in review elsewhere, reads it here.
    const answered = await answer(GI('mr'), inquiry.id, '最初の回答です。前月比で増えています。');
    expect(answered.json().status).toBe('in-progress');
    const answerId = answered.json().answerPostId as number;
    expect((await taskRow(inquiry.id)).status).toBe('in-progress');
    expect(await noticesFor(GI('hq'), link)).toEqual([]);
    expect(
      InquiryDetailSchema.parse(
        (await call(GI('hq'), 'GET', `/api/inquiries/${inquiry.id}`)).json(),
      ),
    ).toMatchObject({ status: 'in-progress', answer: null });

    // Returned: the author's inquiry is to do again, listed among their tasks, the reason shown.
    const returned = await call(
      GI('mr-approver'),
      'POST',
      `/api/tasks/${(await pendingApproval(answerId)).id}/reject`,
      { reason: '数字の出典を書いてください。' },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await activeTasksOfAuthor()).toEqual(['to-do']);
    const reopened = TaskDetailSchema.parse(
      (await call(GI('mr'), 'GET', `/api/tasks/${inquiry.id}`)).json(),
    );
    expect(reopened.answer).toMatchObject({
      id: answerId,
      status: 'draft',
      rejectionReason: '数字の出典を書いてください。',
    });
    expect(await noticesFor(GI('hq'), link)).toEqual([]);

    // Answered again from the task: the same answer, rewritten and submitted, in progress again.
    const again = await answer(
      GI('mr'),
      inquiry.id,
      '社内集計（先月）では前月比で約2割増えています。',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'in-progress', answerPostId: answerId });
    const [rewritten] = await t.database.db.select().from(posts).where(eq(posts.id, answerId));
    expect(rewritten).toMatchObject({ status: 'review', rejectionReason: null });
    expect(rewritten!.body).toContain('社内集計');
    expect(
      await t.database.db.select().from(posts).where(eq(posts.parentId, post.id)),
    ).toHaveLength(1);

    // Approved: done, the asker told exactly once, also when the approval is sent again.
    const approvalId = (await pendingApproval(answerId)).id;
    const approved = await call(GI('mr-approver'), 'POST', `/api/tasks/${approvalId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const retried = await call(GI('mr-approver'), 'POST', `/api/tasks/${approvalId}/approve`);
    expect(retried.statusCode).toBe(409);
    expect((await taskRow(inquiry.id)).status).toBe('done');
    expect(await activeTasksOfAuthor()).toEqual([]);
    expect((await noticesFor(GI('hq'), link)).map((notice) => notice.kind)).toEqual([
      'inquiryAnswered',
    ]);
    expect(
      InquiryDetailSchema.parse(
        (await call(GI('hq'), 'GET', `/api/inquiries/${inquiry.id}`)).json(),
      ),
    ).toMatchObject({ status: 'done', answer: { id: answerId, status: 'published' } });
  });

  it("shows a pmo only their own inquiries, and nobody another unit's", async () => {
    const post = await postBy(GI('mr'));
    const inquiry = (await open(GI('hq'), { postId: post.id, question: QUESTION })).json();
    expect((await call(GI('pmo'), 'GET', `/api/inquiries/${inquiry.id}`)).statusCode).toBe(404);
    expect(
      (await call('hq@cimrdbu.example.com', 'GET', `/api/inquiries/${inquiry.id}`)).statusCode,
    ).toBe(404);
    const theirs = InquiryListResponseSchema.parse(
      (await call(GI('pmo'), 'GET', '/api/inquiries?limit=100')).json(),
    );
    expect(theirs.data.map((item) => item.id)).not.toContain(inquiry.id);
  });

  it("shows everyone's inquiries of the unit to pmo-approver and hq, and only one's own to pmo (issue 20)", async () => {
    const post = await postBy(GI('mr'));
    const opened = await open(GI('pmo'), { postId: post.id, question: QUESTION });
    expect(opened.statusCode).toBe(201);
    const id = opened.json().id as number;
    for (const role of ['pmo-approver', 'hq']) {
      const everyone = InquiryListResponseSchema.parse(
        (await call(GI(role), 'GET', '/api/inquiries?scope=everyone&limit=100')).json(),
      );
      expect(
        everyone.data.map((inquiry) => inquiry.id),
        role,
      ).toContain(id);
      const mine = InquiryListResponseSchema.parse(
        (await call(GI(role), 'GET', '/api/inquiries?limit=100')).json(),
      );
      expect(
        mine.data.map((inquiry) => inquiry.id),
        role,
      ).not.toContain(id);
      const detail = await call(GI(role), 'GET', `/api/inquiries/${id}`);
      expect(detail.statusCode, role).toBe(200);
    }
    const refused = await call(GI('pmo'), 'GET', '/api/inquiries?scope=everyone');
    expect(refused.statusCode).toBe(403);
    expect((await call('hq@cimrdbu.example.com', 'GET', `/api/inquiries/${id}`)).statusCode).toBe(
      404,
    );
    const foreign = InquiryListResponseSchema.parse(
      (
        await call('hq@cimrdbu.example.com', 'GET', '/api/inquiries?scope=everyone&limit=100')
      ).json(),
    );
    expect(foreign.data.map((inquiry) => inquiry.id)).not.toContain(id);
  });
});
