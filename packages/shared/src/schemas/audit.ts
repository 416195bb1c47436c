import { z } from 'zod';
import { AUDIT_OBJECT_TYPES } from '../audit.ts';
import { listResponseSchema, PaginationQuerySchema } from './common.ts';

export { AUDIT_OBJECT_TYPES, type AuditObjectType } from '../audit.ts';

const auditFilterShape = {
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  objectId: z.string().trim().min(1).max(40).optional(),
  actorUserId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z.]+$/, 'is letters and dots, as in user.create')
    .optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
};
const fromNotAfterTo: [
  (filter: { from?: string | undefined; to?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (filter) => !filter.from || !filter.to || filter.from <= filter.to,
  { path: ['to'], message: 'is before from' },
];

/**
 * What narrows the audit trail (issue 20): an object, the person who acted, an action (`user.`
 * finds every action on users: a prefix) and a range of Tokyo calendar dates, both included.
 * GET /audit-log/export takes it as it is.
 */
export const AuditLogFilterSchema = z.object(auditFilterShape).refine(...fromNotAfterTo);
export type AuditLogFilter = z.infer<typeof AuditLogFilterSchema>;

/** GET /audit-log (admins): the unit's audit trail, newest first, narrowed by the filter. */
export const AuditLogQuerySchema = PaginationQuerySchema.extend(auditFilterShape).refine(
  ...fromNotAfterTo,
);
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorUserId: z.number().int().nullable(),
  /** Who acted, by name (null: the command line, or the server's own work). */
  actor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogResponseSchema = listResponseSchema(AuditEntrySchema);
