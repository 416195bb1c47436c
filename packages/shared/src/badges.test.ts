import { describe, expect, it } from 'vitest';
import { appBadgeCount, badgeLabel } from './badges.ts';

describe('badges', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('shows %i as %s', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });

  it('sums open tasks, unread notifications and unread posts for the app icon', () => {
    expect(appBadgeCount({ openTasks: 2, unreadNotifications: 5, unreadPosts: 40 })).toBe(47);
    expect(appBadgeCount({ openTasks: 0, unreadNotifications: 0, unreadPosts: 0 })).toBe(0);
  });
});
