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
  /** The first acceptance of the terms: the unread rule counts from it. */
  agreedAt: z.iso.datetime().nullable(),
  /** The version of the terms the user accepted last (null: never), and the one in force. */
  termsVersion: z.number().int().nullable(),
  currentTermsVersion: z.number().int(),
  isAdmin: z.boolean(),
  /** Receives the unit's safety cases and reports of possible adverse events (issue 19). */
  isSafetyContact: z.boolean(),
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
  /**
   * The version the dialog showed (the user info's currentTermsVersion). When another version has
   * been published meanwhile the acceptance is refused (409 conflict): nobody accepts a text
   * they have not seen. Without it, the version in force is recorded.
   */
  termsVersion: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** What a browser's PushSubscription.toJSON() gives: where to send and the payload keys. */
export const PushSubscriptionJsonSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJsonSchema>;

/** POST /users/{id}/subscriptions: SPEC.md section 7 sends the subscription as a JSON string. */
export const SubscribeBodySchema = z.strictObject({
  subscription: z
    .string()
    .max(4000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(PushSubscriptionJsonSchema),
});

/** DELETE /users/{id}/subscriptions: the browser stops receiving (push switched off). */
export const UnsubscribeBodySchema = z.strictObject({ endpoint: z.url().max(2000) });

export const SubscriptionSchema = z.object({
  /** The push service's host, which the server checked against its allow-list. */
  endpointHost: z.string(),
});

/** GET /push/key: the VAPID public key the browser subscribes with (applicationServerKey). */
export const PushKeySchema = z.object({ publicKey: z.string() });
