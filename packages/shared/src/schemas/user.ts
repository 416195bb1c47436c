import { z } from 'zod';
import {
  BusinessUnitSchema,
  listResponseSchema,
  PaginationQuerySchema,
  RoleSchema,
} from './common.ts';

/** The user info of SPEC.md section 3, plus `isAdmin` (PRODUCT.md: the "privileged individuals"). */
export const UserSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  database: BusinessUnitSchema,
  organizationName: z.string().nullable(),
  agreedAt: z.iso.datetime().nullable(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const UserListQuerySchema = PaginationQuerySchema.extend({
  email: z.string().trim().min(1).max(320),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserListResponseSchema = listResponseSchema(UserSchema);

export const UserIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** PATCH /users/{id}: SPEC.md section 7 sends agreedAt, the current time in ISO format. */
export const UpdateUserBodySchema = z.strictObject({
  agreedAt: z.iso.datetime({ offset: true }),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;
