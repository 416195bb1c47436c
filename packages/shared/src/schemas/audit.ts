import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OBJECT_ID_MAX, AUDIT_OBJECT_TYPES } from '../audit.ts';
import { EXPORT_LANGUAGES } from '../csv-cells.ts';
import {
  CalendarDaySchema,
  IdTextSchema,
  listResponseSchema,
  PaginationQuerySchema,
} from './common.ts';

export {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  type AuditAction,
  type AuditObjectType,
} from '../audit.ts';

const auditFilterShape = {
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  objectId: z.string().trim().min(1).max(AUDIT_OBJECT_ID_MAX).optional(),
  actorUserId: IdTextSchema.optional(),
  /** One of the known actions (a file action finds every kind of file). */
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
};
const fromNotAfterTo: [
  (filter: { from?: string | undefined; to?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (filter) => !filter.from || !filter.to || filter.from <= filter.to,
  { path: ['to'], message: 'is before from' },
];

/** The language the trail names its actions, objects, fields and values in (ja, the default). */
const langShape = { lang: z.enum(EXPORT_LANGUAGES).optional() };

/**
 * What narrows the audit trail (issue 20): an object, the person who acted, one of the known
 * actions and a range of Tokyo calendar dates, both included.
 */
export const AuditLogFilterSchema = z.object(auditFilterShape).refine(...fromNotAfterTo);
export type AuditLogFilter = z.infer<typeof AuditLogFilterSchema>;

/** GET /audit-log/export: the filter, and the language of the file. */
export const AuditLogExportQuerySchema = z
  .object({ ...auditFilterShape, ...langShape })
  .refine(...fromNotAfterTo);
export type AuditLogExportQuery = z.infer<typeof AuditLogExportQuerySchema>;

/** GET /audit-log (admins): the unit's audit trail, newest first, narrowed by the filter. */
export const AuditLogQuerySchema = PaginationQuerySchema.extend({
  ...auditFilterShape,
  ...langShape,
}).refine(...fromNotAfterTo);
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/** One field of an entry's difference, named and with its values as text, in the language. */
export const AuditChangeSchema = z.object({
  /** The field as stored (before and after keep it). */
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  changed: z.boolean(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorUserId: z.number().int().nullable(),
  /** Who acted, by name (null: the command line, or the server's own work). */
  actor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  /**
   * The object by name (a person's name, a post's first line, an organization's name...), found
   * in the caller's unit only; null when there it is not (gone, or another unit's id).
   */
  objectName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** before and after as a person reads them: field by field, named, in the language. */
  changes: z.array(AuditChangeSchema),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogResponseSchema = listResponseSchema(AuditEntrySchema);
