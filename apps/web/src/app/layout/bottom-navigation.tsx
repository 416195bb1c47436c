import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { BOTTOM_NAV_HEIGHT } from '../../lib/theme.ts';

/** SPEC.md section 2: five tabs, in this order. */
export const TABS = [
  { path: '/', label: 'nav>>home', icon: <HomeOutlined />, also: ['/search'] },
  { path: '/posts', label: 'nav>>posts', icon: <ViewListOutlined />, also: [] },
  { path: '/tasks', label: 'nav>>tasks', icon: <AssignmentOutlined />, also: [] },
  {
    path: '/notifications',
    label: 'nav>>notifications',
    icon: <NotificationsOutlined />,
    also: [],
  },
  { path: '/profile', label: 'nav>>profile', icon: <PersonOutline />, also: [] },
] as const;

export function activeTabOf(pathname: string): string | false {
  const tab = TABS.find(
    ({ path, also }) =>
      (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)) ||
      also.some((other) => pathname === other),
  );
  return tab?.path ?? false;
}

export function AppBottomNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Paper
      component="nav"
      aria-label={t('nav>>label')}
      square
      elevation={3}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        value={activeTabOf(pathname)}
        showLabels
        sx={{
          height: BOTTOM_NAV_HEIGHT,
          '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5 },
          // Five labels share a phone's width: one line each, never wrapped.
          '& .MuiBottomNavigationAction-label': {
            fontSize: '0.6875rem',
            whiteSpace: 'nowrap',
            '&.Mui-selected': { fontSize: '0.6875rem' },
          },
        }}
      >
        {TABS.map((tab) => (
          <BottomNavigationAction
            key={tab.path}
            value={tab.path}
            label={t(tab.label)}
            icon={tab.icon}
            component={NavLink}
            to={tab.path}
            // Without `end`, the link to / would be "current" on every page.
            end={tab.path === '/'}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
