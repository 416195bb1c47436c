/** One line of an audit entry's difference: a field, its value before and after, as text. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a person reads it: text as it is, anything else as compact JSON; absent is null. */
function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An audit entry's before and after as a readable difference: field by field when both are objects
 * (or one is missing: a creation, a removal), fields in the order they first appear, the changed
 * ones marked; anything else as one line "value".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const beforeRecord = before === null || before === undefined ? {} : before;
  const afterRecord = after === null || after === undefined ? {} : after;
  if (!isRecord(beforeRecord) || !isRecord(afterRecord)) {
    const [was, is] = [shown(before), shown(after)];
    return [{ field: 'value', before: was, after: is, changed: was !== is }];
  }
  const fields = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])];
  return fields.map((field) => {
    const [was, is] = [shown(beforeRecord[field]), shown(afterRecord[field])];
    return { field, before: was, after: is, changed: was !== is };
  });
}
