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

/**
 * What the client reports itself: page views only (issue 41). Every other action is one the
 * server performs (a post or reply submitted, a reaction, an approval, an inquiry, a search, a
 * sign-in) and records itself, with its own clock, so no client can invent or backdate one.
 */
export const CLIENT_USAGE_ACTIONS = ['pageView'] as const satisfies readonly UsageAction[];
export type ClientUsageAction = (typeof CLIENT_USAGE_ACTIONS)[number];

/** The most events one batch carries; the client sends sooner when it has this many. */
export const MAX_USAGE_BATCH = 50;
/**
 * The most page views of one person the server records in a minute: more than one every two
 * seconds is no one reading, and what is over it is not counted (the batch is still answered).
 */
export const PAGE_VIEWS_PER_MINUTE = 30;
/** The most searches of one person the server records in a minute (the same words once). */
export const SEARCHES_PER_MINUTE = 30;

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
