import { z } from 'zod';
import { MASTER_NAME_MAX } from '../master-data-limits.ts';
import { EMAIL_MAX, PEOPLE_SEARCH_MAX, PERSON_NAME_MAX } from '../people-limits.ts';
import {
  BusinessUnitSchema,
  IdTextSchema,
  InstantSchema,
  listResponseSchema,
  PaginationQuerySchema,
  requiredTextSchema,
  RoleSchema,
} from './common.ts';
import { itemCodeSchema } from './master-data.ts';

/** The user info of SPEC.md section 3, plus `isAdmin` (PRODUCT.md: the "privileged individuals"). */
export const UserSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  database: BusinessUnitSchema,
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  /**
   * False once an admin deactivated the user (issue 20): every request of theirs answers 403
   * userDeactivated, they leave the approver pools, their posts stay.
   */
  active: z.boolean(),
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

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
const idQuery = IdTextSchema;

/**
 * GET /users: with `email`, the user of that e-mail (the caller itself, or for admins anyone of the
 * unit: SPEC.md section 7's sign-in lookup). Without it (admins only, issue 20) the unit's people,
 * by name or e-mail (`q`), role, organization and active, sorted by name.
 */
export const UserListQuerySchema = PaginationQuerySchema.extend({
  email: z.string().trim().min(1).max(EMAIL_MAX).optional(),
  q: z.string().trim().max(PEOPLE_SEARCH_MAX).optional(),
  role: RoleSchema.optional(),
  organizationId: idQuery.optional(),
  active: booleanQuery.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserListResponseSchema = listResponseSchema(UserSchema);

const personNameSchema = requiredTextSchema(PERSON_NAME_MAX);

/** What an admin sets of a person (issue 20): POST /users, and PATCH /users/{id} in part. */
const PersonFieldsSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  role: RoleSchema,
  /** An organization of the admin's unit; null for none. */
  organizationId: z.number().int().min(1).max(2_147_483_647).nullable(),
  isAdmin: z.boolean(),
});

/**
 * POST /users (admins): a person of the admin's unit, who can sign in at once with this e-mail.
 * Sending the same again answers the same 201 with the user created: a retry creates nobody twice.
 */
export const CreateUserBodySchema = PersonFieldsSchema.extend({
  email: z.email().max(EMAIL_MAX),
  organizationId: PersonFieldsSchema.shape.organizationId.default(null),
  isAdmin: PersonFieldsSchema.shape.isAdmin.default(false),
});
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/** What an admin may change of a person (PATCH /users/{id} without agreedAt). */
export const ADMIN_FIELDS = [
  'firstName',
  'lastName',
  'role',
  'organizationId',
  'isAdmin',
  'active',
] as const;

/**
 * PATCH /users/{id}: either the caller accepting the terms (agreedAt and termsVersion, SPEC.md
 * section 7), or an admin changing a person of the unit (issue 20): any of a person's fields, and
 * `active` (false deactivates, true reactivates). One body cannot do both. Setting what is already
 * set changes nothing, so a retry is safe.
 */
export const UpdateUserBodySchema = PersonFieldsSchema.partial()
  .extend({
    /** The current time in ISO format (SPEC.md section 7); the server records its own clock. */
    agreedAt: InstantSchema.optional(),
    /**
     * The version the dialog showed (the user info's currentTermsVersion). When another version
     * has been published meanwhile the acceptance is refused (409 conflict): nobody accepts a text
     * they have not seen. Without it, the version in force is recorded.
     */
    termsVersion: z.number().int().min(1).max(2_147_483_647).optional(),
    active: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    const adminFields = ADMIN_FIELDS.filter((field) => body[field] !== undefined);
    if (body.agreedAt === undefined) {
      if (body.termsVersion !== undefined) {
        context.addIssue({ code: 'custom', path: ['agreedAt'], message: 'is required' });
      } else if (adminFields.length === 0) {
        context.addIssue({ code: 'custom', path: [], message: 'names nothing to change' });
      }
    } else {
      for (const field of adminFields) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'cannot be sent with agreedAt',
        });
      }
    }
  });
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;
/** What an admin changes of a person (PATCH /users/{id} without agreedAt). */
export type AdminUpdateUserBody = Pick<UpdateUserBody, (typeof ADMIN_FIELDS)[number]>;

/** An organization of the unit (issue 20): what an admin files a person under. */
export const OrganizationSchema = z.object({
  id: z.number().int(),
  /** The key an import file uses. */
  code: z.string(),
  name: z.string(),
  /** False once retired: no one new is filed under it; those filed under it keep it. */
  active: z.boolean(),
  /** Its active people: an organization is retired once they have moved. */
  activePeople: z.number().int(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** GET /organizations (admins): the unit's organizations, retired ones too, by name. */
export const OrganizationListResponseSchema = z.object({ data: z.array(OrganizationSchema) });
export type OrganizationListResponse = z.infer<typeof OrganizationListResponseSchema>;

const organizationNameSchema = requiredTextSchema(MASTER_NAME_MAX);

/**
 * POST /organizations (admins, issue 20): an organization of the admin's unit. The code is the key
 * an import file uses; the same body again answers the one created, another of that code is 409.
 */
export const CreateOrganizationBodySchema = z.strictObject({
  code: itemCodeSchema,
  name: organizationNameSchema,
});
export type CreateOrganizationBody = z.input<typeof CreateOrganizationBodySchema>;

/**
 * PATCH /organizations/{id} (admins, issue 20): rename, retire (`active: false`, refused while
 * active people are filed under it) or bring back. Setting what is set changes nothing.
 */
export const UpdateOrganizationBodySchema = z
  .strictObject({ name: organizationNameSchema, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'names nothing to change');
export type UpdateOrganizationBody = z.input<typeof UpdateOrganizationBodySchema>;

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
