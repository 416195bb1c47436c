/** SPEC.md section 9: badges show at most 99 ("99+"). */
export const BADGE_MAX = 99;

/** SPEC.md section 4: the app icon badge is open tasks + unread notifications + unread posts. */
export function appBadgeCount(counts: {
  openTasks: number;
  unreadNotifications: number;
  unreadPosts: number;
}): number {
  return counts.openTasks + counts.unreadNotifications + counts.unreadPosts;
}

export function badgeLabel(count: number, max = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}
