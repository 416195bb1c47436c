import { auditActionOf, AUDIT_OBJECT_TYPES, type AuditObjectType } from './audit.ts';
import { AUDIT_ACTION_NAMES_EN, AUDIT_OBJECT_TYPE_NAMES_EN } from './audit-names-en.ts';
import { AUDIT_ACTION_NAMES_JA, AUDIT_OBJECT_TYPE_NAMES_JA } from './audit-names-ja.ts';

export {
  AUDIT_ACTION_NAMES_EN,
  AUDIT_ACTION_NAMES_JA,
  AUDIT_OBJECT_TYPE_NAMES_EN,
  AUDIT_OBJECT_TYPE_NAMES_JA,
};

/**
 * The names of the audit trail's actions and objects in each language: the web app's
 * `admin>>audit` strings and the audit CSV alike. Each language's table is a file of its own, so
 * the web app's Japanese strings carry no English.
 */
export const AUDIT_ACTION_NAMES = { ja: AUDIT_ACTION_NAMES_JA, en: AUDIT_ACTION_NAMES_EN };
export const AUDIT_OBJECT_TYPE_NAMES = {
  ja: AUDIT_OBJECT_TYPE_NAMES_JA,
  en: AUDIT_OBJECT_TYPE_NAMES_EN,
};

/** A stored action by name; a code no write makes any more is shown as it is. */
export function auditActionName(code: string, lang: 'ja' | 'en'): string {
  const action = auditActionOf(code);
  return action ? AUDIT_ACTION_NAMES[lang][action] : code;
}

/** A stored object type by name; an unknown one as it is. */
export function auditObjectTypeName(type: string, lang: 'ja' | 'en'): string {
  return (AUDIT_OBJECT_TYPES as readonly string[]).includes(type)
    ? AUDIT_OBJECT_TYPE_NAMES[lang][type as AuditObjectType]
    : type;
}
