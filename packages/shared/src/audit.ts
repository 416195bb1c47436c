/** What an audit row is about: the `objectType` of every row the server appends. */
export const AUDIT_OBJECT_TYPES = [
  'post',
  'task',
  'user',
  'masterItem',
  'organization',
  'import',
  'report',
  'safetyCase',
  'screenRules',
  'terms',
  'unit',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];
