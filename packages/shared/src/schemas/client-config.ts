import { z } from 'zod';

/** What the browser needs before it can sign in: served unauthenticated at GET /api/config. */
export const ClientConfigSchema = z.object({
  oidc: z.object({
    authority: z.url(),
    clientId: z.string(),
    scope: z.string(),
    /** Which claim of the sign-in profile carries the e-mail; corporate issuers differ. */
    emailClaim: z.string(),
  }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
