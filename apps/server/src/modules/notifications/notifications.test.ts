import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationListResponseSchema } from '@kizuki/shared';
import { addNotifications } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PMO = 'pmo@cimjobu.example.com';

describe('GET /api/notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addNotifications(t.database.db, PMO, 120);
    await addNotifications(t.database.db, PMO, 5, true);
    await addNotifications(t.database.db, 'pmo@cimgibu.example.com', 3);
  });
  afterAll(() => t.close());

  it('answers the first page under data with isRead, and the unread count of all', async () => {
    const response = await t.app.inject({
      url: '/api/notifications',
      headers: await t.authAs(PMO),
    });
    expect(response.statusCode).toBe(200);
    const body = NotificationListResponseSchema.parse(response.json());
    expect(body).toMatchObject({ total: 125, limit: 20, offset: 0, unreadCount: 120 });
    expect(body.data).toHaveLength(20);
    expect(
      body.data.every((item) => typeof item.isRead === 'boolean' && item.link.startsWith('/')),
    ).toBe(true);
  });

  it('shows nobody the notifications of another user or unit', async () => {
    const response = await t.app.inject({
      url: '/api/notifications',
      headers: await t.authAs('rm@cimjobu.example.com'),
    });
    expect(response.json()).toMatchObject({ data: [], total: 0, unreadCount: 0 });
  });

  it('refuses a negative offset with 400 naming the field', async () => {
    const response = await t.app.inject({
      url: '/api/notifications?offset=-1',
      headers: await t.authAs(PMO),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('querystring.offset');
  });
});
