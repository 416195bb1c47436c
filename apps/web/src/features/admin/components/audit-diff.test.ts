import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.ts';

describe('an audit entry as a readable difference', () => {
  it('lists a change field by field, marking what changed', () => {
    expect(auditChanges({ role: 'rm', active: true }, { role: 'pmo', active: true })).toEqual([
      { field: 'role', before: 'rm', after: 'pmo', changed: true },
      { field: 'active', before: 'true', after: 'true', changed: false },
    ]);
  });

  it('shows a creation as fields with nothing before, and nested values as JSON', () => {
    expect(auditChanges(null, { email: 'a@b.c', tags: ['x'] })).toEqual([
      { field: 'email', before: null, after: 'a@b.c', changed: true },
      { field: 'tags', before: null, after: '["x"]', changed: true },
    ]);
  });

  it('shows values that are not objects as one line', () => {
    expect(auditChanges('draft', 'published')).toEqual([
      { field: 'value', before: 'draft', after: 'published', changed: true },
    ]);
  });
});
