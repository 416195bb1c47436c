import { z } from 'zod';

/** What the browser needs before it can sign in: served unauthenticated at GET /api/config. */
export const ClientConfigSchema = z.object({
  oidc: z.object({
    authority: z.url(),
    clientId: z.string(),
    scope: z.string(),
    /** Which claim of the sign-in profile carries the e-mail; corporate issuers differ. */
    emailClaim: z.string(),
    /** Added to the authorization request (OIDC_EXTRA_AUTH_PARAMS): resource, audience, prompt... */
    extraQueryParams: z.record(z.string(), z.string()).optional(),
    /** Whether the profile is completed from the userinfo endpoint (OIDC_LOAD_USERINFO). */
    loadUserInfo: z.boolean().optional(),
  }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
