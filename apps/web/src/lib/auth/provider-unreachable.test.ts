import { describe, expect, it } from 'vitest';
import { isProviderUnreachable } from './provider-unreachable.ts';

describe('isProviderUnreachable', () => {
  it('is a network failure in every browser’s words, a time limit, or a gateway’s 502/503/504', () => {
    const timeout = Object.assign(new Error('Timeout'), { name: 'ErrorTimeout' });
    for (const error of [
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new TypeError('Load failed'),
      timeout,
      new Error('Bad Gateway (502)'),
      new Error('Service Unavailable (503)'),
      new Error('Gateway Timeout (504): {"message":"upstream"}'),
    ]) {
      expect(isProviderUnreachable(error), error.message).toBe(true);
    }
  });

  it('is not an answer of the provider itself, nor a bug of the code', () => {
    for (const error of [
      new TypeError('Cannot read properties of undefined (reading "access_token")'),
      new Error('Internal Server Error (500)'),
      new Error('Bad Request (400): {"error_description":"x"}'),
      Object.assign(new Error('invalid_grant'), { name: 'ErrorResponse' }),
      'a string',
    ]) {
      expect(isProviderUnreachable(error), String(error)).toBe(false);
    }
  });
});
