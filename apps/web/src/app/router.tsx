import { createBrowserRouter, Navigate } from 'react-router';
import { ComingSoonScreen } from './routes/coming-soon.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { HomeScreen } from './routes/home.tsx';
import { LoginCallback } from './routes/login-callback.tsx';
import { ProfileScreen } from './routes/profile.tsx';
import { SessionGate } from './session-gate.tsx';

/** SPEC.md section 2's routes; all but the first two need sign-in and accepted terms. */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/login/callback', element: <LoginCallback /> },
    { path: '/error', element: <ErrorPage /> },
    {
      element: <SessionGate />,
      children: [
        { index: true, element: <HomeScreen /> },
        { path: 'search', element: <HomeScreen /> },
        { path: 'posts', element: <ComingSoonScreen titleKey="nav>>posts" /> },
        { path: 'posts/:id', element: <ComingSoonScreen titleKey="nav>>posts" /> },
        { path: 'tasks', element: <ComingSoonScreen titleKey="nav>>tasks" /> },
        { path: 'tasks/:id', element: <ComingSoonScreen titleKey="nav>>tasks" /> },
        { path: 'notifications', element: <ComingSoonScreen titleKey="nav>>notifications" /> },
        { path: 'notifications/:id', element: <ComingSoonScreen titleKey="nav>>notifications" /> },
        { path: 'profile', element: <ProfileScreen /> },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
