import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications.ts';
import { MAX_KEYWORD_LENGTH } from '../post-list.ts';
import { listResponseSchema, PaginationQuerySchema } from './common.ts';

/** SPEC.md section 7 reads `isRead` of each notification under `data`. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** How many events this one stands for: reactions are grouped until it is read. */
  count: z.number().int().min(1),
  title: z.string(),
  /** The app path the notification opens. */
  link: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The notices list: a page, and the list's own keyword (SPEC.md section 3), matched in the title. */
export const NotificationListQuerySchema = PaginationQuerySchema.extend({
  keyword: z.string().trim().max(MAX_KEYWORD_LENGTH).optional(),
});

/** The caller's notifications, newest first, with the unread count for the notification badge. */
export const NotificationListResponseSchema = listResponseSchema(NotificationSchema).extend({
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

/** After marking read: the caller's unread count, for the badge. */
export const NotificationReadResponseSchema = z.object({ unreadCount: z.number().int().min(0) });
