import { z } from 'zod';
import { listResponseSchema, PaginationQuerySchema } from './common.ts';

/** SPEC.md section 7 reads `isRead` of each notification under `data`. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  /** The app path the notification opens. */
  link: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = PaginationQuerySchema;

/** The caller's notifications, newest first, with the unread count for the notification badge. */
export const NotificationListResponseSchema = listResponseSchema(NotificationSchema).extend({
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;
