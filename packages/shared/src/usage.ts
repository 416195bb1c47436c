/**
 * First-party usage analytics (issue 22; SPEC.md section 6 sends the role to analytics): what the
 * app records of how it is used. Closed lists only: a screen is a name, never a URL, and an action
 * carries nothing typed (no post text, no search terms, no e-mail); the server adds the user's role
 * and unit from the signed-in user.
 */
export const USAGE_ACTIONS = [
  'pageView',
  'signIn',
  'post',
  'reply',
  'reaction',
  'approval',
  'inquiry',
  'search',
] as const;
export type UsageAction = (typeof USAGE_ACTIONS)[number];

export const USAGE_SCREENS = [
  'home',
  'search',
  'posts',
  'postDetail',
  'comments',
  'tasks',
  'taskDetail',
  'inquiries',
  'inquiryDetail',
  'notifications',
  'notificationDetail',
  'profile',
  'admin',
  'insights',
] as const;
export type UsageScreen = (typeof USAGE_SCREENS)[number];

/** The most events one batch carries; the client sends sooner when it has this many. */
export const MAX_USAGE_BATCH = 50;
/** How old an event may be when it arrives (a phone that was offline for a while). */
export const USAGE_EVENT_MAX_AGE_DAYS = 7;

const SCREEN_OF_FIRST_SEGMENT: Record<string, [UsageScreen, UsageScreen?]> = {
  '': ['home'],
  search: ['search'],
  posts: ['posts', 'postDetail'],
  comments: ['comments'],
  tasks: ['tasks', 'taskDetail'],
  inquiries: ['inquiries', 'inquiryDetail'],
  notifications: ['notifications', 'notificationDetail'],
  profile: ['profile'],
  admin: ['admin'],
  insights: ['insights'],
};

/** The screen a path shows (`/posts/12` is postDetail), or null for a path that is no screen. */
export function usageScreenOf(pathname: string): UsageScreen | null {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  const screens = SCREEN_OF_FIRST_SEGMENT[first];
  if (!screens) return null;
  return second === undefined ? screens[0] : (screens[1] ?? null);
}
