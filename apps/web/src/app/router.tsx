import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { useEffect } from 'react';
import { SigningInMessage } from '../components/full-screen-message.tsx';
import { lazyComponent, LoadFailed, lazyScreen } from '../components/lazy-screen.tsx';
import { loadAdminScreenStrings, loadSignInStrings } from '../lib/i18n/i18n.ts';
import { registerScreenPreloads } from '../lib/screen-preload.ts';
import { POST_PATH } from '../lib/start-prefetch.ts';
import { setErrorNavigator } from './error-navigation.ts';
import { RequirePmoGroup } from './require-pmo-group.tsx';
import { HomeScreen } from './routes/home.tsx';
import { SessionGate } from './session-gate.tsx';

// Home is on the path to the first timeline paint; every other screen loads on first use. So do the
// sign-in callback and the error page, with the screens' strings: when even they cannot be had
// (the server unreachable, no service worker yet), LoadFailed says so and offers a reload.
const LoginCallback = lazyComponent(
  () => import('./routes/login-callback.tsx').then((m) => m.LoginCallback),
  { loading: <SigningInMessage />, failed: <LoadFailed />, strings: loadSignInStrings },
);
const ErrorPage = lazyComponent(() => import('./routes/error-page.tsx').then((m) => m.ErrorPage), {
  loading: null,
  failed: <LoadFailed />,
  strings: loadSignInStrings,
});

const ProfileScreen = lazyScreen(() => import('./routes/profile.tsx').then((m) => m.ProfileScreen));
const PostsScreen = lazyScreen(() => import('./routes/posts.tsx').then((m) => m.PostsScreen));
const PostDetailScreen = lazyScreen(() =>
  import('./routes/post-detail.tsx').then((m) => m.PostDetailScreen),
);
const CommentsScreen = lazyScreen(() =>
  import('./routes/comments.tsx').then((m) => m.CommentsScreen),
);
const TasksScreen = lazyScreen(() => import('./routes/tasks.tsx').then((m) => m.TasksScreen));
const TaskDetailScreen = lazyScreen(() =>
  import('./routes/task-detail.tsx').then((m) => m.TaskDetailScreen),
);
const InquiriesScreen = lazyScreen(() =>
  import('./routes/inquiries.tsx').then((m) => m.InquiriesScreen),
);
const InquiryDetailScreen = lazyScreen(() =>
  import('./routes/inquiry-detail.tsx').then((m) => m.InquiryDetailScreen),
);
const NotificationsScreen = lazyScreen(() =>
  import('./routes/notifications.tsx').then((m) => m.NotificationsScreen),
);
// The admins' and the PMO's screens bring strings of their own (lib/i18n/ja-admin-screens.ts).
const InsightsScreen = lazyScreen(() =>
  Promise.all([import('./routes/insights.tsx'), loadAdminScreenStrings()]).then(
    ([m]) => m.InsightsScreen,
  ),
);
const AdminScreen = lazyScreen(() =>
  Promise.all([import('./routes/admin.tsx'), loadAdminScreenStrings()]).then(
    ([m]) => m.AdminScreen,
  ),
);
const NotFoundScreen = lazyScreen(() =>
  import('./routes/not-found.tsx').then((m) => m.NotFoundScreen),
);
const NotificationDetailScreen = lazyScreen(() =>
  import('./routes/notification-detail.tsx').then((m) => m.NotificationDetailScreen),
);

// The screens opened daily start loading as the app starts at their address (main.tsx), or when
// a link to them is touched (issue 40).
registerScreenPreloads([
  [POST_PATH, PostDetailScreen],
  [/^\/tasks\/?$/, TasksScreen],
  [/^\/tasks\/\d+$/, TaskDetailScreen],
  [/^\/notifications\/?$/, NotificationsScreen],
  [/^\/profile\/?$/, ProfileScreen],
]);

/** SPEC.md section 2's routes; all but the first two need sign-in and accepted terms. */
const APP_ROUTES: RouteObject[] = [
  { path: '/login/callback', element: <LoginCallback /> },
  { path: '/error', element: <ErrorPage /> },
  {
    element: <SessionGate />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'search', element: <HomeScreen /> },
      { path: 'posts', element: <PostsScreen /> },
      { path: 'posts/:id', element: <PostDetailScreen /> },
      {
        path: 'inquiries',
        element: (
          <RequirePmoGroup>
            <InquiriesScreen />
          </RequirePmoGroup>
        ),
      },
      {
        path: 'inquiries/:id',
        element: (
          <RequirePmoGroup>
            <InquiryDetailScreen />
          </RequirePmoGroup>
        ),
      },
      { path: 'comments', element: <CommentsScreen /> },
      { path: 'tasks', element: <TasksScreen /> },
      { path: 'tasks/:id', element: <TaskDetailScreen /> },
      { path: 'notifications', element: <NotificationsScreen /> },
      { path: 'notifications/:id', element: <NotificationDetailScreen /> },
      { path: 'profile', element: <ProfileScreen /> },
      // Admins only: the screen sends anyone else home (its guard loads with it).
      { path: 'admin', element: <AdminScreen /> },
      // The PMO group and admins (the screen sends anyone else home); charts load with it.
      { path: 'insights', element: <InsightsScreen /> },
      // An address the app does not know says so, inside the app (not a silent trip Home).
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The routes, in declarative mode (inside <BrowserRouter>): the data-router APIs (loaders,
 * actions, fetchers) are not used, and leaving them out keeps ~14 KiB out of the first paint.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    setErrorNavigator((to) => void navigate(to, { replace: true }));
  }, [navigate]);
  return useRoutes(APP_ROUTES);
}
