/**
 * PRODUCT.md's notification events. Each notification links to its object; the client words it
 * by its kind (and count, for grouped reactions).
 */
export const NOTIFICATION_KINDS = [
  /** Your content was approved and published. */
  'approved',
  /** Your content was returned to draft with a reason. */
  'rejected',
  /** Someone else unpublished, archived or deleted your post. */
  'unpublished',
  'archived',
  'deleted',
  /** A published reply to your post. */
  'reply',
  /** A published quote of your post. */
  'quote',
  /** An inquiry about your post is waiting for your answer. */
  'inquiryAssigned',
  /** The inquiry you opened was answered. */
  'inquiryAnswered',
  /** An approval task is waiting for you. */
  'taskAssigned',
  /** Reactions on your post since you last looked: one notification, counted. */
  'reactions',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
