import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { CLIENT_USAGE_ACTIONS, MAX_USAGE_BATCH, USAGE_ACTIONS, USAGE_SCREENS } from '../usage.ts';
import { decimalNumberSchema } from './common.ts';

/**
 * One page view as the client records it; `id` makes a batch sent twice count once. The server
 * dates it when it arrives (a client's clock could backdate it into another week).
 */
export const UsageEventSchema = z.strictObject({
  id: z.uuid(),
  action: z.enum(CLIENT_USAGE_ACTIONS),
  /** The screen viewed. */
  screen: z.enum(USAGE_SCREENS),
});
export type UsageEvent = z.infer<typeof UsageEventSchema>;

/** POST /usage-events: a batch of the client's events. */
export const UsageBatchSchema = z.strictObject({
  events: z.array(UsageEventSchema).min(1).max(MAX_USAGE_BATCH),
});
export type UsageBatch = z.infer<typeof UsageBatchSchema>;

export const UsageBatchResultSchema = z.object({
  /** Events recorded now; a repeated event is not counted again. */
  recorded: z.number().int(),
});

export const UsageReportQuerySchema = z.object({
  weeks: decimalNumberSchema(1, 52).default(12),
});

/** GET /admin/usage: the admin's unit, week by week (Tokyo weeks, Monday first). */
export const UsageReportSchema = z.object({
  weeks: z.array(z.string()),
  /** People who used the app in a week, by role (each counted once a week). */
  activeUsers: z.array(
    z.object({ week: z.string(), role: z.enum(ROLES), users: z.number().int() }),
  ),
  /** Of the people whose first sign-in fell in the period: how many have written a post since. */
  funnel: z.object({
    firstSignIns: z.number().int(),
    firstPosts: z.number().int(),
  }),
  /** How often each action was taken in the period. */
  actions: z.array(z.object({ action: z.enum(USAGE_ACTIONS), count: z.number().int() })),
});
export type UsageReport = z.infer<typeof UsageReportSchema>;
