import { enScreens } from './en-screens.ts';
import type { ja } from './ja.ts';
import type { jaAdminScreens } from './ja-admin-screens.ts';
import type { jaScreens } from './ja-screens.ts';
import type { jaSignIn } from './ja-sign-in.ts';
import type { Translation } from './translation.ts';

/** English strings of the shell: ja.ts's twin. */
const enShell: Translation<typeof ja> = {
  app: {
    name: 'Kizuki',
    tagline: 'Share what you notice about competitors and the market',
  },
  auth: {
    signingIn: 'Signing in…',
    signOut: 'Sign out',
  },
  nav: {
    label: 'Main menu',
    badgeCount: ' ({{count}})',
    home: 'Home',
    posts: 'Posts',
    tasks: 'Tasks',
    notifications: 'Notices',
    profile: 'Profile',
  },
  home: {
    empty: 'No posts yet',
    emptyBody: 'Approved posts will be listed here, newest first.',
  },
  units: {
    cimgibu: 'Gastroenterology',
    cimrdbu: 'Rare Diseases',
    cimjobu: 'Oncology',
    cimjpbu1: 'Primary Care',
  },
  lists: {
    saveSearch: 'Save this search',
    toolbar: { sort: 'Sort', filter: 'Filter', save: 'Save', export: 'CSV' },
    keyword: 'Search by keyword',
    clearKeyword: 'Clear the keyword',
    sortBy: 'Sort (now: {{sort}})',
    sorts: {
      publishedAt: 'Newest first',
      numberOfSameReactions: 'Most “Same here”',
      numberOfLikeReactions: 'Most likes',
    },
    filters_zero: 'Filters (none)',
    filters_one: 'Filters ({{count}} condition)',
    filters_other: 'Filters ({{count}} conditions)',
    filterTitle: 'Filters',
    clearFilters: 'Clear all',
    applyFilters: 'Apply',
    loading: 'Loading',
    loadFailed: 'Could not load.',
    loadMoreFailed: 'Could not load more. Retry',
    noMatches: 'No matching posts',
    noMatchesBody: 'Try another keyword or fewer filters.',
    total: 'Results: {{count}}',
    totalAtLeast: 'Results: {{count}} or more',
    exportCsv: 'Export this list as CSV',
    exporting: 'Exporting CSV',
    exported: 'Saved “{{file}}” to your device’s Downloads.',
    exportEmpty: 'Nothing to export: this list is empty.',
  },
  post: {
    unread: 'Unread',
    status: {
      draft: 'Draft',
      review: 'In review',
      published: 'Published',
      archived: 'Archived',
      unpublished: 'Unpublished',
      deleted: 'Deleted',
      rejected: 'Returned',
    },
    quoteLabel: 'Quote',
    quoting: 'Quoted post',
    rejectionReason: 'Reason for return: {{reason}}',
    counters: {
      likes: 'Likes: {{count}}',
      same: 'Same here: {{count}}',
      more: 'Tell me more: {{count}}',
      comments: 'Comments: {{count}}',
      retweets: 'Quotes: {{count}}',
    },
    counterNames: {
      likes: 'Likes',
      same: 'Same here',
      more: 'Tell me more',
      comments: 'Comments',
      retweets: 'Quotes',
      sameCategory: 'Same disease',
    },
    reactions: {
      like: 'Like',
      same: 'Same here',
      more: 'Tell me more',
    },
    classification: 'Classification',
  },
  offline: {
    banner: "You're offline. The latest information will appear when you reconnect.",
    title: "You're offline",
    body: 'Connect to the network, then try again.',
  },
  screens: {
    loadFailed: 'This screen could not be loaded.',
    retry: 'Retry',
    post: 'Post',
    inquiries: 'Inquiries',
    inquiry: 'Inquiry',
    comments: 'Comments',
    task: 'Task',
    notification: 'Notice',
  },
  composer: {
    compose: 'New post',
  },
};

/**
 * English, whole: it loads when chosen, so the shell's strings and the screens' come together.
 * Its type is the shape of ja.ts and ja-screens.ts together, so a missing or extra key fails the
 * type check.
 */
export const en: Translation<
  typeof ja & typeof jaScreens & typeof jaSignIn & typeof jaAdminScreens
> = {
  ...enShell,
  ...enScreens,
  // The groups split between the shell and the screens.
  composer: { ...enShell.composer, ...enScreens.composer },
  post: { ...enShell.post, ...enScreens.post },
};
