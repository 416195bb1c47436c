import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { forgetRememberedCounts, rememberedCount } from './remembered-count.ts';

describe('remembered counts', () => {
  it('are counted once a minute, and counted again after they are forgotten (a redaction)', async () => {
    // Only the identity of the database matters to the memory.
    const db = {} as Database;
    let counted = 0;
    const count = () =>
      rememberedCount(
        db,
        'keyword:XK-4471',
        async () => ++counted,
        () => true,
      );
    expect([await count(), await count()]).toEqual([1, 1]);
    forgetRememberedCounts();
    expect([await count(), await count()]).toEqual([2, 2]);
  });
});
