import { z } from 'zod';
import { listResponseSchema, PaginationQuerySchema } from './common.ts';

/** What an audit row is about: the `objectType` of every row the server appends. */
export const AUDIT_OBJECT_TYPES = [
  'post',
  'task',
  'user',
  'import',
  'report',
  'safetyCase',
  'screenRules',
  'unit',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** GET /audit-log (admins): the unit's audit trail, newest first, by object and by user. */
export const AuditLogQuerySchema = PaginationQuerySchema.extend({
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  objectId: z.string().trim().min(1).max(40).optional(),
  actorUserId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorUserId: z.number().int().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogResponseSchema = listResponseSchema(AuditEntrySchema);
