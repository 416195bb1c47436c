import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertAdminRoute } from './current-user.ts';

/** The admin scope refuses, at start, a route that would not say or document that it is admin-only. */
describe('the admin scope’s routes', () => {
  const start = async (options: { adminAction?: string; statuses: number[] }) => {
    const app = Fastify();
    await app.register(async (admin) => {
      admin.addHook('onRoute', assertAdminRoute);
      admin.get(
        '/admin-thing',
        {
          schema: { response: Object.fromEntries(options.statuses.map((s) => [s, {}])) },
          config: options.adminAction ? { adminAction: options.adminAction } : {},
        },
        async () => ({}),
      );
    });
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('accepts a route that names its action and documents its 403', async () => {
    await expect(
      start({ adminAction: 'do a thing', statuses: [200, 403] }),
    ).resolves.toBeUndefined();
  });

  it('refuses one without an action or without a 403', async () => {
    await expect(start({ statuses: [200, 403] })).rejects.toThrow(/adminAction/);
    await expect(start({ adminAction: 'do a thing', statuses: [200] })).rejects.toThrow(/403/);
  });
});
