import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema.ts';
import { userIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hostAllowed } from './push-settings.ts';

const MR = 'mr@cimgibu.example.com';
const RM = 'rm@cimgibu.example.com';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const subscription = (endpoint = ENDPOINT, keys: object = { p256dh: 'BPk3Q', auth: 'x9Y' }) =>
  JSON.stringify({ endpoint, expirationTime: null, keys });

describe('Web Push subscriptions and the VAPID key', () => {
  let t: TestApp;
  const subscribe = async (email: string, id: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/subscriptions`,
      headers: await t.authAs(email),
      payload: body,
    });
  const rows = (endpoint = ENDPOINT) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a VAPID public key, generated once and kept for every process', async () => {
    const key = (await t.app.inject({ url: '/api/push/key', headers: await t.authAs(MR) })).json()
      .publicKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    const second = await t.anotherProcess();
    try {
      const again = await second.inject({ url: '/api/push/key', headers: await t.authAs(MR) });
      expect(again.json().publicKey).toBe(key);
    } finally {
      await second.close();
    }
  });

  it('registers the caller’s own subscription, idempotently', async () => {
    const mr = await userIdOf(t.database.db, MR);
    const first = await subscribe(MR, mr.id, { subscription: subscription() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ endpointHost: 'fcm.googleapis.com' });
    expect((await subscribe(MR, mr.id, { subscription: subscription() })).statusCode).toBe(201);
    expect(await rows()).toHaveLength(1);
    // The same browser signed in as someone else: the endpoint moves to them.
    const rm = await userIdOf(t.database.db, RM);
    expect((await subscribe(RM, rm.id, { subscription: subscription() })).statusCode).toBe(201);
    expect((await rows()).map((row) => row.userId)).toEqual([rm.id]);
  });

  it('refuses another user’s id, foreign push services and malformed subscriptions', async () => {
    const mr = await userIdOf(t.database.db, MR);
    const rm = await userIdOf(t.database.db, RM);
    expect((await subscribe(MR, rm.id, { subscription: subscription() })).statusCode).toBe(403);
    const cases: [object, string][] = [
      [
        { subscription: subscription('https://push.evil.example.com/x') },
        'body.subscription.endpoint',
      ],
      [
        { subscription: subscription('http://fcm.googleapis.com/fcm/send/x') },
        'body.subscription.endpoint',
      ],
      [{ subscription: 'not json' }, 'body.subscription'],
      [{ subscription: subscription(ENDPOINT, { auth: 'x' }) }, 'body.subscription.keys.p256dh'],
      [{}, 'body.subscription'],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(MR, mr.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(await rows('https://push.evil.example.com/x')).toHaveLength(0);
  });

  it('forgets a subscription when push is switched off (idempotent)', async () => {
    const mr = await userIdOf(t.database.db, MR);
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/xyz';
    await subscribe(MR, mr.id, { subscription: subscription(endpoint) });
    const remove = async () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/users/${mr.id}/subscriptions`,
        headers: await t.authAs(MR),
        payload: { endpoint },
      });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(204);
    expect(await rows(endpoint)).toHaveLength(0);
  });

  it('matches allowed hosts exactly or by a leading wildcard only', () => {
    const allowed = ['fcm.googleapis.com', '*.push.apple.com'];
    expect(hostAllowed('fcm.googleapis.com', allowed)).toBe(true);
    expect(hostAllowed('api.push.apple.com', allowed)).toBe(true);
    expect(hostAllowed('push.apple.com.evil.com', allowed)).toBe(false);
    expect(hostAllowed('evilfcm.googleapis.com', allowed)).toBe(false);
    expect(hostAllowed('127.0.0.1', allowed)).toBe(false);
  });
});
