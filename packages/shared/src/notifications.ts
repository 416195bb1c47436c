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
  /**
   * An admin unpublished your post after readers reported it (issue 39). Its title holds the
   * reports' reasons as ReportReason codes separated by spaces (the client names them in the
   * reader's language), never the post's text or who reported it.
   */
  'unpublishedAfterReport',
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
  /** A possible adverse event was reported: a safety case waits for you (a safety contact). */
  'safetyCase',
  /** A reader reported published content: a report waits for you (an admin, a safety contact). */
  'contentReported',
  /** An admin removed a passage of your content, with a reason. */
  'redacted',
  /** An approval of yours is due tomorrow, or today (Tokyo; issue 23). */
  'approvalDueTomorrow',
  'approvalDueToday',
  /** An approval overdue by a full day was escalated to you, a pmo-approver (issue 23). */
  'approvalEscalated',
  /** Your approval, overdue, was escalated to the pmo-approvers too (told once per escalation). */
  'approvalEscalatedFromYou',
  /** A newly published post matches one of your saved searches that notify (issue 23). */
  'savedSearch',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a Web Push message carries, encrypted to the browser: ids, the kind (the service worker
 * words the title from it in the user's language), the count of a grouped notice, the screen it
 * opens and the app icon badge. Never the content of a post or a question.
 */
export interface PushPayload {
  notificationId: number;
  kind: NotificationKind;
  count: number;
  /** The app path the notification leads to (through its notice, which marks it read). */
  link: string;
  /** SPEC.md section 4's app icon badge at the time of sending. */
  badge: number;
}

/** The screen a push opens: the notice itself, which marks it read and goes on to its object. */
export function pushOpenPath(notificationId: number): string {
  return `/notifications/${notificationId}?open=1`;
}
