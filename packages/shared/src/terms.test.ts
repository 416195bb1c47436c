import { describe, expect, it } from 'vitest';
import { termsAcceptanceDue } from './terms.ts';

describe('termsAcceptanceDue', () => {
  it.each([
    { termsVersion: null, currentTermsVersion: 1, due: true },
    { termsVersion: 1, currentTermsVersion: 1, due: false },
    { termsVersion: 1, currentTermsVersion: 2, due: true },
    { termsVersion: 2, currentTermsVersion: 2, due: false },
  ])('accepted $termsVersion, in force $currentTermsVersion: due $due', (row) => {
    expect(termsAcceptanceDue(row)).toBe(row.due);
  });
});
