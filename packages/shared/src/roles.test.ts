import { describe, expect, it } from 'vitest';
import { can, isPmoGroup, PERMISSIONS, ROLES, type Capability, type Role } from './roles.ts';

/** PRODUCT.md's permission table, row by row, as the product team wrote it. */
const TABLE: [Capability, Record<Role, boolean>][] = [
  ['read', { mr: true, 'mr-approver': true, rm: true, pmo: true, 'pmo-approver': true, hq: true }],
  [
    'createPost',
    { mr: true, 'mr-approver': false, rm: false, pmo: true, 'pmo-approver': true, hq: true },
  ],
  ['reply', { mr: true, 'mr-approver': true, rm: true, pmo: true, 'pmo-approver': true, hq: true }],
  [
    'needsApproval',
    { mr: true, 'mr-approver': false, rm: false, pmo: true, 'pmo-approver': false, hq: false },
  ],
  [
    'useInquiries',
    { mr: false, 'mr-approver': false, rm: false, pmo: true, 'pmo-approver': true, hq: true },
  ],
  [
    'unpublishAny',
    { mr: false, 'mr-approver': false, rm: false, pmo: false, 'pmo-approver': true, hq: true },
  ],
];

describe('the permission table', () => {
  it.each(
    TABLE.flatMap(([capability, row]) =>
      ROLES.map((role) => [capability, role, row[role]] as const),
    ),
  )('%s for %s is %s', (capability, role, expected) => {
    expect(can(role, capability)).toBe(expected);
  });

  it('has mr-approvers approve mr content and pmo-approvers approve pmo content, nobody else', () => {
    expect(
      Object.fromEntries(ROLES.map((role) => [role, PERMISSIONS[role].approvesContentOf])),
    ).toEqual({
      mr: null,
      'mr-approver': 'mr',
      rm: null,
      pmo: null,
      'pmo-approver': 'pmo',
      hq: null,
    });
  });

  it('makes pmo, pmo-approver and hq the PMO group (SPEC.md section 6)', () => {
    expect(ROLES.filter(isPmoGroup)).toEqual(['pmo', 'pmo-approver', 'hq']);
  });

  it('lets exactly the roles that need approval have an approver', () => {
    for (const role of ROLES) {
      const hasApprover = ROLES.some((other) => PERMISSIONS[other].approvesContentOf === role);
      expect(hasApprover, role).toBe(PERMISSIONS[role].needsApproval);
    }
  });
});
