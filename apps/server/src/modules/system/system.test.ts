import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health without a token', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document generated from the validating schemas', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const listUsers = document.paths['/api/users'].get;
    expect(listUsers.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['email', 'limit', 'offset']),
    );
    const patchBody =
      document.paths['/api/users/{id}'].patch.requestBody.content['application/json'].schema;
    // The terms acceptance (agreedAt) or an admin's change of a person (issue 20), documented.
    expect(Object.keys(patchBody.properties)).toEqual(
      expect.arrayContaining(['agreedAt', 'termsVersion', 'role', 'active']),
    );
    expect(patchBody.additionalProperties).toBe(false);
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('notFound');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/1',
      headers: {
        ...(await t.authAs('mr@cimgibu.example.com')),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ agreedAt: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payloadTooLarge');
  });
});
