import { IMPORT_KINDS, type ImportKind } from './imports.ts';

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

/** The audit trail's filter by an object's id: ids are numbers, or a unit's or a file's name. */
export const AUDIT_OBJECT_ID_MAX = 40;

/**
 * Every action the audit trail records, as the reader chooses and reads it: the one list behind
 * the server's writes (`AuditActionCode`), the filter's schema and the names on screen and in the
 * CSV (audit-names-ja.ts, audit-names-en.ts). In the order the filter offers them.
 *
 * The three file actions stand for one code per kind of file (`admin.import.users`...): the kind
 * is the row's object, not a different action.
 */
export const AUDIT_ACTIONS = [
  'post.create',
  'post.update',
  'post.submit',
  'post.approve',
  'post.reject',
  'post.unpublish',
  'post.archive',
  'post.delete',
  'post.redact',
  'inquiry.open',
  'inquiry.to-do',
  'inquiry.in-progress',
  'inquiry.done',
  'task.complete',
  'task.reassign',
  'task.escalate',
  'report.create',
  'report.dismiss',
  'report.unpublish',
  'report.redact',
  'safetyCase.create',
  'user.create',
  'user.update',
  'user.deactivate',
  'user.reactivate',
  'user.acceptTerms',
  'user.delegate',
  'organization.create',
  'organization.update',
  'masterItem.create',
  'masterItem.update',
  'terms.publish',
  'screenRules.save',
  'safetyContacts.save',
  'admin.import',
  'admin.import.line',
  'admin.export',
  'posts.export',
  'tasks.export',
  'auditLog.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const FILE_ACTIONS = ['admin.import', 'admin.import.line', 'admin.export'] as const;
type FileAction = (typeof FILE_ACTIONS)[number];

/** The action a row stores: an `AuditAction`, the file actions with their kind of file. */
export type AuditActionCode =
  | Exclude<AuditAction, FileAction>
  | `admin.import.${ImportKind}`
  | `admin.import.${ImportKind}.line`
  | `admin.export.${ImportKind}`;

const FILE_CODE = /^admin\.(import|export)\.([A-Za-z]+)(\.line)?$/;

/** The action of a stored code; null for a code no write makes (a row from an older version). */
export function auditActionOf(code: string): AuditAction | null {
  const file = FILE_CODE.exec(code);
  if (file && (IMPORT_KINDS as readonly string[]).includes(file[2]!)) {
    if (file[1] === 'export') return file[3] ? null : 'admin.export';
    return file[3] ? 'admin.import.line' : 'admin.import';
  }
  const isAction = (AUDIT_ACTIONS as readonly string[]).includes(code);
  return isAction && !(FILE_ACTIONS as readonly string[]).includes(code)
    ? (code as AuditAction)
    : null;
}

/** Every code a row of the action may store: what the filter by action looks for. */
export function auditActionCodes(action: AuditAction): AuditActionCode[] {
  switch (action) {
    case 'admin.import':
      return IMPORT_KINDS.map((kind) => `admin.import.${kind}` as const);
    case 'admin.import.line':
      return IMPORT_KINDS.map((kind) => `admin.import.${kind}.line` as const);
    case 'admin.export':
      return IMPORT_KINDS.map((kind) => `admin.export.${kind}` as const);
    default:
      return [action];
  }
}
