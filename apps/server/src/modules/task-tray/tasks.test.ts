import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isTaskOpen,
  TaskListResponseSchema,
  tokyoToday,
  type TaskStatus,
  type TaskType,
} from '@kizuki/shared';
import { users } from '../../db/schema.ts';
import { addTasks } from '../../test/fixtures.ts';
import { acceptCurrentTerms, createTestApp, type TestApp } from '../../test/test-app.ts';

const MR = 'mr@cimgibu.example.com';
/** An approver of their own, so that the demo's tasks do not count. */
const APPROVER = 'tray.approver@cimgibu.example.com';

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('GET /api/tasks', () => {
  let t: TestApp;
  const today = tokyoToday(new Date());
  const mine: { status: TaskStatus; dueOn: string; type?: TaskType }[] = [
    { status: 'to-do', dueOn: today },
    { status: 'to-do', dueOn: shiftDays(today, 3) },
    { status: 'to-do', dueOn: shiftDays(today, -1) },
    { status: 'in-progress', dueOn: shiftDays(today, 2), type: 'inquiry' },
    { status: 'done', dueOn: shiftDays(today, 2) },
    { status: 'canceled', dueOn: shiftDays(today, 5) },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(users).values({
      email: APPROVER,
      role: 'mr-approver',
      unit: 'cimgibu',
      lastName: '承認',
      firstName: '者',
    });
    await acceptCurrentTerms(t.database.db);
    await addTasks(t.database.db, APPROVER, mine);
    await addTasks(t.database.db, MR, [{ dueOn: today }]);
  });
  afterAll(() => t.close());

  it("answers the caller's tasks with status and reference.dueOn, and the open count of the shared rule", async () => {
    const response = await t.app.inject({ url: '/api/tasks', headers: await t.authAs(APPROVER) });
    expect(response.statusCode).toBe(200);
    const body = TaskListResponseSchema.parse(response.json());
    expect(body.total).toBe(mine.length);
    expect(body.data.map((task) => task.status).sort()).toEqual(
      mine.map((task) => task.status).sort(),
    );
    const expectedOpen = body.data.filter((task) =>
      isTaskOpen({ status: task.status, dueOn: task.reference.dueOn }, new Date()),
    );
    expect(body.openCount).toBe(expectedOpen.length);
    expect(body.openCount).toBe(2);
  });

  it('pages with limit and offset and keeps the counts of the whole list', async () => {
    const response = await t.app.inject({
      url: '/api/tasks?limit=2&offset=2',
      headers: await t.authAs(APPROVER),
    });
    const body = response.json();
    expect(body).toMatchObject({ total: 6, limit: 2, offset: 2, openCount: 2 });
    expect(body.data).toHaveLength(2);
  });

  it('narrows by status and type (each repeatable) and by keyword, keeping the open count', async () => {
    const list = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/tasks${query}`,
        headers: await t.authAs(APPROVER),
      });
      expect(response.statusCode, response.body).toBe(200);
      return TaskListResponseSchema.parse(response.json());
    };
    const active = await list('?status=to-do&status=in-progress');
    expect(active.total).toBe(4);
    expect(active.openCount).toBe(2);
    expect((await list('?status=done')).data.map((task) => task.status)).toEqual(['done']);
    const inquiries = await list('?type=inquiry');
    expect(inquiries.data.map((task) => [task.type, task.status])).toEqual([
      ['inquiry', 'in-progress'],
    ]);
    // Case and width do not matter, as in every keyword search of the product.
    expect((await list('?keyword=task%204')).data.map((task) => task.title)).toEqual(['Task 4']);
    expect((await list(`?keyword=${encodeURIComponent('ＴＡＳＫ　４')}`)).total).toBe(1);
    expect((await list('?keyword=nothing-like-this')).total).toBe(0);
    const bad = await t.app.inject({
      url: '/api/tasks?status=finished',
      headers: await t.authAs(APPROVER),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toMatch(/^querystring\.status/);
  });

  it('never shows another user their tasks', async () => {
    const response = await t.app.inject({
      url: '/api/tasks',
      headers: await t.authAs('rm@cimgibu.example.com'),
    });
    expect(response.json()).toMatchObject({ data: [], total: 0, openCount: 0 });
  });

  it('refuses no token with 401 and an unregistered e-mail with userNotFound', async () => {
    expect((await t.app.inject({ url: '/api/tasks' })).statusCode).toBe(401);
    const stranger = await t.app.inject({
      url: '/api/tasks',
      headers: await t.authAs('x@example.com'),
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('userNotFound');
  });
});
