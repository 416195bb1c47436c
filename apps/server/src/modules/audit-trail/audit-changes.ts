import { BUSINESS_UNITS, IMPORT_KINDS, tokyoDateTime, type AuditChange } from '@kizuki/shared';
import { AUDIT_WORDS } from './audit-words.ts';
import { FILE_KIND_NAMES, UNIT_NAMES } from './audit-object-words.ts';
import { ORGANIZATION_FIELDS, PERSON_FIELDS, type NameBook } from './audit-object-names.ts';

/** The fields whose stored codes (a status, a role...) are named as the reader says them. */
const CODED_FIELDS = new Set(['status', 'role', 'kind', 'type', 'reason', 'lang']);
/** An instant as the server writes it (toISOString): shown in Tokyo time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldName(field: string, book: NameBook): string {
  const fields: Record<string, string> = AUDIT_WORDS[book.lang].fields;
  return fields[field] ?? field;
}

/** One stored value as a person reads it, in the book's language, with names for ids. */
function valueText(field: string, value: unknown, book: NameBook): string | null {
  const words = AUDIT_WORDS[book.lang];
  const values: Record<string, string> = words.values;
  const separator = book.lang === 'ja' ? '、' : ', ';
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return values[String(value)]!;
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => valueText(field, item, book) ?? '—').join(separator);
  }
  if (isRecord(value)) {
    const parts = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${fieldName(key, book)}: ${valueText(key, item, book) ?? '—'}`);
    return parts.length === 0 ? '—' : parts.join(separator);
  }
  if (typeof value === 'number') {
    if (PERSON_FIELDS.has(field)) return book.people.get(value) ?? words.unknown(String(value));
    if (ORGANIZATION_FIELDS.has(field)) {
      return book.organizations.get(value) ?? words.unknown(String(value));
    }
    return String(value);
  }
  // What is left is a string, or a bigint or a symbol no write stores.
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) {
    return tokyoDateTime(new Date(text));
  }
  if (CODED_FIELDS.has(field) && values[text] !== undefined) return values[text];
  if (field === 'unit' && (BUSINESS_UNITS as readonly string[]).includes(text)) {
    return UNIT_NAMES[book.lang][text as keyof (typeof UNIT_NAMES)['ja']];
  }
  if (field === 'collection' && (IMPORT_KINDS as readonly string[]).includes(text)) {
    return FILE_KIND_NAMES[book.lang][text as keyof (typeof FILE_KIND_NAMES)['ja']];
  }
  return text;
}

/**
 * An entry's before and after as a person reads them: field by field when both are objects (or
 * one is missing: a creation), in the order the fields first appear, each named and its values
 * named (statuses, roles, people, organizations, Tokyo times); anything else as one line.
 */
export function readableChanges(before: unknown, after: unknown, book: NameBook): AuditChange[] {
  const was = before ?? {};
  const is = after ?? {};
  if (!isRecord(was) || !isRecord(is)) {
    const [from, to] = [valueText('value', before, book), valueText('value', after, book)];
    const label = book.lang === 'ja' ? '値' : 'Value';
    return [{ field: 'value', label, before: from, after: to, changed: from !== to }];
  }
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields.map((field) => ({
    field,
    label: fieldName(field, book),
    before: valueText(field, was[field], book),
    after: valueText(field, is[field], book),
    changed: JSON.stringify(was[field]) !== JSON.stringify(is[field]),
  }));
}

/**
 * The changes as one text for a CSV cell: a line "field: before → after" for each changed field,
 * "field: value" for one that stayed, and for a record with no before at all (a creation, an
 * export) its values alone.
 */
export function changesText(changes: readonly AuditChange[]): string {
  const hasBefore = changes.some((change) => change.before !== null);
  return changes
    .map((change) =>
      change.changed && hasBefore
        ? `${change.label}: ${change.before ?? '—'} → ${change.after ?? '—'}`
        : `${change.label}: ${change.after ?? '—'}`,
    )
    .join('\n');
}
