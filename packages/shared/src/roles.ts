export const ROLES = ['mr', 'mr-approver', 'rm', 'pmo', 'pmo-approver', 'hq'] as const;

export type Role = (typeof ROLES)[number];

/** pmo, pmo-approver and hq are treated as one PMO-type group (SPEC.md section 6). */
export const PMO_GROUP: readonly Role[] = ['pmo', 'pmo-approver', 'hq'];

export interface RolePermissions {
  /** Read the timeline, posts and replies, and react. */
  readonly read: boolean;
  /** Create a post or a quote (SPEC.md's "roles other than mr-approver and rm"). */
  readonly createPost: boolean;
  readonly reply: boolean;
  /** The role's own posts and replies go to review first (SPEC.md's "only mr and pmo"). */
  readonly needsApproval: boolean;
  /** Whose content this role approves; null when it approves nobody's. */
  readonly approvesContentOf: Role | null;
  /** Open inquiries and see /inquiries. */
  readonly useInquiries: boolean;
  /** See every inquiry of the unit on /inquiries, not only those one opened (issue 20). */
  readonly seeUnitInquiries: boolean;
  /** Unpublish anyone's post in the unit. */
  readonly unpublishAny: boolean;
}

/**
 * The one permission table of PRODUCT.md. The server enforces it; the client reads the same table
 * only to hide what the server would refuse.
 */
export const PERMISSIONS: Readonly<Record<Role, RolePermissions>> = {
  mr: {
    read: true,
    createPost: true,
    reply: true,
    needsApproval: true,
    approvesContentOf: null,
    useInquiries: false,
    seeUnitInquiries: false,
    unpublishAny: false,
  },
  'mr-approver': {
    read: true,
    createPost: false,
    reply: true,
    needsApproval: false,
    approvesContentOf: 'mr',
    useInquiries: false,
    seeUnitInquiries: false,
    unpublishAny: false,
  },
  rm: {
    read: true,
    createPost: false,
    reply: true,
    needsApproval: false,
    approvesContentOf: null,
    useInquiries: false,
    seeUnitInquiries: false,
    unpublishAny: false,
  },
  pmo: {
    read: true,
    createPost: true,
    reply: true,
    needsApproval: true,
    approvesContentOf: null,
    useInquiries: true,
    seeUnitInquiries: false,
    unpublishAny: false,
  },
  'pmo-approver': {
    read: true,
    createPost: true,
    reply: true,
    needsApproval: false,
    approvesContentOf: 'pmo',
    useInquiries: true,
    seeUnitInquiries: true,
    unpublishAny: true,
  },
  hq: {
    read: true,
    createPost: true,
    reply: true,
    needsApproval: false,
    approvesContentOf: null,
    useInquiries: true,
    seeUnitInquiries: true,
    unpublishAny: true,
  },
};

export type Capability = {
  [K in keyof RolePermissions]: RolePermissions[K] extends boolean ? K : never;
}[keyof RolePermissions];

export function can(role: Role, capability: Capability): boolean {
  return PERMISSIONS[role][capability];
}

export function isPmoGroup(role: Role): boolean {
  return PMO_GROUP.includes(role);
}

/** The insights (issue 22): the PMO group reads the unit's picture, and so do admins. */
export function canViewInsights(user: { role: Role; isAdmin: boolean }): boolean {
  return isPmoGroup(user.role) || user.isAdmin;
}
