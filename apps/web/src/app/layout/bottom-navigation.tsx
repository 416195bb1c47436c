import { Badge, BottomNavigation, BottomNavigationAction, Box, Paper } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { BADGE_MAX } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import type { ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { BadgeCounts } from './use-badge-counts.ts';
import { BOTTOM_NAV_HEIGHT } from '../../lib/theme.ts';

/** SPEC.md section 2: five tabs, in this order; three carry a badge. */
export const TABS = [
  {
    path: '/',
    label: 'nav>>home',
    icon: <HomeOutlined />,
    also: ['/search'],
    badge: 'unreadPosts',
  },
  { path: '/posts', label: 'nav>>posts', icon: <ViewListOutlined />, also: [], badge: null },
  {
    path: '/tasks',
    label: 'nav>>tasks',
    icon: <AssignmentOutlined />,
    also: [],
    badge: 'openTasks',
  },
  {
    path: '/notifications',
    label: 'nav>>notifications',
    icon: <NotificationsOutlined />,
    also: [],
    badge: 'unreadNotifications',
  },
  { path: '/profile', label: 'nav>>profile', icon: <PersonOutline />, also: [], badge: null },
] as const satisfies readonly {
  path: string;
  label: string;
  icon: ReactElement;
  also: readonly string[];
  badge: keyof BadgeCounts | null;
}[];

export function activeTabOf(pathname: string): string | false {
  const tab = TABS.find(
    ({ path, also }) =>
      (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)) ||
      also.some((other) => pathname === other),
  );
  return tab?.path ?? false;
}

export function AppBottomNavigation({ counts }: { counts: BadgeCounts }) {
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
        {TABS.map((tab) => {
          const count = tab.badge ? counts[tab.badge] : 0;
          // MUI hides the badge from assistive technology, so the count is also said in words after
          // the label ("タスク（3件）"); with nothing to count there is no badge at all.
          return (
            <BottomNavigationAction
              key={tab.path}
              value={tab.path}
              label={
                <>
                  {t(tab.label)}
                  {count > 0 && (
                    <Box component="span" sx={visuallyHidden}>
                      {t('nav>>badgeCount', { count })}
                    </Box>
                  )}
                </>
              }
              icon={
                count > 0 ? (
                  <Badge badgeContent={count} max={BADGE_MAX} color="error">
                    {tab.icon}
                  </Badge>
                ) : (
                  tab.icon
                )
              }
              component={NavLink}
              to={tab.path}
              // Without `end`, the link to / would be "current" on every page.
              end={tab.path === '/'}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
