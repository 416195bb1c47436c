import type { ja } from './ja.ts';

/** The same shape as ja.ts with string values: a missing or extra key fails the type check. */
type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export const en: Translation<typeof ja> = {
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
    greeting: 'Good morning, {{name}}',
    welcome: 'Welcome, {{name}}',
    timelineSoon: 'Your timeline will appear here',
    timelineSoonBody: 'Approved posts will be listed here, newest first.',
  },
  profile: {
    email: 'E-mail',
    role: 'Role',
    unit: 'Business unit',
    organization: 'Organization',
  },
  roles: {
    mr: 'MR',
    'mr-approver': 'MR approver',
    rm: 'RM',
    pmo: 'PMO',
    'pmo-approver': 'PMO approver',
    hq: 'Headquarters',
  },
  offline: {
    banner: "You're offline. The latest information will appear when you reconnect.",
    title: "You're offline",
    body: 'Connect to the network, then try again.',
  },
  settings: {
    title: 'Settings',
    darkTheme: 'Dark theme',
    language: 'Language',
    push: 'Push notifications',
    pushHint: 'Approvals and replies on your phone',
    saved: 'Settings saved',
  },
  update: {
    title: 'A new version is available',
    body: 'Update to load the latest Kizuki.',
    action: 'Update',
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
    comingSoon: 'This screen is on its way',
    comingSoonBody: 'It will be available in the next release.',
  },
  terms: {
    title: 'Before you start',
    intro:
      'Kizuki is for sharing fact-based competitor and market information inside the company. Please read these rules before you start.',
    rules: {
      noExternalUse: 'Do not use information from this app for activities outside the company',
      competitorOnly: 'Post only competitor and market information',
      noOwnCompany: "Do not describe our own company's activities or products",
      noIdentification:
        'Include nothing that identifies medical staff, institutions or patients (lecture invitations excepted)',
      noDefamation: 'Do not defame other companies or their products',
      noAdverseEvents: "Do not include our own company's adverse-event information",
      principleBased: 'Otherwise, report on a principle basis',
    },
    agreeRules: 'I agree to the rules above',
    attendedBriefing: 'I attended the pre-briefing or watched its recording',
    start: 'Start using Kizuki',
  },
  error: {
    title: 'A problem has occurred',
    userNotFound: 'You do not seem to be registered as a user.',
    signInFailed: 'Sign-in could not be completed.',
    generic: 'Something did not go well.',
    contactAdmin: 'If the problem persists, please contact your system administrator.',
    reload: 'Back to the start and reload',
  },
};
