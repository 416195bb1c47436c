import { describe, expect, it } from 'vitest';
import { REVIEW_24 } from './corpus/review-24.ts';
import { findingTypes } from './screen-test-support.ts';

const EXPECTED = {
  event: ['adverseEvent'],
  name: ['identifier'],
  clean: [],
  'event+name': ['adverseEvent', 'identifier'],
} as const;

/**
 * Review 24 (issue 43): a reviewer's sentences against rules v23 and v24, probing what their
 * widened contexts silence and their new patterns flag; v24 got 75 of them wrong that v22 had
 * right. Rules v25 gets these right (the rest are in docs/compliance.md, "Review 24").
 */
describe('rules v25 against review 24', () => {
  it.each(REVIEW_24)('%s (%s)', (text, label) => {
    expect(findingTypes(text)).toEqual([...EXPECTED[label]].sort());
  });
});
