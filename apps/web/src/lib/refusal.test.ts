import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { refusalIssues, refusalOf, refusedField } from './refusal.ts';

const refused = (status: number, details: unknown) =>
  new ApiError(status, status === 409 ? 'conflict' : 'validation', 'refused', details);

describe('a refusal’s issues (issue 42: one error contract)', () => {
  it('reads the issues of a 400 and of a 409 alike, and nothing of other errors', () => {
    const issue = { field: 'body.code', message: 'exists', code: 'taken' as const };
    expect(refusalIssues(refused(409, [issue]))).toEqual([issue]);
    expect(refusalIssues(refused(400, [{ field: 'body.name', message: 'required' }]))).toEqual([
      { field: 'body.name', message: 'required' },
    ]);
    expect(refusalIssues(refused(409, { limit: 20 }))).toEqual([]);
    expect(refusalIssues(new Error('network'))).toEqual([]);
    expect(refusalIssues(refused(400, [null, 'text', { message: 'no field' }]))).toEqual([]);
  });

  it('tells a code taken from another refusal of the same field', () => {
    const taken = refused(409, [{ field: 'body.code', message: 'exists', code: 'taken' }]);
    const badFormat = refused(400, [{ field: 'body.code', message: 'letters only' }]);
    expect(refusalOf(taken, 'code', 'taken')).toBeDefined();
    expect(refusalOf(badFormat, 'code', 'taken')).toBeUndefined();
    expect(refusalOf(badFormat, 'code')).toBeDefined();
    // A 409 without the code is not taken to mean it (the status alone is no meaning).
    expect(refusalOf(refused(409, [{ field: 'body.code', message: '?' }]), 'code', 'taken')).toBe(
      undefined,
    );
  });

  it('names the form’s field an issue is about, a list’s element as its list', () => {
    const ofSynonym = refused(400, [{ field: 'body.synonyms.2', message: 'taken' }]);
    expect(refusedField(ofSynonym, ['nameJa', 'synonyms'] as const)).toBe('synonyms');
    expect(refusedField(ofSynonym, ['nameJa'] as const)).toBeNull();
    expect(refusedField(refused(400, [{ field: 'querystring.q', message: 'long' }]), ['q'])).toBe(
      null,
    );
  });
});
