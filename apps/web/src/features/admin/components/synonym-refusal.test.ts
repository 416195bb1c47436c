import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { synonymRefusal } from './synonym-refusal.ts';

const refusal = (details: unknown) => new ApiError(400, 'validation', 'refused', details);

describe('a refused synonym in the admin’s words (issue 23)', () => {
  it('names the item already found by it', () => {
    const error = refusal([
      {
        field: 'body.synonyms.1',
        message: 'is already a name of the item humira (Humira)',
        code: 'synonymTaken',
        synonym: 'ADA',
        item: { code: 'humira', nameJa: 'ヒュミラ', nameEn: 'Humira' },
      },
    ]);
    expect(synonymRefusal(error, ['x1', 'ADA'])).toEqual({
      key: 'admin>>master>>synonymTaken',
      values: { synonym: 'ADA', nameJa: 'ヒュミラ', nameEn: 'Humira' },
    });
  });

  it('says what is wrong with the synonym sent at the refused place', () => {
    const field = (index: number) => refusal([{ field: `body.synonyms.${index}`, message: '…' }]);
    expect(synonymRefusal(field(1), ['ADA', 'a|b'])?.key).toBe('admin>>master>>synonymSeparator');
    expect(synonymRefusal(field(0), ['Ｘ', 'ADA'])).toEqual({
      key: 'admin>>master>>synonymTooShort',
      values: { synonym: 'Ｘ', min: 2 },
    });
    expect(synonymRefusal(field(0), ['fine'])).toBeNull();
    expect(synonymRefusal(refusal([{ field: 'body.nameJa', message: '…' }]), ['Ｘ'])).toBeNull();
    expect(synonymRefusal(new Error('offline'), ['Ｘ'])).toBeNull();
  });
});
