import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionCodes, auditActionOf } from './audit.ts';
import { AUDIT_ACTION_NAMES_EN, AUDIT_ACTION_NAMES_JA } from './audit-names.ts';
import { IMPORT_KINDS } from './imports.ts';

describe('the audit trail’s actions', () => {
  it('reads each stored code as its action: a file action whatever its kind of file', () => {
    expect(auditActionOf('user.acceptTerms')).toBe('user.acceptTerms');
    expect(auditActionOf('admin.export.users')).toBe('admin.export');
    expect(auditActionOf('admin.import.diseases')).toBe('admin.import');
    expect(auditActionOf('admin.import.diseases.line')).toBe('admin.import.line');
    // Not a code any write makes: shown as it is stored.
    expect(auditActionOf('admin.export')).toBeNull();
    expect(auditActionOf('admin.import.everything')).toBeNull();
    expect(auditActionOf('admin.export.users.line')).toBeNull();
    expect(auditActionOf('user.')).toBeNull();
  });

  it('expands an action into every code its rows store, each read back as that action', () => {
    for (const action of AUDIT_ACTIONS) {
      const codes = auditActionCodes(action);
      expect(codes.length, action).toBeGreaterThan(0);
      for (const code of codes) expect(auditActionOf(code), code).toBe(action);
    }
    expect(auditActionCodes('admin.export')).toHaveLength(IMPORT_KINDS.length);
  });

  it('names every action in both languages, each name once', () => {
    for (const names of [AUDIT_ACTION_NAMES_JA, AUDIT_ACTION_NAMES_EN]) {
      expect(Object.keys(names).sort()).toEqual([...AUDIT_ACTIONS].sort());
      expect(new Set(Object.values(names)).size).toBe(AUDIT_ACTIONS.length);
    }
  });
});
