import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { peopleRefusalKey } from './people-refusal.ts';

const conflictOf = (code?: string) =>
  new ApiError(409, 'conflict', 'refused', [{ field: 'body.active', message: 'no', code }]);

describe('a refused change to a person, told by its code (issue 42)', () => {
  it('says why the unit refuses it', () => {
    expect(peopleRefusalKey(conflictOf('lastAdmin'))).toBe('admin>>people>>lastAdmin');
    expect(peopleRefusalKey(conflictOf('ownAccount'))).toBe('admin>>people>>ownAccount');
  });

  it('leaves any other refusal to the general message', () => {
    expect(peopleRefusalKey(conflictOf())).toBeNull();
    expect(peopleRefusalKey(conflictOf('taken'))).toBeNull();
    expect(peopleRefusalKey(new ApiError(409, 'conflict', 'changed', undefined))).toBeNull();
  });
});
